// Prometheus's view of the server: every request observed in the latency histogram, and the scrape
// endpoint — on its own port (METRICS_PORT, bound to METRICS_HOST: 127.0.0.1 unless said otherwise)
// and/or at /metrics on the main port behind `Authorization: Bearer $METRICS_TOKEN`. Without a token
// /metrics on the main port is a plain 404: nobody learns whether metrics exist.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';

import type { Context as HonoContext, MiddlewareHandler } from 'hono';

import { MSG } from '@horizonte/contracts';

import type { Config } from '../config.ts';
import { restErrorBody } from '../lib/errors.ts';
import type { Metrics } from '../lib/metrics.ts';
import type { RequestVariables } from './request-id.ts';
import { routeTemplate } from './route-template.ts';

/** Methods labelled as they are; any other (a client's invention) is one label, keeping the series few. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Observes each request's duration (until its response starts: a live stream counts its opening). */
export function httpMetrics(
  metrics: Metrics,
  procedures: ReadonlySet<string>,
): MiddlewareHandler<{ Variables: RequestVariables }> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const observed = c.get('observed');
    const route = (observed.route ??= routeTemplate(c, observed, procedures));
    const method = KNOWN_METHODS.has(c.req.method) ? c.req.method : 'OTRO';
    metrics.httpDuration.observe({ method, route, status: c.res.status }, (performance.now() - started) / 1000);
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `authorization` is `Bearer <token>`, compared in constant time. */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  return Boolean(match) && timingSafeEqual(digest(match![1]!), digest(token));
}

/** GET /metrics on the main port: with METRICS_TOKEN, for whoever presents it; 404 otherwise. */
export function metricsEndpoint(
  metrics: Metrics | undefined,
  config: Pick<Config, 'metrics'>,
): (c: HonoContext) => Promise<Response> {
  return async (c) => {
    const token = config.metrics.token;
    if (!metrics || !token) return c.json(restErrorBody('RUTA_NO_ENCONTRADA'), 404);
    if (!bearerMatches(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json(restErrorBody('METRICAS_TOKEN_INVALIDO'), 401);
    }
    return c.body(await metrics.registry.metrics(), 200, {
      'content-type': metrics.registry.contentType,
      'cache-control': 'no-store',
    });
  };
}

/** The metrics on their own HTTP server (METRICS_PORT): GET /metrics, nothing else; the token too when set. */
export async function startMetricsServer(metrics: Metrics, config: Pick<Config, 'metrics'>): Promise<Server> {
  const { port, host, token } = config.metrics;
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(MSG.routeNotFound);
      return;
    }
    if (token && !bearerMatches(req.headers.authorization, token)) {
      res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer' });
      res.end(MSG.metricsUnauthorized);
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(MSG.serverError),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
