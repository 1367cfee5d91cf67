export { createDatabase, type Database, type DatabaseHandle, type PoolUse } from './client.ts';
export { parseDatabaseUrl, DEFAULT_DATABASE_URL, type DatabaseTarget } from './database-url.ts';
export type { OnListening, StopListening } from './listen.ts';
export { isSqlTransaction, readRows, readTextRows, rowsOn, sqlTransaction, type DbClient, type SqlTransaction } from './reads.ts';
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
export { waitForSchema } from './migrate/schema-wait.ts';
export { workspaceRoot } from './workspace-root.ts';
export { dumpDatabase, DUMP_FILE, type DatabaseDump, type DatabaseKind } from './backup/dump.ts';
export { NotEmptyError, restoreDatabase, type RestoredDatabase } from './backup/restore.ts';
export type { SnapshotFacts } from './backup/snapshot-facts.ts';
export * from './generated/prisma/client.ts';
