// Rate limits shared by every API process: rate-limiter-flexible's PostgreSQL store over our own
// database (PGlite or PostgreSQL). Each consume is one atomic conditional upsert, so an attempt is
// counted before the work it guards (a password check, a mail) and concurrent requests cannot
// slip past the limit.
import { createHash } from 'node:crypto';

import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

import { MSG } from '@horizonte/contracts';
import { readTextRows, type Database } from '@horizonte/db';

import type { Config } from '../config.ts';
import type { Requester } from '../modules/access/actor.ts';
import { fail } from './errors.ts';

export interface Quota {
  /** Key prefix in the shared table; one per kind of limit. */
  name: string;
  /** Requests allowed within the window. */
  points: number;
  windowMs: number;
  /** Spanish text of the 429. */
  message: string;
}

const TABLE = 'rate_limit_buckets';
/** The key column is VARCHAR(255): longer keys (long emails plus an IP) are stored hashed. */
const MAX_KEY_LENGTH = 200;

/** The library speaks node-postgres (`query({ text, values })` → `{ rows, rowCount }`): its statements run as readTextRows. */
function storeClient(db: Database) {
  return {
    async query({ text, values = [] }: { text: string; values?: unknown[] }) {
      const rows = await readTextRows<Record<string, unknown>>(db, text, values);
      const plain = rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])),
      );
      return { rows: plain, rowCount: plain.length };
    },
  };
}

const limiters = new WeakMap<Database, Map<string, RateLimiterPostgres>>();

function limiterFor(db: Database, quota: Quota): RateLimiterPostgres {
  let byName = limiters.get(db);
  if (!byName) limiters.set(db, (byName = new Map()));
  let limiter = byName.get(quota.name);
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: storeClient(db),
      storeType: 'client',
      tableName: TABLE,
      tableCreated: true, // by our migration
      // The scheduled purge job (jobs/purge.ts) deletes expired rows for every process.
      clearExpiredByTimeout: false,
      keyPrefix: quota.name,
      points: quota.points,
      duration: Math.ceil(quota.windowMs / 1000),
    });
    byName.set(quota.name, limiter);
  }
  return limiter;
}

function storedKey(key: string): string {
  return key.length > MAX_KEY_LENGTH ? `sha256:${createHash('sha256').update(key).digest('hex')}` : key;
}

export function retryAfterSeconds(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

/**
 * The quota and what is left of it on the answer, as the IETF's RateLimit header fields say
 * (draft-ietf-httpapi-ratelimit-headers): `RateLimit-Policy: "name";q=10;w=3600` and
 * `RateLimit: "name";r=7;t=1800`, one entry per quota the request was counted against. A quota that
 * only counts (it never refuses) is not a limit and is not reported.
 */
function report(headers: Headers | undefined, quota: Quota, remaining: number, msBeforeNext: number): void {
  if (!headers || quota.points >= Number.MAX_SAFE_INTEGER) return;
  const name = `"${quota.name}"`;
  headers.append('RateLimit-Policy', `${name};q=${quota.points};w=${Math.ceil(quota.windowMs / 1000)}`);
  headers.append('RateLimit', `${name};r=${Math.max(0, remaining)};t=${retryAfterSeconds(msBeforeNext)}`);
}

/**
 * Counts one request (or `points`) against `key` and returns how many the window holds now; throws 429
 * with Retry-After once the quota is used up. The request is counted even when it is refused. With
 * `who.resHeaders`, the answer carries the quota's RateLimit headers.
 */
export async function consume(
  db: Database,
  quota: Quota,
  key: string,
  { points = 1, who }: { points?: number; who?: Requester } = {},
): Promise<number> {
  try {
    const res = await limiterFor(db, quota).consume(storedKey(key), points);
    report(who?.resHeaders, quota, res.remainingPoints, res.msBeforeNext);
    return res.consumedPoints;
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      report(who?.resHeaders, quota, 0, error.msBeforeNext);
      throw fail.tooManyRequests(quota.message, retryAfterSeconds(error.msBeforeNext));
    }
    throw error;
  }
}

/** Gives back what a request consumed (e.g. a login that turned out to be correct). */
export async function refund(db: Database, quota: Quota, key: string, points = 1): Promise<void> {
  await limiterFor(db, quota).reward(storedKey(key), points);
}

/** Forgets the key's window altogether. */
export async function clear(db: Database, quota: Quota, key: string): Promise<void> {
  await limiterFor(db, quota).delete(storedKey(key));
}

/**
 * Heavy reads (an estado de cuenta, the cartera, a PDF or an export): each user may make
 * `config.heavyReadsPerMinute` a minute, counted across processes like every other quota. Far more
 * than a person clicks; it stops a script from keeping the server busy computing documents.
 */
export async function consumeHeavyRead(
  { db, config }: { db: Database; config: Pick<Config, 'heavyReadsPerMinute'> },
  userId: string,
  who?: Requester,
): Promise<void> {
  await consume(
    db,
    { name: 'lectura-pesada:usuario', points: config.heavyReadsPerMinute, windowMs: 60_000, message: MSG.tooManyHeavyReads },
    userId,
    { who },
  );
}
