// HTTP methods done properly on the REST facade (issue 30): HEAD answers what GET would — status and
// headers, no body, so an uptime check sees an outage or a 401 — and a known path asked with a method
// it does not admit answers 405 with `Allow`, an unknown path 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG } from '@horizonte/contracts';

import { startTestApp, type TestApp } from './support/index.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
});
afterAll(async () => {
  await t?.close();
});

const request = (method: string, path: string, token?: string) =>
  t.app.request(path, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('HEAD', () => {
  it('answers as GET: 401 without a session, 200 with the same headers and no body with one', async () => {
    const path = `/api/ph/${x.phA.id}/apartamentos`;
    expect((await request('HEAD', path)).status).toBe(401);
    const get = await request('GET', path, x.tokens.adminA);
    const head = await request('HEAD', path, x.tokens.adminA);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('cache-control')).toBe(get.headers.get('cache-control'));
    expect(head.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await head.text()).toBe('');
  });

  it('answers 403 for another complex and 404 for an unknown path, as GET does', async () => {
    expect((await request('HEAD', `/api/ph/${x.phB.id}/apartamentos`, x.tokens.adminA)).status).toBe(403);
    expect((await request('HEAD', '/api/no-existe', x.tokens.adminA)).status).toBe(404);
  });

  it('keeps the health check public', async () => {
    const head = await request('HEAD', '/api/health');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('405 Method Not Allowed', () => {
  it('names the methods a known path admits', async () => {
    const res = await request('PATCH', `/api/ph/${x.phA.id}/apartamentos`, x.tokens.adminA);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')?.split(', ').sort()).toEqual(['GET', 'HEAD', 'POST']);
    const body = (await res.json()) as { success: boolean; message: string; code: string };
    expect(body).toMatchObject({ success: false, message: MSG.methodNotAllowed, code: 'METODO_NO_PERMITIDO' });
  });

  it('is answered before authentication, as a 404 is: the path exists whoever asks', async () => {
    const res = await request('DELETE', '/api/health');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('leaves unknown paths at 404', async () => {
    expect((await request('PATCH', '/api/no-existe')).status).toBe(404);
  });
});
