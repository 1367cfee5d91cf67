// Schemas and Spanish messages of documentos (filled in by its issue).
export {};
