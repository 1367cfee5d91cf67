// Schemas and Spanish messages of asambleas (filled in by its issue).
export {};
