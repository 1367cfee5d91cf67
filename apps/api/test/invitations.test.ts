import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { linkIn, startTestApp, TEST_APP_URL, type TestApp } from './support/index.ts';
import { complexLogin, hasComplexLogin } from './support/login.ts';
import { createTestUser, rolesOf, TEST_PASSWORD, type TestUser } from './support/sessions.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let token: string;
let existing: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
  token = x.tokens.adminA!;
  existing = await createTestUser(t.db, { email: 'ya.tengo.cuenta@example.com' });
});
afterAll(async () => {
  await t?.close();
});

/** Invites over REST and returns the token read from the mail that arrived over SMTP. */
async function inviteAndReadMail(body: Record<string, unknown>): Promise<{ id: string; token: string }> {
  const res = await t.rest('POST', `/api/ph/${x.phA.id}/invite`, { token, body });
  expect(res.status).toBe(200);
  expect(res.body.message).toBe('Invitación enviada');
  const mail = await t.smtp.waitFor(String(body.email), { subject: /Invitación a Conjunto A/ });
  const link = linkIn(mail, `${TEST_APP_URL}/ph/${x.phA.identificador}?invitacion=`);
  return { id: res.body.invitation.id, token: new URL(link).searchParams.get('invitacion')! };
}

describe('invitations', () => {
  it('mails a single-use link to a new person, who registers by accepting it and gets the role and the unit', async () => {
    const { id, token: invitationToken } = await inviteAndReadMail({
      email: 'nueva@example.com',
      rol: 'propietario',
      apartamentoId: x.unitA2.id,
    });
    const stored = await t.db.invitation.findUniqueOrThrow({ where: { id } });
    expect(stored.tokenHash).not.toBe(invitationToken);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeCloseTo(7 * 24 * 3600 * 1000, -4);

    const preview = await t.rest('POST', '/api/invitations/preview', { body: { token: invitationToken } });
    expect(preview.body).toMatchObject({
      success: true,
      email: 'nueva@example.com',
      rol: 'propietario',
      hasAccount: false,
      property: { identificador: x.phA.identificador },
    });

    const incomplete = await t.rest('POST', '/api/invitations/accept', {
      body: { token: invitationToken, password: 'Clave-Nueva-1' },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBe('Para crear tu cuenta completa nombre, tipo y número de documento');

    const accept = await t.trpc('mutation', 'invitations.accept', {
      token: invitationToken,
      password: 'Clave-Nueva-1',
      nombre: 'Nora Nueva',
      tipo_documento: 'CC',
      numero_documento: '1098765432',
    });
    expect(accept.status).toBe(200);
    expect(accept.body.result.data.message).toBe('Invitación aceptada. Ya puedes ingresar al portal de tu conjunto.');
    const user = await t.db.user.findUniqueOrThrow({ where: { email: 'nueva@example.com' } });
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(await rolesOf(t.db, user.id, x.phA.id)).toEqual(['propietario']);
    expect(await t.db.residente.findFirst({ where: { apartamentoId: x.unitA2.id, userId: user.id } })).toMatchObject({
      tipo: 'propietario',
      nombre: 'Nora Nueva',
    });

    const reuse = await t.rest('POST', '/api/invitations/accept', {
      body: { token: invitationToken, password: 'Clave-Nueva-1' },
    });
    expect(reuse.status).toBe(409);
    expect(reuse.body.message).toBe('Esta invitación ya fue usada');

    if (hasComplexLogin) {
      const login = await complexLogin(t, 'nueva@example.com', 'Clave-Nueva-1', x.phA.identificador);
      expect(login.status).toBe(200);
      expect(login.body.roles).toEqual([
        expect.objectContaining({ rol: 'propietario', ph: expect.objectContaining({ identificador: x.phA.identificador }) }),
      ]);
    }
  });

  it('an existing account accepts with its own password only', async () => {
    const { token: invitationToken } = await inviteAndReadMail({ email: existing.user.email, rol: 'consejo' });
    const preview = await t.trpc('mutation', 'invitations.preview', { token: invitationToken });
    expect(preview.body.result.data.hasAccount).toBe(true);
    const wrong = await t.rest('POST', '/api/invitations/accept', { body: { token: invitationToken, password: 'otra-clave' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('La contraseña no corresponde a la cuenta de ese email');
    expect(await rolesOf(t.db, existing.user.id, x.phA.id)).toEqual([]);
    const ok = await t.rest('POST', '/api/invitations/accept', { body: { token: invitationToken, password: TEST_PASSWORD } });
    expect(ok.status).toBe(200);
    expect(await rolesOf(t.db, existing.user.id, x.phA.id)).toEqual(['consejo']);
  });

  it('lists invitations with pendiente, aceptada, vencida and revocada', async () => {
    const first = await inviteAndReadMail({ email: 'dos.veces@example.com', rol: 'residente' });
    const second = await inviteAndReadMail({ email: 'dos.veces@example.com', rol: 'residente' });
    const late = await inviteAndReadMail({ email: 'tarde@example.com', rol: 'residente' });
    await t.db.invitation.update({ where: { id: late.id }, data: { expiresAt: new Date(Date.now() - 1000) } });

    const list = await t.rest('GET', `/api/ph/${x.phA.id}/invitations`, { token });
    const status = Object.fromEntries(list.body.invitations.map((i: { id: string; status: string }) => [i.id, i.status]));
    expect(status[first.id]).toBe('revocada');
    expect(status[second.id]).toBe('pendiente');
    expect(status[late.id]).toBe('vencida');
    expect(list.body.invitations.filter((i: { status: string }) => i.status === 'aceptada')).toHaveLength(2);

    const expired = await t.rest('POST', '/api/invitations/accept', { body: { token: late.token, password: 'Clave-Nueva-1' } });
    expect(expired.body.message).toBe('La invitación expiró. Pide a tu administrador una nueva.');
    const revoked = await t.rest('POST', '/api/invitations/preview', { body: { token: first.token } });
    expect(revoked.body.message).toBe('Esta invitación fue revocada');
    const unknown = await t.rest('POST', '/api/invitations/preview', { body: { token: 'a'.repeat(32) } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('La invitación no es válida');

    const vencidas = await t.trpc('query', 'invitations.list', { id: x.phA.id, status: 'vencida' }, token);
    expect(vencidas.body.result.data.invitations.map((i: { id: string }) => i.id)).toEqual([late.id]);
  });

  it('validates the invitation input in Spanish', async () => {
    const res = await t.rest('POST', `/api/ph/${x.phA.id}/invite`, { token, body: { email: 'no-es-email', rol: 'rey' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(expect.arrayContaining(['Ingresa un email válido', 'El rol seleccionado no es válido']));
  });
  it('revokes a pending invitation: its link stops working, the list says revocada, a second revoke is 409', async () => {
    const { id, token: invitationToken } = await inviteAndReadMail({ email: 'arrepentida@example.com', rol: 'residente' });
    const revoke = await t.rest('PUT', `/api/ph/${x.phA.id}/invitations/${id}/revoke`, { token });
    expect(revoke.status).toBe(200);
    expect(revoke.body).toMatchObject({ success: true, message: 'Invitación revocada', invitation: { id, status: 'revocada' } });

    const accept = await t.rest('POST', '/api/invitations/accept', {
      body: {
        token: invitationToken,
        password: 'Clave-Nueva-1',
        nombre: 'Arrepentida',
        tipo_documento: 'CC',
        numero_documento: '55443322',
      },
    });
    expect(accept.status).toBe(400);
    expect(accept.body.message).toBe('Esta invitación fue revocada');
    expect(await t.db.user.count({ where: { email: 'arrepentida@example.com' } })).toBe(0);

    const list = await t.rest('GET', `/api/ph/${x.phA.id}/invitations?status=revocada`, { token });
    expect(list.body.invitations.map((i: { id: string }) => i.id)).toContain(id);

    const again = await t.trpc('mutation', 'invitations.revoke', { id: x.phA.id, invitationId: id }, token);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Solo se puede revocar una invitación pendiente');

    // An invitation of another complex is not found through this one.
    const elsewhere = await t.rest('PUT', `/api/ph/${x.phB.id}/invitations/${id}/revoke`, { token: x.tokens.adminB! });
    expect(elsewhere.status).toBe(404);
    expect(await t.db.auditLog.count({ where: { action: 'invitation.revoke', entityId: id } })).toBe(1);
  });
});
