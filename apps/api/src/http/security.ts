import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

import type { Config } from '../config.ts';

const CSP = [
  "default-src 'self'",
  // 'wasm-unsafe-eval' lets WebAssembly compile (the gate's QR reader, ZXing, from our own origin); it
  // allows no eval() of JavaScript (CSP Level 3).
  "script-src 'self' 'wasm-unsafe-eval'",
  // Radix, sonner and React style attributes set inline styles; no inline scripts are allowed.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Every response carries these (tokens travel as bearer headers, so no cookies and no CSRF surface). Lower case, as Headers keeps them. */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  // The camera for our own pages only: the gate scans visitors' QR codes (issue 32).
  'permissions-policy': 'camera=(self), microphone=(), geolocation=(), payment=()',
};
const HSTS = 'max-age=31536000; includeSubDomains';
const SECURITY_HEADERS_HTTPS: Readonly<Record<string, string>> = { ...SECURITY_HEADERS, 'strict-transport-security': HSTS };

/** What no shared cache (a proxy, a CDN, the building's router) or browser may keep: a session's data, a token, a generated document. */
export const NO_STORE = 'private, no-store';
/** Public answers that keep their caching: the health check, a paz y salvo's verification, the API's own documentation. */
const STORABLE_API_PATHS = /^\/api\/(?:health|verificar\/[^/]+|openapi\.json|docs(?:\/.*)?)$/;

/** Every answer under /api and /trpc (JSON, PDFs, CSV, XLSX, ICS, downloads, errors) except the public ones above. */
export function mustNotBeStored(path: string): boolean {
  return (path.startsWith('/api/') || path.startsWith('/trpc/')) && !STORABLE_API_PATHS.test(path);
}

/** Responses built with their security headers already (`securityHeadersFor`): the middleware leaves them alone. */
const alreadySecured = new WeakSet<Response>();

/** The security headers for this request, for a response that includes them when it is built (the REST facade). */
export function securityHeadersFor(c: Context, config: Config): Readonly<Record<string, string>> {
  const forwardedProto = config.trustProxy ? c.req.header('x-forwarded-proto') : undefined;
  return c.req.url.startsWith('https:') || forwardedProto === 'https' ? SECURITY_HEADERS_HTTPS : SECURITY_HEADERS;
}

export function markSecured(response: Response): Response {
  alreadySecured.add(response);
  return response;
}

export const isSecured = (response: Response): boolean => alreadySecured.has(response);

/**
 * Security headers (and, for private answers, Cache-Control) on every other response. Setting them
 * afterwards turns the server's light response into full Headers and rebuilds them (~20 µs, a fifth
 * of a health check): the hot facade builds them in.
 */
export function securityHeaders(config: Config): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (alreadySecured.has(c.res)) return;
    const h = c.res.headers;
    for (const [name, value] of Object.entries(securityHeadersFor(c, config))) h.set(name, value);
    if (mustNotBeStored(c.req.path)) h.set('cache-control', NO_STORE);
    h.delete('X-Powered-By');
  };
}

/** CORS only for the configured origins (the web app itself is same-origin and needs none). */
export function corsForConfiguredOrigins(config: Config): MiddlewareHandler {
  return cors({
    origin: (origin) => (config.corsOrigins.includes(origin) ? origin : null),
    allowHeaders: ['Authorization', 'Content-Type', 'trpc-accept', 'Idempotency-Key'],
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // A client of another origin may quote it when it reports a problem (http/request-id.ts).
    exposeHeaders: ['X-Request-Id'],
    maxAge: 600,
  });
}
