// What a backup records about the database it dumped, read inside the dump's own snapshot: the row
// count of every table and the latest applied migration, so a restore can be compared with them.

/** Runs one SQL text and returns its rows: a pg client, a PGlite transaction, … */
export type QueryRows = (sql: string) => Promise<Record<string, unknown>[]>;

export interface SnapshotFacts {
  /** "schema.table" → rows, for every table outside the system schemas (pg-boss's too). */
  rowCounts: Record<string, number>;
  /** Name of the latest migration Prisma recorded as finished, or null on a database without any. */
  latestMigration: string | null;
}

const USER_TABLES = `
  SELECT schemaname AS schema, tablename AS name FROM pg_tables
  WHERE schemaname NOT IN ('pg_catalog', 'information_schema') AND schemaname NOT LIKE 'pg\\_%'
  ORDER BY schemaname, tablename`;

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

export async function readSnapshotFacts(query: QueryRows): Promise<SnapshotFacts> {
  const tables = (await query(USER_TABLES)) as { schema: string; name: string }[];
  const rowCounts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const [row] = await query(`SELECT count(*)::int AS n FROM ${quoted(schema)}.${quoted(name)}`);
    rowCounts[`${schema}.${name}`] = Number(row?.n ?? 0);
  }
  const migrationsTable = tables.some((t) => t.schema === 'public' && t.name === '_prisma_migrations');
  const [latest] = migrationsTable
    ? await query(
        `SELECT migration_name AS name FROM public._prisma_migrations
         WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name DESC LIMIT 1`,
      )
    : [];
  return { rowCounts, latestMigration: (latest?.name as string | undefined) ?? null };
}

/** Whether the database holds no table of its own yet (a fresh target for a restore). */
export async function hasNoTables(query: QueryRows): Promise<boolean> {
  return (await query(USER_TABLES)).length === 0;
}
