// Single-use tokens for email verification and password reset: random, stored only as a SHA-256
// hash, with an expiry. The raw token goes into the mailed link and nowhere else.
import type { DbClient, OneTimeTokenPurpose } from '@horizonte/db';

import { generateToken, hashToken } from '../../lib/tokens.ts';

export type TokenProblem = 'invalid' | 'used' | 'expired';

export type ConsumeResult = { ok: true; userId: string } | { ok: false; problem: TokenProblem };

export async function issueOneTimeToken(
  db: DbClient,
  userId: string,
  purpose: OneTimeTokenPurpose,
  ttlMs: number,
  now: Date,
): Promise<string> {
  const token = generateToken();
  await db.oneTimeToken.create({
    data: { userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ttlMs) },
  });
  return token;
}

/** Marks the token used. Exactly one caller wins when two race for the same token. */
export async function consumeOneTimeToken(
  db: DbClient,
  purpose: OneTimeTokenPurpose,
  token: string,
  now: Date,
): Promise<ConsumeResult> {
  const found = await db.oneTimeToken.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!found || found.purpose !== purpose) return { ok: false, problem: 'invalid' };
  if (found.usedAt) return { ok: false, problem: 'used' };
  if (found.expiresAt <= now) return { ok: false, problem: 'expired' };
  const claimed = await db.oneTimeToken.updateMany({ where: { id: found.id, usedAt: null }, data: { usedAt: now } });
  if (claimed.count !== 1) return { ok: false, problem: 'used' };
  return { ok: true, userId: found.userId };
}

/** Retires every unused token of a purpose, e.g. older reset links once a reset succeeded. */
export async function retireOneTimeTokens(db: DbClient, userId: string, purpose: OneTimeTokenPurpose, now: Date): Promise<void> {
  await db.oneTimeToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: now } });
}
