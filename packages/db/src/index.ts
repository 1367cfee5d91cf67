export { createDatabase, type Database, type DatabaseHandle, type PoolUse } from './client.ts';
export { parseDatabaseUrl, DEFAULT_DATABASE_URL, type DatabaseTarget } from './database-url.ts';
export type { OnListening, StopListening } from './listen.ts';
export { readRows, type DbClient } from './reads.ts';
export {
  columns,
  expr,
  nullable,
  select,
  table,
  type Columns,
  type FieldOf,
  type ModelName,
  type RowOf,
  type TableRef,
  type TypedSql,
} from './columns.ts';
export { deployMigrations } from './migrate/migrator.ts';
export * from './generated/prisma/client.ts';
