// Issue 25, finding 10: a dismissed portero, proveedor or consejo member kept reading visitors' data, PQRS
// and cartera, because there was no way to remove a staff role. Now an administrator removes any role with
// `POST /api/ph/{id}/miembros/{userId}/retirar { rol, motivo }` (audited); roles are read on every request,
// so the removed person loses every read at once, through both facades; the change is announced to open
// streams ('u:<id>' on horizonte_sesiones); the last administrator can not be removed; a removed owner or
// resident loses the unit link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG } from '@horizonte/contracts';

import { hashToken } from '../../src/lib/tokens.ts';
import { startTestApp, type JsonResponse, type TestApp } from '../support/index.ts';
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

const message = (res: JsonResponse) => (res.body.message as string | undefined) ?? res.body.error?.message;

function retirar(userId: string, rol: string, token = x.tokens.adminA, motivo = 'Terminó su contrato con el conjunto') {
  return t.rest('POST', `/api/ph/${x.phA.id}/miembros/${userId}/retirar`, { token, body: { rol, motivo } });
}

/** The same read through REST and tRPC: both statuses. */
async function both(rest: string, procedure: string, input: unknown, token: string): Promise<number[]> {
  return [(await t.rest('GET', rest, { token })).status, (await t.trpc('query', procedure, input, token)).status];
}

describe('removing a staff role ends every read at once', () => {
  it('a dismissed portero reads no visitors, authorisations or packages', async () => {
    const portero = await createTestUser(t.db, { nombre: 'Portero Despedido', roles: [{ phId: x.phA.id, rol: 'porteria' }] });
    const reads = () =>
      Promise.all([
        both(`/api/ph/${x.phA.id}/accesos`, 'porteria.accesos.list', { id: x.phA.id }, portero.token),
        both(`/api/ph/${x.phA.id}/autorizaciones`, 'porteria.autorizaciones.list', { id: x.phA.id }, portero.token),
        both(`/api/ph/${x.phA.id}/paquetes`, 'porteria.paquetes.list', { id: x.phA.id }, portero.token),
      ]);
    expect((await reads()).flat()).toEqual([200, 200, 200, 200, 200, 200]);

    const res = await retirar(portero.user.id, 'porteria');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.rolRetirado);
    expect((await reads()).flat()).toEqual([403, 403, 403, 403, 403, 403]);
    const entry = await t.db.auditLog.findFirstOrThrow({ where: { action: 'miembro.retirar_rol', entityId: portero.user.id } });
    expect(entry.actorId).toBe(x.users.adminA.user.id);
    expect(entry.details).toMatchObject({ rol: 'porteria', motivo: 'Terminó su contrato con el conjunto' });
  });

  it('a dismissed proveedor reads no PQRS, not even the one assigned to them', async () => {
    const proveedor = await createTestUser(t.db, {
      nombre: 'Proveedor Despedido',
      roles: [{ phId: x.phA.id, rol: 'proveedor' }],
    });
    const filed = await t.rest('POST', `/api/ph/${x.phA.id}/pqrs`, {
      token: x.tokens.residenteA,
      body: { tipo: 'peticion', subtipo: 'general', asunto: 'Ascensor', descripcion: 'El ascensor hace ruido.' },
    });
    expect(filed.status).toBe(200);
    const pqrsId = filed.body.pqrs.id as string;
    expect(
      (await t.rest('PUT', `/api/pqrs/${pqrsId}/asignar`, { token: x.tokens.adminA, body: { userId: proveedor.user.id } }))
        .status,
    ).toBe(200);
    const reads = async () => [
      ...(await both(`/api/ph/${x.phA.id}/pqrs`, 'pqrs.list', { id: x.phA.id }, proveedor.token)),
      ...(await both(`/api/pqrs/${pqrsId}`, 'pqrs.get', { id: pqrsId }, proveedor.token)),
    ];
    expect(await reads()).toEqual([200, 200, 200, 200]);

    expect((await retirar(proveedor.user.id, 'proveedor')).status).toBe(200);
    expect(await reads()).toEqual([403, 403, 403, 403]);
  });

  it('a removed consejo member reads no cartera', async () => {
    const consejo = await createTestUser(t.db, { nombre: 'Consejera Saliente', roles: [{ phId: x.phA.id, rol: 'consejo' }] });
    const cartera = () => both(`/api/ph/${x.phA.id}/cartera`, 'tesoreria.cartera.get', { id: x.phA.id }, consejo.token);
    expect(await cartera()).toEqual([200, 200]);
    expect(
      (
        await t.trpc(
          'mutation',
          'miembros.retirar',
          { id: x.phA.id, userId: consejo.user.id, rol: 'consejo', motivo: 'Fin del periodo' },
          x.tokens.adminA,
        )
      ).status,
    ).toBe(200);
    expect(await cartera()).toEqual([403, 403]);
  });
});

