import { mkdirSync } from 'node:fs';

import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';

import { parseDatabaseUrl } from './database-url.ts';

export interface AdapterHandle {
  factory: SqlMigrationAwareDriverAdapterFactory;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself (PGlite only), for libraries that speak SQL to it, e.g. the job queue. */
  pglite?: PGlite;
  /** The connection pool (PostgreSQL only), for the reads that skip Prisma (reads.ts). */
  pool?: pg.Pool;
  /** Releases the embedded database or the connection pool. */
  close(): Promise<void>;
}

/**
 * How long a query waits for a pooled connection (a busy pool or an unreachable server). Past it the
 * API answers 503; a stopped server refuses at once and does not wait.
 */
export const POOL_WAIT_MS = 10_000;

/**
 * Extensions the schema uses (pg_trgm: trigram index for the property search; btree_gist: the
 * exclusion constraint that keeps two bookings of a zone from overlapping).
 */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gist };

export interface AdapterOptions {
  /** Maximum PostgreSQL connections of this process. */
  poolSize?: number;
  /**
   * Named (prepared) statements on PostgreSQL: each connection parses and plans a query shape once
   * instead of on every call. Off for the migration engine, whose DDL changes the shapes it reads.
   */
  namedStatements?: boolean;
}

/** Distinct query shapes given a name per process; past it a query runs unnamed (parsed each time). */
const MAX_NAMED_STATEMENTS = 2_000;

/**
 * One name per SQL text (node-postgres refuses one name for two texts). Prisma's query shapes are
 * few; the cap keeps dynamic raw SQL from growing every connection's statement cache without end.
 * Each generator sharing a pool needs its own `prefix`, or two texts could get one name.
 */
export function statementNames(prefix = 'hz_'): (sql: string) => string | undefined {
  const names = new Map<string, string>();
  return (sql) => {
    let name = names.get(sql);
    if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
      name = `${prefix}${names.size.toString(36)}`;
      names.set(sql, name);
    }
    return name;
  };
}

/** PrismaPg asks for a name with the query; its type says string, but undefined (unnamed) works. */
const nameOfQuery = (nameOf: (sql: string) => string | undefined) =>
  (({ sql }: { sql: string }) => nameOf(sql)) as (query: { sql: string }) => string;

export async function openAdapter(databaseUrl: string | undefined, options: AdapterOptions = {}): Promise<AdapterHandle> {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.kind === 'pglite') {
    // PGlite refuses to open a data directory that does not exist yet.
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    const pglite = new PGlite(target.dataDir, { extensions: PGLITE_EXTENSIONS });
    await pglite.waitReady;
    return { factory: new PrismaPGlite(pglite), kind: 'pglite', pglite, close: () => pglite.close() };
  }
  // Our own pool, so close() really ends every connection (and any session-level lock it holds).
  const pool = new pg.Pool({
    connectionString: target.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: POOL_WAIT_MS,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', () => undefined);
  const factory = new PrismaPg(pool, {
    onConnectionError: () => undefined,
    ...(options.namedStatements ? { statementNameGenerator: nameOfQuery(statementNames()) } : {}),
  });
  return { factory, kind: 'postgres', pool, close: () => pool.end() };
}
