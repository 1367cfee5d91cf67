// Every request gets an id: the trusted proxy's X-Request-Id (TRUST_PROXY=true, when well formed) or a
// fresh UUID. It is returned in X-Request-Id and carried by every line the request logs (requestLogger(c),
// ctx.log), so a user's report, the proxy's log and ours meet. With LOG_REQUESTS=true each request
// also ends with one access line: method, route template, status, ms, user and complex when known.
// Only the template is logged, never the path's query (one-time tokens travel there) nor headers.
import type { Context as HonoContext, MiddlewareHandler } from 'hono';

import type { Config } from '../config.ts';
import { log as processLog, type Logger } from '../lib/logger.ts';
import { requestHeader } from './request-header.ts';
import { phIdOf, routeTemplate, type ObservedRequest } from './route-template.ts';
import { isSecured } from './security.ts';

export interface RequestVariables {
  requestId: string;
  /** This request's logger, made when it first logs (`requestLogger`): every line carries its requestId. */
  log: RequestLog;
  observed: ObservedRequest;
}

/** A request's logger, made on first use: most requests never log, and a pino child costs ~3.5 µs. */
export class RequestLog {
  #logger: Logger | undefined;

  constructor(
    private readonly base: Logger,
    private readonly requestId: string,
  ) {}

  get logger(): Logger {
    return (this.#logger ??= this.base.child({ requestId: this.requestId }));
  }
}

/** What a proxy may send as the id: short, and nothing a log line or header could be broken with. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

export function acceptedRequestId(header: string | undefined, trustProxy: boolean): string {
  return trustProxy && header && VALID_REQUEST_ID.test(header) ? header : crypto.randomUUID();
}

export function requestIdentity(
  config: Pick<Config, 'trustProxy' | 'logRequests'>,
  logger: Logger,
  procedures: ReadonlySet<string>,
): MiddlewareHandler<{ Variables: RequestVariables }> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = acceptedRequestId(requestHeader(c, 'x-request-id'), config.trustProxy);
    const log = new RequestLog(logger, requestId);
    const observed: ObservedRequest = {};
    c.set('requestId', requestId);
    c.set('log', log);
    c.set('observed', observed);
    await next();
    // The REST facade's answers carry it already (ctx.resHeaders): touching their headers here would
    // rebuild them (security.ts).
    if (!isSecured(c.res)) c.res.headers.set('X-Request-Id', requestId);
    if (!config.logRequests) return;
    const route = (observed.route ??= routeTemplate(c, observed, procedures));
    log.logger.info(
      {
        method: c.req.method,
        route,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        userId: observed.userId,
        phId: observed.phId ?? phIdOf(route, c.req.path),
      },
      `${c.req.method} ${route} ${c.res.status}`,
    );
  };
}

/** The request's logger (the process's when the request came another way, e.g. a unit test). */
export function requestLogger(c: HonoContext): Logger {
  return (c.get('log') as RequestLog | undefined)?.logger ?? processLog();
}

/** The session lookup of a request, noting whose it was (the access line names the user). */
export function observedAuth<Session extends { user: { id: string } }>(
  resolve: () => Promise<Session | null>,
  observed: ObservedRequest,
): () => Promise<Session | null> {
  return async () => {
    const session = await resolve();
    if (session) observed.userId = session.user.id;
    return session;
  };
}
