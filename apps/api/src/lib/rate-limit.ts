// Fixed-window counters in the database, so every API process shares them.
import type { Database } from '@horizonte/db';

export interface RateLimitState {
  count: number;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

/** Adds one hit to `key` and returns the count within the current window. */
export async function hit(db: Database, key: string, windowMs: number): Promise<RateLimitState> {
  const now = new Date();
  const windowStart = now;
  const expiresAt = new Date(now.getTime() + windowMs);
  // One statement: start a new window when the old one expired, otherwise count up.
  const rows = await db.$queryRaw<{ count: number; expires_at: Date }[]>`
    INSERT INTO rate_limit_buckets (key, count, window_start, expires_at)
    VALUES (${key}, 1, ${windowStart}, ${expiresAt})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit_buckets.expires_at <= ${now} THEN 1 ELSE rate_limit_buckets.count + 1 END,
      window_start = CASE WHEN rate_limit_buckets.expires_at <= ${now} THEN ${windowStart} ELSE rate_limit_buckets.window_start END,
      expires_at = CASE WHEN rate_limit_buckets.expires_at <= ${now} THEN ${expiresAt} ELSE rate_limit_buckets.expires_at END
    RETURNING count, expires_at`;
  const row = rows[0]!;
  return { count: Number(row.count), retryAfterSeconds: secondsUntil(row.expires_at, now) };
}

/** The current count without adding to it (0 when the window expired). */
export async function peek(db: Database, key: string): Promise<RateLimitState> {
  const now = new Date();
  const bucket = await db.rateLimitBucket.findUnique({ where: { key } });
  if (!bucket || bucket.expiresAt <= now) return { count: 0, retryAfterSeconds: 0 };
  return { count: bucket.count, retryAfterSeconds: secondsUntil(bucket.expiresAt, now) };
}

export async function reset(db: Database, key: string): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { key } });
}

function secondsUntil(date: Date, now: Date): number {
  return Math.max(1, Math.ceil((new Date(date).getTime() - now.getTime()) / 1000));
}

export async function purgeExpiredBuckets(db: Database): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { expiresAt: { lte: new Date() } } });
}
