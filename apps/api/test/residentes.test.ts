import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_PERMISOS } from '@horizonte/contracts';

import { linkIn, startTestApp, TEST_APP_URL, type TestApp } from './support/index.ts';
import { createTestUser, rolesOf, TEST_PASSWORD, type TestUser } from './support/sessions.ts';
import { createTenants, createUnit, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let token: string;
let owner: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
  token = x.tokens.adminA!;
  owner = await createTestUser(t.db, { email: 'dueno@example.com', nombre: 'Diana Dueña' });
});
afterAll(async () => {
  await t?.close();
});

const person = {
  nombre: 'Diana Dueña',
  tipo_documento: 'CC',
  numero_documento: '52000111',
  email: 'DUENO@example.com',
  telefono: '+57 310 000 0000',
  tipo: 'propietario',
};

/** The owner opens the invitation mailed to their address and accepts it with their password. */
async function acceptMailedInvitation(email: string): Promise<void> {
  const mail = await t.smtp.waitFor(email, { subject: /Invitación a Conjunto A/ });
  const invitation = new URL(linkIn(mail, `${TEST_APP_URL}/ph/${x.phA.identificador}?invitacion=`)).searchParams.get(
    'invitacion',
  );
  const accepted = await t.rest('POST', '/api/invitations/accept', { body: { token: invitation, password: TEST_PASSWORD } });
  expect(accepted.status).toBe(200);
}

describe('residentes', () => {
  let first: string;
  let second: string;

  it('adds a resident with default permisos and mails the invitation; the account is linked only when its owner accepts', async () => {
    const res = await t.rest('POST', `/api/apartamentos/${x.unitA2.id}/residentes`, { token, body: person });
    expect(res.status).toBe(200);
    expect(res.body.residente).toMatchObject({
      vinculado: false,
      email: 'dueno@example.com',
      tipo: 'propietario',
      permisos: DEFAULT_PERMISOS,
      tipo_documento: 'CC',
    });
    expect(res.body.residente).not.toHaveProperty('userId');
    first = res.body.residente.id;
    expect(await rolesOf(t.db, owner.user.id, x.phA.id)).toEqual([]);

    await acceptMailedInvitation('dueno@example.com');
    expect(await rolesOf(t.db, owner.user.id, x.phA.id)).toEqual(['propietario']);
    const list = await t.rest('GET', `/api/apartamentos/${x.unitA2.id}/residentes`, { token });
    expect(list.body.residentes).toEqual([expect.objectContaining({ id: first, vinculado: true })]);
  });

  it('refuses the same document twice in the same unit', async () => {
    const res = await t.trpc('mutation', 'residentes.create', { id: x.unitA2.id, ...person }, token);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Esa persona ya está registrada en esta unidad');
  });

  it('adds a resident without an account, unlinked and invited', async () => {
    const res = await t.rest('POST', `/api/apartamentos/${x.unitA2.id}/residentes`, {
      token,
      body: {
        nombre: 'Sin Cuenta',
        tipo_documento: 'CE',
        numero_documento: 'E-991',
        email: 'sincuenta@example.com',
        permisos: ['pagos'],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.residente).toMatchObject({ vinculado: false, tipo: 'residente', permisos: ['pagos'] });
    expect((await t.smtp.waitFor('sincuenta@example.com')).subject).toMatch(/Invitación a Conjunto A/);
    const list = await t.rest('GET', `/api/apartamentos/${x.unitA2.id}/residentes`, { token });
    expect(list.body.total).toBe(2);
  });

  it('updates permisos from the fixed set, refusing unknown ones in Spanish', async () => {
    const res = await t.rest('PUT', `/api/residentes/${first}/permisos`, { token, body: { permisos: ['asambleas', 'pagos'] } });
    expect(res.status).toBe(200);
    expect(res.body.residente.permisos).toEqual(['asambleas', 'pagos']);
    const bad = await t.rest('PUT', `/api/residentes/${first}/permisos`, { token, body: { permisos: ['volar'] } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(['Permiso no válido']);
    expect(await t.db.auditLog.count({ where: { action: 'residente.permisos', entityId: first } })).toBe(1);
  });

  it('keeps the role while another link remains and removes it with the last one', async () => {
    const otherUnit = await createUnit(t.db, x.phA.id);
    const res = await t.rest('POST', `/api/apartamentos/${otherUnit.id}/residentes`, {
      token,
      body: { ...person, numero_documento: '52000111' },
    });
    expect(res.status).toBe(200);
    second = res.body.residente.id;
    await acceptMailedInvitation('dueno@example.com');
    expect((await t.rest('DELETE', `/api/residentes/${first}`, { token })).status).toBe(200);
    expect(await rolesOf(t.db, owner.user.id, x.phA.id)).toEqual(['propietario']);
    expect((await t.trpc('mutation', 'residentes.delete', { id: second }, token)).status).toBe(200);
    expect(await rolesOf(t.db, owner.user.id, x.phA.id)).toEqual([]);
    expect(await t.db.auditLog.count({ where: { action: 'residente.delete' } })).toBe(2);
  });

  it('lets a resident read their own unit only', async () => {
    const own = await t.rest('GET', `/api/apartamentos/${x.unitA.id}/residentes`, { token: x.tokens.residenteA });
    expect(own.status).toBe(200);
    expect(own.body.residentes.map((r: { id: string }) => r.id)).toEqual([x.residenteRecordA.id]);
    const other = await t.rest('GET', `/api/apartamentos/${x.unitA2.id}/residentes`, { token: x.tokens.residenteA });
    expect(other.status).toBe(403);
  });
});
