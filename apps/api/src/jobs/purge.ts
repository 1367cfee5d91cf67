// Hourly: rows whose time is over. One-time tokens are kept a week past expiry so an old link still
// answers "expired" (not "invalid") for a while.
import { IDEMPOTENCY_TTL_MS } from '../lib/idempotency.ts';
import type { JobServices } from './queue.ts';

const TOKEN_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

export async function purgeExpired({ db, clock }: Pick<JobServices, 'db' | 'clock'>): Promise<void> {
  const now = clock.now();
  await db.session.deleteMany({ where: { OR: [{ expiresAt: { lt: now } }, { absoluteExpiresAt: { lt: now } }] } });
  await db.oneTimeToken.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - TOKEN_GRACE_MS) } } });
  // rate-limiter-flexible's layout: `expire` in epoch milliseconds, null for a key that never expires.
  await db.rateLimitBucket.deleteMany({ where: { expire: { lt: BigInt(now.getTime()) } } });
  // An Idempotency-Key answers for 24 h; after that it is only a row.
  await db.idempotencyKey.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - IDEMPOTENCY_TTL_MS) } } });
}
