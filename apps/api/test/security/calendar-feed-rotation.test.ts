// Issue 25, finding 5 (calendar feed): a unit's `.ics` feed token was one per unit, stored in clear and
// never rotated: it kept working after the tenant was removed from the unit and after the `reservas`
// permiso was taken away. Now each person has their own key to a unit's feed, only its SHA-256 is stored,
// it rotates (the old link stops) when the person leaves the unit or the role or their permisos change,
// and every feed request checks that its person still may follow the unit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashToken } from '../../src/lib/tokens.ts';
import { startTestApp, TEST_APP_URL, type TestApp } from '../support/index.ts';
import { createTestUser } from '../support/sessions.ts';
import { createResidente, createTenants, type Tenants } from '../support/tenants.ts';

let t: TestApp;
let x: Tenants;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
});
afterAll(async () => {
  await t?.close();
});

async function tenantOfA2() {
  const tenant = await createTestUser(t.db, { nombre: 'Arrendataria', roles: [{ phId: x.phA.id, rol: 'residente' }] });
  const link = await createResidente(t.db, x.unitA2.id, tenant.user.id);
  return { tenant, link };
}

/** The person's subscription link, as the web shows it. */
async function enlace(token: string): Promise<string> {
  const res = await t.rest('GET', `/api/apartamentos/${x.unitA2.id}/reservas/calendario`, { token });
  expect(res.status).toBe(200);
  return (res.body.url as string).slice(TEST_APP_URL.length);
}

/** What a phone calendar gets from the link, without a session. */
const suscripcion = async (path: string) => (await t.app.request(path)).status;

describe('calendar feed keys', () => {
  it('are per person, the same link on every visit, and stored only as a hash', async () => {
    const { tenant } = await tenantOfA2();
    const { tenant: roommate } = await tenantOfA2();
    const mine = await enlace(tenant.token);
    expect(await enlace(tenant.token)).toBe(mine);
    expect(await enlace(roommate.token)).not.toBe(mine);
    expect(await suscripcion(mine)).toBe(200);

    const key = new URL(mine, TEST_APP_URL).searchParams.get('token')!;
    const rows = await t.db.reservaFeed.findMany({ where: { userId: tenant.user.id } });
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(key)]);
    expect(JSON.stringify(await t.db.reservaFeed.findMany())).not.toContain(key);
  });

  it('the old link is dead after the person is removed from the unit', async () => {
    const { tenant, link } = await tenantOfA2();
    const old = await enlace(tenant.token);
    expect((await t.rest('DELETE', `/api/residentes/${link.id}`, { token: x.tokens.adminA })).status).toBe(200);
    expect(await suscripcion(old)).toBe(403);
  });

  it('the old link is dead after the role is removed', async () => {
    const { tenant } = await tenantOfA2();
    const old = await enlace(tenant.token);
    expect(
      (
        await t.rest('POST', `/api/ph/${x.phA.id}/miembros/${tenant.user.id}/retirar`, {
          token: x.tokens.adminA,
          body: { rol: 'residente', motivo: 'Se mudó' },
        })
      ).status,
    ).toBe(200);
    expect(await suscripcion(old)).toBe(403);
  });

  it('the old link is dead after a permiso change, even when reservas comes back (a new link then)', async () => {
    const { tenant, link } = await tenantOfA2();
    const old = await enlace(tenant.token);
    const permisos = (list: string[]) =>
      t.rest('PUT', `/api/residentes/${link.id}/permisos`, { token: x.tokens.adminA, body: { permisos: list } });
    expect((await permisos(['pqrs'])).status).toBe(200);
    expect(await suscripcion(old)).toBe(403);
    expect((await t.rest('GET', `/api/apartamentos/${x.unitA2.id}/reservas/calendario`, { token: tenant.token })).status).toBe(
      403,
    );

    expect((await permisos(['pqrs', 'reservas'])).status).toBe(200);
    const fresh = await enlace(tenant.token);
    expect(fresh).not.toBe(old);
    expect(await suscripcion(fresh)).toBe(200);
    expect(await suscripcion(old)).toBe(403);
  });

  it('each request checks its person: the reservas permiso gone behind the API’s back stops the link too', async () => {
    const { tenant, link } = await tenantOfA2();
    const path = await enlace(tenant.token);
    await t.db.residente.update({ where: { id: link.id }, data: { permisos: ['pqrs'] } });
    expect(await suscripcion(path)).toBe(403);
    // A key is only good for its own unit.
    expect(await suscripcion(path.replace(x.unitA2.id, x.unitA.id))).toBe(403);
  });
});
