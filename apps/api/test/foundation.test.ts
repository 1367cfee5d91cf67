import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/index.ts';

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
    expect(res.body).toEqual({ success: false, message: 'La ruta solicitada no existe', error: 'La ruta solicitada no existe', code: 'NOT_FOUND' });
  });

  it('publishes a valid OpenAPI 3 document', async () => {
    const res = await t.rest('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toContain('/health');
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
    const res = await t.rest('POST', '/api/health', { body: JSON.stringify({ x: 'a'.repeat(120 * 1024) }) });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('La solicitud es demasiado grande');
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
