import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { Config } from '../config.ts';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
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

/** Security headers on every response (tokens travel as bearer headers, so no cookies and no CSRF surface). */
export function securityHeaders(config: Config): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('Content-Security-Policy', CSP);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'no-referrer');
    h.set('X-Frame-Options', 'DENY');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Cross-Origin-Resource-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    const forwardedProto = config.trustProxy ? c.req.header('x-forwarded-proto') : undefined;
    if (c.req.url.startsWith('https:') || forwardedProto === 'https') {
      h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    h.delete('X-Powered-By');
  };
}

/** CORS only for the configured origins (the web app itself is same-origin and needs none). */
export function corsForConfiguredOrigins(config: Config): MiddlewareHandler {
  return cors({
    origin: (origin) => (config.corsOrigins.includes(origin) ? origin : null),
    allowHeaders: ['Authorization', 'Content-Type', 'trpc-accept'],
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
}
