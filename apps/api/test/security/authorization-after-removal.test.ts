// Issue 25, finding 5 (visitor authorisations): a tenant created an authorisation valid until 9999 with 20
// uses, then was removed from the unit, and the gate still admitted visitors with it. Now validity is
// bounded (≤ 30 days, starting within 30 days, ≤ 20 uses: Spanish 400/422), the authorisations a person
// may no longer give are revoked when they leave the unit or lose the `visitantes` permiso, and the gate
// itself refuses a code whose creator no longer belongs to the unit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PORTERIA_MSG } from '@horizonte/contracts';

import { startTestApp, type JsonResponse, type TestApp } from '../support/index.ts';
import { createTestUser, type TestUser } from '../support/sessions.ts';
import { createResidente, createTenants, type Tenants } from '../support/tenants.ts';

let t: TestApp;
let x: Tenants;
let guardia: TestUser;

const message = (res: JsonResponse) => (res.body.message as string | undefined) ?? res.body.error?.message;

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  guardia = await createTestUser(t.db, { nombre: 'Guarda', roles: [{ phId: x.phA.id, rol: 'porteria' }] });
  await keepSessions();
  expect(
    (await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora: '2027-03-10T10:00:00-05:00' } })).status,
  ).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

/** Sessions made now stay alive on the test clock's date. */
async function keepSessions() {
  await t.db.session.updateMany({
    data: { expiresAt: new Date('2100-01-01T00:00:00Z'), absoluteExpiresAt: new Date('2100-01-01T00:00:00Z') },
  });
}

/** A tenant of unit A2 with the default permisos (visitantes among them). */
async function arrendatario() {
  const tenant = await createTestUser(t.db, { nombre: 'Arrendatario', roles: [{ phId: x.phA.id, rol: 'residente' }] });
  await keepSessions();
  const link = await createResidente(t.db, x.unitA2.id, tenant.user.id);
  await t.db.residente.update({ where: { id: link.id }, data: { tipo: 'arrendatario' } });
  return { tenant, link };
}

function autorizar(token: string, body: Record<string, unknown>) {
  return t.rest('POST', `/api/ph/${x.phA.id}/autorizaciones`, {
    token,
    body: {
      apartamentoId: x.unitA2.id,
      nombreVisitante: 'Visitante Frecuente',
      desde: '2027-03-10T08:00:00-05:00',
      hasta: '2027-04-08T22:00:00-05:00',
      usos: 20,
      ...body,
    },
  });
}

async function codigo(token: string): Promise<string> {
  const res = await autorizar(token, {});
  expect(res.status).toBe(200);
  return res.body.autorizacion.codigo as string;
}

const entrar = (codigo: string) => t.rest('POST', `/api/ph/${x.phA.id}/accesos`, { token: guardia.token, body: { codigo } });

describe('validity is bounded', () => {
  it('refuses an authorisation until 9999, one with 50 uses, and one that starts months ahead (Spanish 4xx)', async () => {
    const { tenant } = await arrendatario();
    const eterna = await autorizar(tenant.token, { hasta: '9999-12-31T23:59:00-05:00', usos: 20 });
    expect(eterna.status).toBe(422);
    expect(eterna.body.errors).toContain(PORTERIA_MSG.rangoLargo);
    const cincuenta = await autorizar(tenant.token, { hasta: '9999-12-31T23:59:00-05:00', usos: 50 });
    expect(cincuenta.status).toBe(422);
    expect(cincuenta.body.errors).toContain(PORTERIA_MSG.usosInvalid);
    const lejana = await autorizar(tenant.token, {
      desde: '2027-12-01T08:00:00-05:00',
      hasta: '2027-12-02T08:00:00-05:00',
      usos: 1,
    });
    expect(lejana.status).toBe(400);
    expect(message(lejana)).toBe(PORTERIA_MSG.inicioLejano);
    expect(await t.db.autorizacion.count({ where: { creadoPorId: tenant.user.id } })).toBe(0);
  });
});

describe('a removed tenant’s authorisation stops admitting', () => {
  it('removed from the unit by the administration: the code is revoked and the gate refuses it', async () => {
    const { tenant, link } = await arrendatario();
    const code = await codigo(tenant.token);
    expect((await entrar(code)).status).toBe(200);

    expect((await t.rest('DELETE', `/api/residentes/${link.id}`, { token: x.tokens.adminA })).status).toBe(200);
    const refused = await entrar(code);
    expect(refused.status).toBe(409);
    expect(message(refused)).toBe(PORTERIA_MSG.codigoRevocado);
  });

  it('the role removed (miembros/retirar): the same', async () => {
    const { tenant } = await arrendatario();
    const code = await codigo(tenant.token);
    expect(
      (
        await t.rest('POST', `/api/ph/${x.phA.id}/miembros/${tenant.user.id}/retirar`, {
          token: x.tokens.adminA,
          body: { rol: 'residente', motivo: 'Terminó el arriendo' },
        })
      ).status,
    ).toBe(200);
    expect(message(await entrar(code))).toBe(PORTERIA_MSG.codigoRevocado);
  });

  it('the visitantes permiso removed: the same', async () => {
    const { tenant, link } = await arrendatario();
    const code = await codigo(tenant.token);
    expect(
      (await t.rest('PUT', `/api/residentes/${link.id}/permisos`, { token: x.tokens.adminA, body: { permisos: ['pqrs'] } }))
        .status,
    ).toBe(200);
    expect(message(await entrar(code))).toBe(PORTERIA_MSG.codigoRevocado);
  });

  it('the gate checks the creator itself: a link removed behind the API’s back still stops the code', async () => {
    const { tenant, link } = await arrendatario();
    const code = await codigo(tenant.token);
    await t.db.residente.delete({ where: { id: link.id } });
    const refused = await entrar(code);
    expect(refused.status).toBe(409);
    expect(message(refused)).toBe(PORTERIA_MSG.codigoSinAutor);
    expect((await t.db.autorizacion.findFirstOrThrow({ where: { creadoPorId: tenant.user.id } })).usosRestantes).toBe(20);
  });

  it('an administrator’s authorisation keeps working (they may authorise for any unit)', async () => {
    expect((await entrar(await codigo(x.tokens.adminA!))).status).toBe(200);
  });
});
