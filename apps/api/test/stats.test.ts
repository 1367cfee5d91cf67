import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './support/index.ts';
import { createPreregistro, createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
  await createPreregistro(t.db, x.phA.id);
});
afterAll(async () => {
  await t?.close();
});

describe('stats', () => {
  it("counts one property's units, residents, pending preregistros and coeficientes", async () => {
    const res = await t.rest('GET', `/api/ph/${x.phA.id}/estadisticas`, { token: x.tokens.consejoA });
    expect(res.body).toEqual({ success: true, apartamentos: 2, residentes: 1, pendingPreregistros: 1, coeficienteTotal: 2 });
  });

  it('counts the platform for super users and only their properties for an admin', async () => {
    const global = await t.rest('GET', '/api/stats', { token: x.tokens.comercial });
    expect(global.body).toMatchObject({ success: true, properties: 2, apartamentos: 3, pendingPreregistros: 1 });
    expect(global.body.users).toBe(await t.db.user.count());
    const admin = await t.trpc('query', 'platform.stats', undefined, x.tokens.adminB);
    expect(admin.body.result.data).toEqual({ success: true, properties: 1, users: 1, pendingPreregistros: 0, apartamentos: 1 });
  });

  it('leaves deleted properties out of the counts', async () => {
    await t.rest('DELETE', `/api/ph/${x.phB.id}`, { token: x.tokens.adminB });
    const global = await t.rest('GET', '/api/stats', { token: x.tokens.superAdmin });
    expect(global.body).toMatchObject({ properties: 1, apartamentos: 2 });
    expect((await t.rest('GET', '/api/stats', { token: x.tokens.adminB })).status).toBe(403);
  });
});
