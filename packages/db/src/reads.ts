// The hottest reads (the session check, a community's guard, the first page of a list) and the hottest
// short transactions (a vote) skip Prisma's client: on PostgreSQL they go straight to the same pool as
// named statements, with the rows parsed as `$queryRaw` would parse them (timestamps as UTC, int8 as
// bigint, numeric as Decimal), so a call site reads the same values either way. PGlite keeps Prisma.
import pg from 'pg';

import { statementNames } from './adapter.ts';
import type { TypedSql } from './columns.ts';
import { Prisma, type PrismaClient } from './generated/prisma/client.ts';

/** The client or an interactive transaction: either may run a query. */
export type DbClient = PrismaClient | Prisma.TransactionClient;

type DirectRead = (text: string, values: unknown[]) => Promise<unknown[]>;

const directReads = new WeakMap<object, DirectRead>();
const directPools = new WeakMap<object, { pool: pg.Pool; nameOf: (sql: string) => string | undefined }>();

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
  directPools.set(prisma, { pool, nameOf });
  directReads.set(prisma, async (text, values) => (await pool.query({ text, values, name: nameOf(text), types })).rows);
}

/** The rows of `query`, as `db.$queryRaw(query)` returns them; typed by its columns (src/columns.ts). */
export function readRows<Row>(db: DbClient, query: TypedSql<Row>): Promise<Row[]> {
  const direct = directReads.get(db);
  return direct ? (direct(query.text, query.values) as Promise<Row[]>) : db.$queryRaw<Row[]>(query);
}

/**
 * The rows of text SQL with `$1…` parameters, as `db.$queryRawUnsafe(text, ...values)` returns them: for
 * the libraries that bring their own statements (the job queue, the rate limiter). Outside a transaction
 * on PostgreSQL, a named statement on the pool, like readRows.
 */
export function readTextRows<Row>(db: DbClient, text: string, values: unknown[]): Promise<Row[]> {
  const direct = directReads.get(db);
  return direct ? (direct(text, values) as Promise<Row[]>) : db.$queryRawUnsafe<Row[]>(text, ...values);
}

/** The statements of a transaction made only of typed SQL. */
export interface SqlTransaction {
  rows<Row>(query: TypedSql<Row>): Promise<Row[]>;
  /** Text SQL with `$1…` parameters (a library's own statement, e.g. the job queue's insert). */
  text<Row>(text: string, values: unknown[]): Promise<Row[]>;
}

const transactions = new WeakSet<object>();

/** Whether `db` is the SqlTransaction of a `sqlTransaction` (not a Prisma client). */
export const isSqlTransaction = (db: object): db is SqlTransaction => transactions.has(db);

/** The rows of `query` on a client, in a Prisma transaction or in a `sqlTransaction`: for code all of them share. */
export function rowsOn<Row>(db: DbClient | SqlTransaction, query: TypedSql<Row>): Promise<Row[]> {
  return isSqlTransaction(db) ? db.rows(query) : readRows(db, query);
}

/**
 * Longest a statement of a direct transaction may run or wait for a lock: the bound Prisma's
 * interactive transactions have (client.ts), so a lock is never held or awaited forever.
 */
const DIRECT_TRANSACTION_TIMEOUT_MS = 15_000;

/**
 * Runs `work` in one transaction whose statements are all typed SQL. On PostgreSQL it is one pooled
 * connection with named statements: BEGIN, the statements, COMMIT, and no Prisma engine work per
 * statement, which is most of a short write's cost (bench:profile). PGlite: Prisma's interactive
 * transaction, the same statements. Any error rolls back and is thrown as the driver raised it
 * (`isUniqueViolation` reads both).
 */
export async function sqlTransaction<T>(db: PrismaClient, work: (tx: SqlTransaction) => Promise<T>): Promise<T> {
  const direct = directPools.get(db);
  const begun = (tx: SqlTransaction) => {
    transactions.add(tx);
    return work(tx);
  };
  if (!direct)
    return db.$transaction((tx) =>
      begun({
        rows: <Row>(query: TypedSql<Row>) => tx.$queryRaw<Row[]>(query),
        text: <Row>(text: string, values: unknown[]) => tx.$queryRawUnsafe<Row[]>(text, ...values),
      }),
    );
  const client = await direct.pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(`BEGIN; SET LOCAL statement_timeout = ${DIRECT_TRANSACTION_TIMEOUT_MS}`);
    const run = async <Row>(text: string, values: unknown[]) =>
      (await client.query({ text, values, name: direct.nameOf(text), types })).rows as Row[];
    const result = await begun({
      rows: <Row>(query: TypedSql<Row>) => run<Row>(query.text, query.values),
      text: run,
    });
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    // A connection that could not roll back is not given back to the pool.
    client.release(broken);
  }
}
