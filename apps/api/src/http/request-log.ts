import type { MiddlewareHandler } from 'hono';

/**
 * One line per request (LOG_REQUESTS=true): method, path, status, milliseconds. Only the path is
 * logged: query strings and headers may carry one-time tokens or the bearer token.
 */
export function requestLog(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const path = new URL(c.req.url).pathname;
    console.log(`${c.req.method} ${path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`);
  };
}
