// One way to add a person (issue 14 §3): a unit's people with their state, resending an invitation,
// people without email, and approving a preregistro onto a unit with a role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { linkIn, startTestApp, TEST_APP_URL, type TestApp } from './support/index.ts';
import { createTestUser, rolesOf, TEST_PASSWORD } from './support/sessions.ts';
import { createPreregistro, createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
  token = x.tokens.adminA!;
});
afterAll(async () => {
  await t?.close();
});

const person = (n: string, email?: string) => ({
  nombre: `Persona ${n}`,
  tipo_documento: 'CC',
  numero_documento: `80${n}`,
  ...(email ? { email } : {}),
});

describe('a unit’s people and their state', () => {
  let invitado: string;
  let sinEmail: string;

  it('adds a person without email to the directory only: no invitation, state sin_email', async () => {
    const res = await t.rest('POST', `/api/apartamentos/${x.unitA2.id}/residentes`, {
      token,
      body: { ...person('1'), email: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body.residente).toMatchObject({ email: null, estado: 'sin_email', vinculado: false });
    sinEmail = res.body.residente.id;
    expect(await t.db.invitation.count({ where: { apartamentoId: x.unitA2.id } })).toBe(0);
  });

  it('adds a person with email: invited in the same step, state invitado; the list shows every state', async () => {
    const res = await t.trpc(
      'mutation',
      'residentes.create',
      { id: x.unitA2.id, ...person('2', 'invitada@example.com'), tipo: 'propietario' },
      token,
    );
    expect(res.status).toBe(200);
    invitado = res.body.result.data.residente.id;
    expect(res.body.result.data.residente.estado).toBe('invitado');
    expect((await t.smtp.waitFor('invitada@example.com')).subject).toMatch(/Invitación a Conjunto A/);
    const list = await t.rest('GET', `/api/apartamentos/${x.unitA.id}/residentes`, { token });
    expect(list.body.residentes.map((r: { estado: string }) => r.estado)).toEqual(['activo']);
    const unit2 = await t.rest('GET', `/api/apartamentos/${x.unitA2.id}/residentes`, { token });
    expect(unit2.body.residentes.map((r: { estado: string }) => r.estado)).toEqual(['sin_email', 'invitado']);
  });

  it('resends an invitation: a new link, the earlier one revoked, audited; both facades', async () => {
    const before = await t.db.invitation.findFirstOrThrow({ where: { email: 'invitada@example.com', status: 'pendiente' } });
    const res = await t.rest('POST', `/api/residentes/${invitado}/reenviar-invitacion`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Invitación reenviada' });
    expect((await t.db.invitation.findUniqueOrThrow({ where: { id: before.id } })).status).toBe('revocada');
    const fresh = await t.db.invitation.findFirstOrThrow({ where: { email: 'invitada@example.com', status: 'pendiente' } });
    expect(fresh).toMatchObject({ rol: 'propietario', apartamentoId: x.unitA2.id });
    const again = await t.trpc('mutation', 'residentes.invitacion.reenviar', { id: invitado }, token);
    expect(again.status).toBe(200);
    expect(await t.db.auditLog.count({ where: { action: 'residente.invitation_resent', entityId: invitado } })).toBe(2);
  });

  it('adding an email to a person who had none sends the invitation; an active person’s email is theirs (409)', async () => {
    const res = await t.rest('PUT', `/api/residentes/${sinEmail}`, {
      token,
      body: { nombre: 'Persona Uno', email: 'Uno@Example.com', telefono: '3001112233' },
    });
    expect(res.status).toBe(200);
    expect(res.body.residente).toMatchObject({
      nombre: 'Persona Uno',
      email: 'uno@example.com',
      telefono: '3001112233',
      estado: 'invitado',
    });
    expect((await t.smtp.waitFor('uno@example.com')).subject).toMatch(/Invitación a Conjunto A/);
    const same = await t.trpc(
      'mutation',
      'residentes.update',
      { id: sinEmail, nombre: 'Persona 1', email: 'uno@example.com' },
      token,
    );
    expect(same.status).toBe(200);
    expect(await t.db.invitation.count({ where: { email: 'uno@example.com' } })).toBe(1);
    const active = await t.rest('PUT', `/api/residentes/${x.residenteRecordA.id}`, {
      token,
      body: { nombre: 'Otro', email: 'otro@example.com' },
    });
    expect(active.status).toBe(409);
    expect(active.body.message).toBe('Esta persona ya tiene cuenta: su email lo cambia ella en Mi Perfil');
    const other = await t.rest('PUT', `/api/residentes/${x.residenteRecordB.id}`, { token, body: { nombre: 'B' } });
    expect(other.status).toBe(403);
    // Back to no email for the next test.
    await t.db.residente.update({ where: { id: sinEmail }, data: { email: null } });
  });

  it('refuses to resend to a person without email or already active (409), another complex (403), unknown (404)', async () => {
    const noEmail = await t.rest('POST', `/api/residentes/${sinEmail}/reenviar-invitacion`, { token });
    expect(noEmail.status).toBe(409);
    expect(noEmail.body.message).toBe('Esta persona no tiene email: agrégalo para enviarle la invitación');
    const active = await t.trpc('mutation', 'residentes.invitacion.reenviar', { id: x.residenteRecordA.id }, token);
    expect(active.status).toBe(409);
    expect(active.body.error.message).toBe('Esta persona ya aceptó su invitación');
    const other = await t.rest('POST', `/api/residentes/${x.residenteRecordB.id}/reenviar-invitacion`, { token });
    expect(other.status).toBe(403);
    const missing = await t.rest('POST', '/api/residentes/00000000-0000-4000-8000-000000000000/reenviar-invitacion', { token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('El residente no existe');
  });
});

describe('approving a preregistro onto a unit', () => {
  it('adds the person to the chosen unit with the chosen role and mails the invitation; accepting links them', async () => {
    const pre = await t.db.preregistro.create({
      data: {
        phId: x.phA.id,
        nombre: 'Paula Prerregistro',
        tipoDocumento: 'CC',
        numeroDocumento: '5550001',
        email: 'paula@example.com',
        rolDeseado: 'residente',
      },
    });
    const res = await t.rest('PUT', `/api/ph/${x.phA.id}/preregistros/${pre.id}/approve`, {
      token,
      body: { apartamentoId: x.unitA2.id, rol: 'propietario' },
    });
    expect(res.status).toBe(200);
    expect(res.body.preregistro.status).toBe('aprobado');
    const record = await t.db.residente.findFirstOrThrow({ where: { apartamentoId: x.unitA2.id, email: 'paula@example.com' } });
    expect(record).toMatchObject({ tipo: 'propietario', userId: null, numeroDocumento: '5550001' });
    const mail = await t.smtp.waitFor('paula@example.com');
    const invitation = new URL(linkIn(mail, `${TEST_APP_URL}/ph/${x.phA.identificador}?invitacion=`)).searchParams.get(
      'invitacion',
    );
    const accepted = await t.rest('POST', '/api/invitations/accept', {
      body: {
        token: invitation,
        password: TEST_PASSWORD,
        nombre: 'Paula Prerregistro',
        tipo_documento: 'CC',
        numero_documento: '5550001',
      },
    });
    expect(accepted.status).toBe(200);
    const linked = await t.db.residente.findUniqueOrThrow({ where: { id: record.id } });
    expect(linked.userId).not.toBeNull();
    expect(await rolesOf(t.db, linked.userId!, x.phA.id)).toEqual(['propietario']);
  });

  it('keeps the old behaviour without a unit: a verified account gets the role asked for at once (tRPC)', async () => {
    const account = await createTestUser(t.db, { email: 'verificada@example.com' });
    const pre = await t.db.preregistro.create({
      data: {
        phId: x.phA.id,
        nombre: 'Vera',
        tipoDocumento: 'CC',
        numeroDocumento: '5550002',
        email: 'verificada@example.com',
        rolDeseado: 'consejo',
      },
    });
    const res = await t.trpc('mutation', 'preregistros.approve', { id: x.phA.id, preId: pre.id }, token);
    expect(res.status).toBe(200);
    expect(await rolesOf(t.db, account.user.id, x.phA.id)).toEqual(['consejo']);
  });

  it('refuses a unit of another complex (404), a role that is not of a unit (400), and leaves the preregistro pending', async () => {
    const pre = await createPreregistro(t.db, x.phA.id);
    const foreign = await t.rest('PUT', `/api/ph/${x.phA.id}/preregistros/${pre.id}/approve`, {
      token,
      body: { apartamentoId: x.unitB.id },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('El apartamento no existe');
    const porteria = await t.trpc(
      'mutation',
      'preregistros.approve',
      { id: x.phA.id, preId: pre.id, apartamentoId: x.unitA.id, rol: 'porteria' },
      token,
    );
    expect(porteria.status).toBe(400);
    expect(porteria.body.error.message).toBe('Solo un propietario o un residente se vincula a una unidad');
    const badRol = await t.rest('PUT', `/api/ph/${x.phA.id}/preregistros/${pre.id}/approve`, { token, body: { rol: 'admin' } });
    expect(badRol.status).toBe(422);
    expect(badRol.body.errors).toEqual(['El rol seleccionado no es válido']);
    expect((await t.db.preregistro.findUniqueOrThrow({ where: { id: pre.id } })).status).toBe('pendiente');
    expect(await t.db.residente.count({ where: { email: pre.email } })).toBe(0);
  });
});
