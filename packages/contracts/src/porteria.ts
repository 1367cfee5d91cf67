// Schemas and Spanish messages of porteria (filled in by its issue).
export {};
