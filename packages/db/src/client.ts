import type { PGlite } from '@electric-sql/pglite';

import { openAdapter, POOL_WAIT_MS, type AdapterOptions } from './adapter.ts';
import { parseDatabaseUrl } from './database-url.ts';
import { PrismaClient } from './generated/prisma/client.ts';
import { listenOnPglite, listenOnPostgres, type OnListening, type StopListening } from './listen.ts';
import { readDirectlyOn } from './reads.ts';

/** Longest an interactive transaction may stay open (it holds row locks meanwhile). */
const TRANSACTION_TIMEOUT_MS = 15_000;

export type Database = PrismaClient;

export interface PoolUse {
  /** Connections open (busy or idle). */
  total: number;
  idle: number;
  /** Queries waiting for a connection: above zero for long, the pool is too small or queries too slow. */
  waiting: number;
  max: number;
}

export interface DatabaseHandle {
  prisma: PrismaClient;
  kind: 'pglite' | 'postgres';
  /** The embedded database (PGlite only): the job queue runs its SQL on it directly. */
  pglite?: PGlite;
  /** How the connection pool is used now (PostgreSQL); PGlite is one in-process connection. */
  poolUse(): PoolUse;
  /** LISTEN on a channel (PostgreSQL: a dedicated connection); pg_notify() reaches it when its transaction commits. */
  listen(channel: string, onPayload: (payload: string) => void, onListening?: OnListening): Promise<StopListening>;
  close(): Promise<void>;
}

/** Creates the Prisma client for DATABASE_URL: embedded PGlite or PostgreSQL. */
export async function createDatabase(databaseUrl: string | undefined, options: AdapterOptions = {}): Promise<DatabaseHandle> {
  const adapter = await openAdapter(databaseUrl, { namedStatements: true, ...options });
  // Prisma's defaults (wait 2 s for a connection, 5 s per transaction) turn a burst of writes into
  // 500s while the pool still has room to queue them; wait as long as the pool itself does.
  const prisma = new PrismaClient({
    adapter: adapter.factory,
    transactionOptions: { maxWait: POOL_WAIT_MS, timeout: TRANSACTION_TIMEOUT_MS },
  });
  if (adapter.pool && options.namedStatements !== false) readDirectlyOn(prisma, adapter.pool);
  return {
    prisma,
    kind: adapter.kind,
    pglite: adapter.pglite,
    poolUse() {
      const pool = adapter.pool;
      if (!pool) return { total: 1, idle: 0, waiting: 0, max: 1 };
      return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 };
    },
    listen(channel, onPayload, onListening) {
      const target = parseDatabaseUrl(databaseUrl);
      if (adapter.pglite) return listenOnPglite(adapter.pglite, channel, onPayload);
      if (target.kind !== 'postgres') throw new Error('LISTEN sin base de datos');
      return listenOnPostgres(target.url, channel, onPayload, onListening);
    },
    async close() {
      await prisma.$disconnect();
      await adapter.close();
    },
  };
}
