export { createDatabase, type Database, type DatabaseHandle } from './client.ts';
export { parseDatabaseUrl, DEFAULT_DATABASE_URL, type DatabaseTarget } from './database-url.ts';
export type { StopListening } from './listen.ts';
export { deployMigrations } from './migrate/migrator.ts';
export * from './generated/prisma/client.ts';
