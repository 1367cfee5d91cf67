import type { Database } from '@horizonte/db';
import type { Config } from '../config.ts';
import { validateSessionToken, type AuthenticatedSession } from '../modules/auth/sessions.ts';
import type { JobQueue } from '../jobs/queue.ts';

/** Long-lived dependencies, created once per process. */
export interface Services {
  db: Database;
  config: Config;
  /** Background work and mail: enqueue in the transaction of the change that causes it. */
  jobs: JobQueue;
}

/** What every procedure receives: the services plus facts about this request. */
export interface Context extends Services {
  /** Client address (X-Forwarded-For only when TRUST_PROXY is set). */
  ip: string;
  /** Bearer token from the Authorization header, if any. */
  token: string | null;
  /** Response headers a procedure wants to add (e.g. Retry-After). */
  resHeaders: Headers;
  /**
   * The caller's session, looked up at most once per HTTP request: every procedure of a tRPC batch
   * shares the answer (null without a valid token).
   */
  auth: () => Promise<AuthenticatedSession | null>;
}

/** A memoised session lookup for one request's context. */
export function sessionResolver(db: Database, token: string | null): () => Promise<AuthenticatedSession | null> {
  let pending: Promise<AuthenticatedSession | null> | undefined;
  return () => (pending ??= token ? validateSessionToken(db, token) : Promise.resolve(null));
}

export function bearerToken(authorization: string | null | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/i.exec(authorization.trim());
  return match ? match[1]! : null;
}