describe('the rules of removal', () => {
  it('is a documented REST route (and lists the members)', async () => {
    const doc = (await t.rest('GET', '/api/openapi.json')).body;
    expect(doc.paths['/ph/{id}/miembros/{userId}/retirar'].post.summary).toContain('motivo');
    expect(doc.paths['/ph/{id}/miembros'].get).toBeDefined();
  });

  it('never removes the last administrator; with a second one, an admin may step down', async () => {
    const alone = await retirar(x.users.adminA.user.id, 'admin');
    expect(alone.status).toBe(409);
    expect(message(alone)).toBe(MSG.ultimoAdministrador);
    expect(await t.db.userRole.count({ where: { phId: x.phA.id, rol: 'admin' } })).toBe(1);

    const second = await createTestUser(t.db, { nombre: 'Nueva Administradora', roles: [{ phId: x.phA.id, rol: 'admin' }] });
    expect((await retirar(second.user.id, 'admin')).status).toBe(200);
    const third = await createTestUser(t.db, { nombre: 'Tercera Administradora', roles: [{ phId: x.phA.id, rol: 'admin' }] });
    expect((await retirar(x.users.adminA.user.id, 'admin', third.token)).status).toBe(200);
    // adminA is gone; the last one left can not leave.
    expect(message(await retirar(third.user.id, 'admin', third.token))).toBe(MSG.ultimoAdministrador);
    await t.db.userRole.create({ data: { userId: x.users.adminA.user.id, phId: x.phA.id, rol: 'admin' } });
  });

  it('a removed owner loses the unit link; a role the person does not hold is 404; motivo is required', async () => {
    const owner = await createTestUser(t.db, { nombre: 'Dueña Vendió', roles: [{ phId: x.phA.id, rol: 'propietario' }] });
    const link = await createResidente(t.db, x.unitA2.id, owner.user.id);
    await t.db.residente.update({ where: { id: link.id }, data: { tipo: 'propietario' } });
    expect((await t.rest('GET', `/api/apartamentos/${x.unitA2.id}/residentes`, { token: owner.token })).status).toBe(200);

    expect(message(await retirar(owner.user.id, 'consejo'))).toBe(MSG.rolNoAsignado);
    const sinMotivo = await retirar(owner.user.id, 'propietario', x.tokens.adminA, ' ');
    expect(sinMotivo.status).toBe(422);
    expect(sinMotivo.body.errors).toContain(MSG.motivoRetiroRequired);
    expect((await retirar(owner.user.id, 'propietario')).status).toBe(200);
    expect(await t.db.residente.count({ where: { userId: owner.user.id } })).toBe(0);
    expect((await t.rest('GET', `/api/apartamentos/${x.unitA2.id}/residentes`, { token: owner.token })).status).toBe(403);
  });

  it('is announced on horizonte_sesiones as u:<user id> when it commits: the session cache forgets the person', async () => {
    const proveedor = await createTestUser(t.db, { nombre: 'Proveedor Avisado', roles: [{ phId: x.phA.id, rol: 'proveedor' }] });
    const sessionId = hashToken(proveedor.token);
    await t.rest('GET', '/api/auth/verify', { token: proveedor.token });
    await t.rest('GET', '/api/auth/verify', { token: proveedor.token });
    expect(t.sessions.get(sessionId)).toBeDefined();
    // The removal is made by another person: only the database's announcement reaches this entry.
    expect((await retirar(proveedor.user.id, 'proveedor')).status).toBe(200);
    await t.sessions.settle(t.db);
    expect(t.sessions.get(sessionId)).toBeUndefined();
  });
});
