// Web security of every kind of response: headers, CORS, cookies, and where session tokens may
// (never) appear. Each test asserts on what a browser or an attacker would see.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { startTestApp, type TestApp } from './support/index.ts';
import { logLines } from './support/log-lines.ts';
import { createTestUser, TEST_PASSWORD } from './support/sessions.ts';

const ALLOWED_ORIGIN = 'https://app.horizonte.example';

let proxied: TestApp; // behind a proxy, with one CORS origin and request logging
let direct: TestApp; // the defaults
let email: string;
const serverLog = logLines(); // the proxied app's log (request lines of LOG_REQUESTS)

beforeAll(async () => {
  proxied = await startTestApp(
    { TRUST_PROXY: 'true', CORS_ORIGINS: ALLOWED_ORIGIN, LOG_REQUESTS: 'true' },
    { logger: serverLog.logger },
  );
  direct = await startTestApp();
  ({
    user: { email },
  } = await createTestUser(proxied.db));
});
afterAll(async () => {
  await proxied?.close();
  await direct?.close();
  vi.restoreAllMocks();
});

/** One of each kind: the web app (HTML), the API, its docs, the OpenAPI document, tRPC, a 404, a 413. */
const RESPONSES: [string, RequestInit?][] = [
  ['/'],
  ['/reset-password?token=abc'],
  ['/api/health'],
  ['/api/docs'],
  ['/api/docs/init.js'],
  ['/api/openapi.json'],
  ['/trpc/system.health'],
  ['/api/no-existe'],
  [
    '/api/auth/login',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@example.com', password: 'y'.repeat(200 * 1024) }),
    },
  ],
];

function scriptSources(csp: string): string {
  const directive =
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src')) ??
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('default-src'));
  return directive ?? '';
}

describe('security headers', () => {
  it.each(RESPONSES)('%s: CSP without inline scripts, frame-ancestors none, nosniff, no cookies', async (path, init) => {
    const res = await proxied.app.request(path, init);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    // Only WebAssembly may compile (the gate's QR reader): no eval() of JavaScript.
    expect(scriptSources(csp)).toMatch(/^script-src 'self' 'wasm-unsafe-eval'$/);
    expect(csp).not.toMatch(/(?<!wasm-)unsafe-eval/);
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('the docs page runs no inline script (its scripts are files of our own origin)', async () => {
    const html = await (await proxied.app.request('/api/docs')).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/[^/]/);
      expect(body!.trim()).toBe('');
    }
  });

  it.each(['/reset-password?token=abc123', '/verify-email?token=abc123'])(
    '%s sends Referrer-Policy: no-referrer (its token stays out of Referer)',
    async (path) => {
      const res = await proxied.app.request(path);
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    },
  );

  it('sends HSTS only when the trusted proxy says the request came over HTTPS', async () => {
    const https = { headers: { 'x-forwarded-proto': 'https' } };
    expect((await proxied.app.request('/api/health', https)).headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect((await proxied.app.request('/api/health')).headers.get('strict-transport-security')).toBeNull();
    // Without TRUST_PROXY anyone could send the header: it is ignored.
    expect((await direct.app.request('/api/health', https)).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('CORS', () => {
  const preflight = (origin: string) => ({
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
  });

  it('allows a configured origin, on the REST and tRPC facades', async () => {
    for (const path of ['/api/auth/login', '/trpc/auth.login']) {
      const res = await proxied.app.request(path, preflight(ALLOWED_ORIGIN));
      expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
    const simple = await proxied.app.request('/api/health', { headers: { origin: ALLOWED_ORIGIN } });
    expect(simple.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    // Its script may read the request id, to quote it when reporting a problem.
    expect(simple.headers.get('access-control-expose-headers')).toBe('X-Request-Id');
    expect(simple.headers.get('x-request-id')).toBeTruthy();
  });

  it('gives no CORS grant to any other origin, nor to anyone when none is configured', async () => {
    for (const origin of [
      'https://evil.example',
      'null',
      `${ALLOWED_ORIGIN}.evil.example`,
      ALLOWED_ORIGIN.replace('https', 'http'),
    ]) {
      const res = await proxied.app.request('/api/auth/login', preflight(origin));
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      const simple = await proxied.app.request('/api/health', { headers: { origin } });
      expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    }
    const unconfigured = await direct.app.request('/api/auth/login', preflight(ALLOWED_ORIGIN));
    expect(unconfigured.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('session tokens', () => {
  it('travel only as a bearer header: never a cookie, never accepted from the URL, never logged', async () => {
    const lines: string[] = [];
    const capture = (...args: unknown[]) =>
      void lines.push(
        args
          .map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : typeof a === 'string' ? a : JSON.stringify(a)))
          .join(' '),
      );
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(capture),
    );
    let token = '';
    try {
      const failed = await proxied.rest('POST', '/api/auth/login', { body: { email, password: 'No-Es-La-Clave-2026' } });
      expect(failed.status).toBe(401);
      const login = await proxied.rest('POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD } });
      expect(login.status).toBe(200);
      expect(login.headers.get('set-cookie')).toBeNull();
      token = login.body.data.token;
      expect(token).toMatch(/^[a-z0-9]{24,}$/);

      expect((await proxied.rest('GET', '/api/auth/verify', { token })).status).toBe(200);
      // A token in the URL is not a credential (it would end up in proxy logs and Referer headers).
      for (const query of [`token=${token}`, `access_token=${token}`, `authorization=Bearer%20${token}`]) {
        const viaUrl = await proxied.rest('GET', `/api/auth/verify?${query}`);
        expect(viaUrl.status).toBe(401);
      }
      const trpcViaUrl = await proxied.app.request(`/trpc/auth.verify?token=${token}`);
      expect(trpcViaUrl.status).toBe(401);
      expect((await proxied.rest('POST', '/api/auth/logout', { token })).status).toBe(200);
      expect((await proxied.rest('GET', '/api/auth/verify', { token })).status).toBe(401);
    } finally {
      for (const spy of spies) spy.mockImplementation(() => undefined);
    }
    const logged = `${lines.join('\n')}\n${serverLog.text()}`;
    expect(logged).toContain('POST /api/auth/login 200'); // request logging was on
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(TEST_PASSWORD);
  });

  it('no REST operation takes a session token in its path or query', async () => {
    const doc = (await proxied.rest('GET', '/api/openapi.json')).body;
    // The one exception: a unit's iCalendar feed takes that unit's calendar secret as ?token= (issue 17),
    // so a phone can subscribe; it is not a session token, and a session token there is refused
    // (reservas.test.ts).
    const FEED = '/apartamentos/{id}/reservas.ics';
    const params = Object.entries(doc.paths as Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>)
      .flatMap(([path, item]) =>
        Object.values(item).flatMap((op) => (op.parameters ?? []).filter((p) => !(path === FEED && p.name === 'token'))),
      )
      .filter((p) => p.in === 'query' || p.in === 'path');
    expect(params.length).toBeGreaterThan(0);
    expect(params.map((p) => p.name)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(token|access_token|session|authorization)$/i)]),
    );
  });
});
