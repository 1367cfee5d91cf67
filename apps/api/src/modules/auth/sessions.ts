// Sessions after Lucia's guide: a random bearer token, only its SHA-256 stored as the session id,
// sliding inactivity expiry capped by an absolute lifetime.
import type { Database, User, Session } from '@horizonte/db';
import { SESSION_ABSOLUTE_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS } from '@horizonte/contracts';
import { generateToken, hashToken } from '../../lib/tokens.ts';

/** Writing lastUsedAt on every request would turn every read into a write: once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(db: Database, userId: string): Promise<{ token: string; session: Session }> {
  const token = generateToken();
  const now = Date.now();
  const session = await db.session.create({
    data: {
      id: hashToken(token),
      userId,
      expiresAt: new Date(now + SESSION_IDLE_TIMEOUT_MS),
      absoluteExpiresAt: new Date(now + SESSION_ABSOLUTE_LIFETIME_MS),
    },
  });
  return { token, session };
}

export async function validateSessionToken(db: Database, token: string): Promise<{ session: Session; user: User } | null> {
  const id = hashToken(token);
  const found = await db.session.findUnique({ where: { id }, include: { user: true } });
  if (!found) return null;
  const { user, ...session } = found;
  const now = Date.now();
  if (now >= session.expiresAt.getTime() || now >= session.absoluteExpiresAt.getTime()) {
    await db.session.deleteMany({ where: { id } });
    return null;
  }
  if (now - session.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    const expiresAt = new Date(Math.min(now + SESSION_IDLE_TIMEOUT_MS, session.absoluteExpiresAt.getTime()));
    await db.session.updateMany({ where: { id }, data: { lastUsedAt: new Date(now), expiresAt } });
    session.lastUsedAt = new Date(now);
    session.expiresAt = expiresAt;
  }
  return { session, user };
}

export async function invalidateSession(db: Database, sessionId: string): Promise<void> {
  await db.session.deleteMany({ where: { id: sessionId } });
}

/** Ends every session of a user, except `keepSessionId` when given. */
export async function invalidateUserSessions(db: Database, userId: string, keepSessionId?: string): Promise<number> {
  const result = await db.session.deleteMany({
    where: { userId, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
  });
  return result.count;
}
