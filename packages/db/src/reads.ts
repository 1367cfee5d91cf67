// The hottest reads (the session check, a community's guard, the first page of a list) skip Prisma's
// client: on PostgreSQL they go straight to the same pool as named statements, with the rows parsed as
// `$queryRaw` would parse them (timestamps as UTC, int8 as bigint, numeric as Decimal), so a call site
// reads the same values either way. PGlite and transactions keep `$queryRaw`.
import pg from 'pg';

import { statementNames } from './adapter.ts';
import type { TypedSql } from './columns.ts';
import { Prisma, type PrismaClient } from './generated/prisma/client.ts';

/** The client or an interactive transaction: either may run a query. */
export type DbClient = PrismaClient | Prisma.TransactionClient;

type DirectRead = (query: Prisma.Sql) => Promise<unknown[]>;

const directReads = new WeakMap<object, DirectRead>();

// `timestamp` columns hold UTC (Prisma writes them so); node-postgres would read them as local time.
const utcTimestamp = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);
const utcDate = (text: string) => new Date(`${text}T00:00:00Z`);
const PARSERS: Record<number, (text: string) => unknown> = {
  20: (text) => BigInt(text), // int8
  1114: utcTimestamp, // timestamp
  1082: utcDate, // date
  1700: (text) => new Prisma.Decimal(text), // numeric
};
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Lets `readRows(prisma, …)` run on `pool` directly (PostgreSQL only). */
export function readDirectlyOn(prisma: PrismaClient, pool: pg.Pool): void {
  // Its own names: Prisma's statements on the same connections are named by the adapter's generator.
  const nameOf = statementNames('hzr_');
  directReads.set(prisma, async (query) => {
    const text = query.text;
    return (await pool.query({ text, values: query.values, name: nameOf(text), types })).rows;
  });
}

/** The rows of `query`, as `db.$queryRaw(query)` returns them; typed by its columns (src/columns.ts). */
export function readRows<Row>(db: DbClient, query: TypedSql<Row>): Promise<Row[]> {
  const direct = directReads.get(db);
  return direct ? (direct(query) as Promise<Row[]>) : db.$queryRaw<Row[]>(query);
}
