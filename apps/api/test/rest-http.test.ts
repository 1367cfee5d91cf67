// The REST facade behind a real Node listener answers exactly as through app.request(): there it reads
// the Authorization header from Node's raw list and a plain path without parsing a URL (app.ts, rest.ts).
import http from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './support/index.ts';
import { listen, type Listening } from './support/listen.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let server: Listening;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
  server = await listen(t.app.fetch);
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

/** A request as written, header lines included (an array value sends the header once per entry). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function send(path: string, headers: Record<string, string | string[]> = {}): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: server.port, path, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('REST over a Node listener', () => {
  it('answers a plain path, a path with a query and a path that needs normalising as app.request() does', async () => {
    const token = x.tokens.adminA!;
    for (const path of [
      `/api/ph/${x.phA.id}/apartamentos`,
      `/api/ph/${x.phA.id}/apartamentos?page=1&pageSize=1`,
      `/api/ph/./${x.phA.id}/apartamentos`,
    ]) {
      const direct = await t.rest('GET', path.replace('/./', '/'), { token });
      const listened = await send(path, { authorization: `Bearer ${token}` });
      expect(listened.status, path).toBe(200);
      expect(listened.body, path).toEqual(direct.body);
    }
    expect((await send('/api/health')).body.status).toBe('ok');
  });

  it('refuses a repeated Authorization header, as Headers.get joins the copies', async () => {
    const token = x.tokens.adminA!;
    const twice = await send(`/api/ph/${x.phA.id}/apartamentos`, { authorization: [`Bearer ${token}`, `Bearer ${token}`] });
    expect(twice.status).toBe(401);
    expect(
      (
        await t.rest('GET', `/api/ph/${x.phA.id}/apartamentos`, {
          headers: { authorization: `Bearer ${token}, Bearer ${token}` },
        })
      ).status,
    ).toBe(401);
  });

  it('matches paths by the same rules: case as trpc-to-openapi does, unknown paths 404', async () => {
    for (const path of ['/api/HEALTH', '/api/no-existe']) {
      expect((await send(path)).status, path).toBe((await t.rest('GET', path)).status);
    }
    expect((await send('/api/no-existe')).status).toBe(404);
  });
});
