// Issue 29: the schemas of this area (filled in by its module).
export {};
