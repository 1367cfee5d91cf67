export { createDatabase, type Database, type DatabaseHandle } from './client.ts';
export { parseDatabaseUrl, DEFAULT_DATABASE_URL, type DatabaseTarget } from './database-url.ts';
export type { OnListening, StopListening } from './listen.ts';
export { readRows, type SqlReader } from './reads.ts';
export { deployMigrations } from './migrate/migrator.ts';
export * from './generated/prisma/client.ts';
