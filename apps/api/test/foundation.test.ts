import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MAX_BODY_BYTES, MSG } from '@horizonte/contracts';

import { startTestApp, type TestApp } from './support/index.ts';
import { listen } from './support/listen.ts';

/** Every REST path of spec section 7, under /api. */
const SPEC_PATHS = [
  'POST /auth/register',
  'POST /auth/login',
  'GET /auth/profile',
  'PUT /auth/change-password',
  'GET /auth/verify',
  'POST /auth/recovery',
  'GET /auth/user-roles',
  'POST /auth/verify-email',
  'POST /auth/forgot-password',
  'POST /auth/reset-password',
  'GET /ph',
  'GET /ph/{id}',
  'POST /ph',
  'PUT /ph/{id}',
  'DELETE /ph/{id}',
  'POST /ph/{id}/invite',
  'GET /ph/{id}/invitations',
  'POST /ph/{id}/preregistro',
  'GET /ph/{id}/preregistros',
  'PUT /ph/{id}/preregistros/{preId}/approve',
  'PUT /ph/{id}/preregistros/{preId}/reject',
  'GET /ph/{id}/apartamentos',
  'POST /ph/{id}/apartamentos',
  'PUT /apartamentos/{id}',
  'DELETE /apartamentos/{id}',
  'GET /apartamentos/{id}/residentes',
  'POST /apartamentos/{id}/residentes',
  'PUT /residentes/{id}/permisos',
  'DELETE /residentes/{id}',
  'GET /ph/identificador/{identificador}',
];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('foundation', () => {
  it('serves the same health procedure through /trpc and /api', async () => {
    const rest = await t.rest('GET', '/api/health');
    const trpc = await t.trpc('query', 'system.health');
    expect(rest.status).toBe(200);
    expect(trpc.status).toBe(200);
    expect(rest.body).toMatchObject({ status: 'ok', database: 'ok', version: '1.1.0' });
    const { uptimeSeconds: _a, ...restRest } = rest.body;
    const { uptimeSeconds: _b, ...trpcRest } = trpc.body.result.data;
    expect(restRest).toEqual(trpcRest);
  });

  it('answers unknown API paths with a Spanish JSON 404', async () => {
    const res = await t.rest('GET', '/api/no-existe');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: false,
      message: 'La ruta solicitada no existe',
      error: 'La ruta solicitada no existe',
      code: 'RUTA_NO_ENCONTRADA',
    });
  });

  it('publishes a valid OpenAPI 3 document', async () => {
    const res = await t.rest('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toContain('/health');
  });

  it('documents every REST path of spec section 7', async () => {
    const res = await t.rest('GET', '/api/openapi.json');
    const documented = Object.entries(res.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toEqual(expect.arrayContaining(SPEC_PATHS));
  });

  it('serves the API reference from its own origin', async () => {
    const page = await t.app.request('/api/docs');
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('/api/docs/scalar.js');
    expect(html).not.toMatch(/https?:\/\//);
    const init = await (await t.app.request('/api/docs/init.js')).text();
    expect(init).toContain("url: '/api/openapi.json'");
    expect(init).toContain('withDefaultFonts: false');
  });

  it('refuses bodies over 100 KB with 413 and a Spanish message', async () => {
    const res = await t.rest('POST', '/api/auth/login', { body: JSON.stringify({ x: 'a'.repeat(120 * 1024) }) });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('La solicitud es demasiado grande');
  });

  it('refuses a tRPC mutation’s body over 100 KB alike, alone or batched (the direct path reads it)', async () => {
    const body = JSON.stringify({ email: 'x@example.com', password: 'a'.repeat(120 * 1024) });
    for (const [path, sent] of [
      ['/trpc/auth.login', body],
      ['/trpc/auth.login?batch=1', `{"0":${body}}`],
    ] as const) {
      const res = await t.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: sent });
      expect(res.status, path).toBe(413);
      expect(((await res.json()) as { message: string }).message).toBe('La solicitud es demasiado grande');
    }
  });

  it('over a real socket: refuses a declared Content-Length over 100 KB before reading it, and a chunked body as it arrives', async () => {
    const server = await listen(t.app.fetch);
    try {
      const json = (bytes: number) => JSON.stringify({ email: 'x@example.com', password: 'a'.repeat(bytes) });
      const over = await fetch(`${server.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: json(MAX_BODY_BYTES),
      });
      expect([over.status, over.headers.get('connection')]).toEqual([413, 'close']);
      expect(((await over.json()) as { message: string }).message).toBe('La solicitud es demasiado grande');
      // Just under the limit the body is read and parsed: the login refuses the password, not the size.
      const under = await fetch(`${server.base}/trpc/auth.login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: json(MAX_BODY_BYTES - 1024),
      });
      expect([under.status, ((await under.json()) as { error: { message: string } }).error.message]).toEqual([
        422,
        MSG.passwordMax,
      ]);
      // No Content-Length (chunked): counted as it arrives.
      const chunks = [json(MAX_BODY_BYTES / 2), ' '.repeat(MAX_BODY_BYTES)];
      const chunked = await fetch(`${server.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new ReadableStream({
          start(controller) {
            for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
      expect(chunked.status).toBe(413);
    } finally {
      await server.close();
    }
  });

  it('sets security headers on every response', async () => {
    const res = await t.app.request('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('answers 503 with a Spanish message when the database is unreachable', async () => {
    const down = await startTestApp();
    await down.close(); // closes the database under the app
    const res = await down.rest('GET', '/api/health');
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('El servicio no está disponible en este momento. Intenta de nuevo en unos minutos.');
  });
});

describe('embedded mail outbox and bootstrap', () => {
  it('stores mail in the outbox and shows it at /dev/mail only while SMTP_URL is unset', async () => {
    const outbox = await startTestApp({ SMTP_URL: '' });
    try {
      const res = await outbox.rest('POST', '/api/auth/register', {
        body: {
          nombre: 'Ana Outbox',
          tipo_documento: 'CC',
          numero_documento: '777000111',
          email: 'ana.outbox@example.com',
          password: 'secreta1',
        },
      });
      expect(res.status).toBe(200);
      await outbox.jobs.settle(); // the mail is delivered by the job queue's worker
      const page = await outbox.app.request('/dev/mail');
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(html).toContain('Verifica tu email en Horizonte');
      expect(html).toContain('ana.outbox@example.com');
      expect(html).toMatch(/<a href="http:\/\/horizonte\.test\/verify-email\?token=[a-z0-9]+">/);
    } finally {
      await outbox.close();
    }
    // With SMTP_URL set (the shared test app), /dev/mail is not mounted: the SPA answers instead.
    const smtpPage = await (await t.app.request('/dev/mail')).text();
    expect(smtpPage).not.toContain('Correo de desarrollo');
  });

  it('creates the bootstrap SUPER_ADMIN once, verified', async () => {
    const boot = await startTestApp({
      BOOTSTRAP_SUPERADMIN_EMAIL: 'Root@Horizonte.co',
      BOOTSTRAP_SUPERADMIN_PASSWORD: 'arranque123',
    });
    try {
      const users = await boot.db.user.findMany({ where: { email: 'root@horizonte.co' } });
      expect(users).toHaveLength(1);
      expect(users[0]).toMatchObject({ platformRole: 'SUPER_ADMIN' });
      expect(users[0]!.emailVerifiedAt).not.toBeNull();
      const login = await boot.rest('POST', '/api/auth/login', { body: { email: 'root@horizonte.co', password: 'arranque123' } });
      expect(login.status).toBe(200);
      expect(login.body.accessType).toBe('super_user');
    } finally {
      await boot.close();
    }
  });
});
