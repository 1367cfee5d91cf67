import type { Deps } from '../deps.ts';
import type { RequestLog } from '../http/request-id.ts';
import type { ObservedRequest } from '../http/route-template.ts';
import { validateSessionToken, type AuthenticatedSession } from '../modules/auth/sessions.ts';

/** What every procedure receives: the long-lived deps plus facts about this request. */
export interface Context extends Deps {
  /** Client address (X-Forwarded-For only when TRUST_PROXY is set). */
  ip: string;
  /** Bearer token from the Authorization header, if any. */
  token: string | null;
  /**
   * A subscription's single-use ticket, from httpSubscriptionLink's connectionParams (EventSource sends
   * no headers); only asambleas.eventos reads it.
   */
  ticket?: string | null;
  /** The User-Agent header, if any: a login keeps it on the new session (Mi Perfil names the device). */
  userAgent?: string | null;
  /** The Idempotency-Key header, if any: only the money-moving procedures read it (lib/idempotency.ts). */
  idempotencyKey?: string | null;
  /** This request's logger (`log.logger`, made on first use): every line carries its requestId (http/request-id.ts). */
  log: RequestLog;
  /** What logs and metrics learn of this request as it is served (its route template, its user). */
  observed: ObservedRequest;
  /** Response headers a procedure wants to add (e.g. Retry-After). */
  resHeaders: Headers;
  /**
   * The caller's session, looked up at most once per HTTP request: every procedure of a tRPC batch
   * shares the answer (null without a valid token).
   */
  auth: () => Promise<AuthenticatedSession | null>;
}

/** A memoised session lookup for one request's context. */
export function sessionResolver({ db, clock, sessions }: Deps, token: string | null): () => Promise<AuthenticatedSession | null> {
  let pending: Promise<AuthenticatedSession | null> | undefined;
  return () => (pending ??= token ? validateSessionToken(db, sessions, token, clock.now()) : Promise.resolve(null));
}

export function bearerToken(authorization: string | null | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/i.exec(authorization.trim());
  return match ? match[1]! : null;
}
