// Schemas and Spanish messages of reservas (filled in by its issue).
export {};
