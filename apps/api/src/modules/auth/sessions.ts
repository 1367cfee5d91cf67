// Sessions after Lucia's guide: a random bearer token, only its SHA-256 stored as the session id,
// sliding inactivity expiry capped by an absolute lifetime.
import { SESSION_ABSOLUTE_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS } from '@horizonte/contracts';
import { columns, Prisma, readRows, select, table, type Database, type Session, type User } from '@horizonte/db';

import { generateToken, hashToken } from '../../lib/tokens.ts';
import type { SessionCache } from './session-cache.ts';

/** Writing lastUsedAt on every request would turn every read into a write: once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;
/** The stored User-Agent is only read to name a device: its first 256 characters (the column's size). */
const USER_AGENT_MAX = 256;

export async function createSession(
  db: Database,
  userId: string,
  at: Date,
  userAgent?: string | null,
): Promise<{ token: string; session: Session }> {
  const token = generateToken();
  const now = at.getTime();
  const session = await db.session.create({
    data: {
      id: hashToken(token),
      userId,
      expiresAt: new Date(now + SESSION_IDLE_TIMEOUT_MS),
      absoluteExpiresAt: new Date(now + SESSION_ABSOLUTE_LIFETIME_MS),
      userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
    },
  });
  return { token, session };
}

export interface AuthenticatedSession {
  session: Session;
  user: User;
}

/** A session row joined with its user's row (column aliases are the Prisma field names). */
const SESSION_WITH_USER = columns(table('Session', 's').all(), table('User', 'u').prefixed('user_'));

/**
 * The session and its user in one round trip (Prisma's include would issue two queries). A blocked
 * account has no session (issue 33): blocking deletes them, and this also refuses one that a login
 * created while the block was being written.
 */
async function findSessionWithUser(db: Database, id: string): Promise<AuthenticatedSession | null> {
  const [row] = await readRows(
    db,
    select(
      SESSION_WITH_USER,
      Prisma.sql`FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = ${id} AND NOT EXISTS (SELECT 1 FROM usuario_bloqueos b WHERE b.user_id = s.user_id)`,
    ),
  );
  if (!row) return null;
  return {
    session: {
      id: row.id,
      userId: row.userId,
      createdAt: row.createdAt,
      lastUsedAt: row.lastUsedAt,
      expiresAt: row.expiresAt,
      absoluteExpiresAt: row.absoluteExpiresAt,
      userAgent: row.userAgent,
    },
    user: {
      id: row.user_id,
      nombre: row.user_nombre,
      email: row.user_email,
      tipoDocumento: row.user_tipoDocumento,
      numeroDocumento: row.user_numeroDocumento,
      passwordHash: row.user_passwordHash,
      emailVerifiedAt: row.user_emailVerifiedAt,
      platformRole: row.user_platformRole,
      createdAt: row.user_createdAt,
      updatedAt: row.user_updatedAt,
    },
  };
}

export async function validateSessionToken(
  db: Database,
  sessions: SessionCache,
  token: string,
  at: Date,
): Promise<AuthenticatedSession | null> {
  const id = hashToken(token);
  const now = at.getTime();
  const held = sessions.get(id);
  // What this process holds is used only while it needs neither an expiry decision nor a touch.
  if (
    held &&
    now < held.session.expiresAt.getTime() &&
    now < held.session.absoluteExpiresAt.getTime() &&
    now - held.session.lastUsedAt.getTime() < TOUCH_INTERVAL_MS
  ) {
    return held;
  }
  return sessions.remember(id, () => readSession(db, id, now));
}

/** The session as the database has it: expired ones are deleted, a used one is touched. */
async function readSession(db: Database, id: string, now: number): Promise<AuthenticatedSession | null> {
  const found = await findSessionWithUser(db, id);
  if (!found) return null;
  const { user, session } = found;
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

export async function invalidateSession(db: Database, sessions: SessionCache, sessionId: string): Promise<void> {
  await db.session.deleteMany({ where: { id: sessionId } });
  sessions.forgetSession(sessionId);
}

/** Ends every session of a user, except `keepSessionId` when given. */
export async function invalidateUserSessions(
  db: Database,
  sessions: SessionCache,
  userId: string,
  keepSessionId?: string,
): Promise<number> {
  const result = await db.session.deleteMany({
    where: { userId, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
  });
  sessions.forgetUser(userId);
  return result.count;
}
