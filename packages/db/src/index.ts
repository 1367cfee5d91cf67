export { createDatabase, type Database, type DatabaseHandle } from './client.ts';
export { parseDatabaseUrl, DEFAULT_DATABASE_URL, type DatabaseTarget } from './database-url.ts';
export { deployMigrations } from './migrate/migrator.ts';
export * from './generated/prisma/client.ts';
