// Inserting thousands of rows in one statement. Prisma's createMany builds every row's parameters
// in JavaScript (about a millisecond a row here); a spreadsheet import writes thousands of units,
// people, invitations and audit entries inside one transaction. Here the rows travel as one JSON
// parameter that PostgreSQL unpacks with jsonb_to_recordset (as pg-boss inserts its jobs).
import type { Database, Prisma } from '@horizonte/db';

/** Column name (as in the database) → its SQL type, e.g. { id: 'uuid', tipo: '"TipoUnidad"' }. */
export type ColumnTypes = Record<string, string>;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Inserts `rows` (objects keyed by column name) into `table`; nothing for an empty list. */
export async function bulkInsert(
  db: Database | Prisma.TransactionClient,
  table: string,
  columns: ColumnTypes,
  rows: Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  // jsonb_to_recordset reads enums and enum arrays as text; the cast to the column's type is explicit.
  const record = names
    .map(
      (name) =>
        `${quote(name)} ${/^"/.test(columns[name]!) ? (columns[name]!.endsWith('[]') ? 'text[]' : 'text') : columns[name]}`,
    )
    .join(', ');
  const select = names
    .map((name) => (/^"/.test(columns[name]!) ? `x.${quote(name)}::${columns[name]}` : `x.${quote(name)}`))
    .join(', ');
  const sql = `INSERT INTO ${quote(table)} (${names.map(quote).join(', ')}) SELECT ${select} FROM jsonb_to_recordset($1::jsonb) AS x(${record})`;
  try {
    await db.$executeRawUnsafe(sql, JSON.stringify(rows));
  } catch (error) {
    // A raw statement reports a duplicate key as PostgreSQL's 23505: answer it as Prisma's P2002, like createMany.
    if (
      /23505|P2002|unique constraint/i.test(
        JSON.stringify({
          code: (error as { code?: unknown }).code,
          meta: (error as { meta?: unknown }).meta,
          message: String(error),
        }),
      )
    ) {
      throw Object.assign(new Error('Unique constraint failed'), { code: 'P2002', cause: error });
    }
    throw error;
  }
}
