// Mi Perfil (issue 14 §5) through both facades: name and phone, a new email applied only when the
// link mailed to it is opened, sessions and "cerrar las demás", notification preferences, roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSession } from '../src/modules/auth/sessions.ts';
import { linkIn, startTestApp, TEST_APP_URL, type TestApp } from './support/index.ts';
import { trpcCall } from './support/matrix.ts';
import { createTestUser, TEST_PASSWORD, type TestUser } from './support/sessions.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let me: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
  me = await createTestUser(t.db, {
    email: 'yo@example.com',
    nombre: 'Yolanda Yepes',
    roles: [{ phId: x.phA.id, rol: 'propietario' }],
  });
});
afterAll(async () => {
  await t?.close();
});

describe('Mi Perfil', () => {
  it('updates name and phone; blank phone clears it; Spanish validation', async () => {
    const res = await t.rest('PUT', '/api/auth/profile', {
      token: me.token,
      body: { nombre: '  Yolanda Yepes Ruiz ', telefono: '+57 310 555 0101' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Perfil actualizado',
      perfil: { nombre: 'Yolanda Yepes Ruiz', telefono: '+57 310 555 0101', email: 'yo@example.com' },
    });
    const read = await t.trpc('query', 'perfil.get', undefined, me.token);
    expect(read.body.result.data.perfil).toMatchObject({
      nombre: 'Yolanda Yepes Ruiz',
      telefono: '+57 310 555 0101',
      emailPendiente: null,
    });
    const cleared = await t.trpc('mutation', 'perfil.update', { nombre: 'Yolanda Yepes Ruiz', telefono: '' }, me.token);
    expect(cleared.body.result.data.perfil.telefono).toBeNull();
    const bad = await t.rest('PUT', '/api/auth/profile', { token: me.token, body: { nombre: '', telefono: 'llámame' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      'El nombre es requerido',
      'El teléfono solo puede tener números, espacios y los signos + ( ) -',
    ]);
    expect(await t.db.auditLog.count({ where: { action: 'perfil.update', actorId: me.user.id } })).toBe(2);
  });

  it('changes the email only when the link mailed to the new address is opened', async () => {
    const wrong = await t.rest('POST', '/api/auth/email', {
      token: me.token,
      body: { email: 'yo.nueva@example.com', password: 'no-es-esta' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('La contraseña actual no es correcta');
    // Another account's address answers as any other (no enumeration); its owner is told instead (security/email-enumeration.test.ts).
    const taken = await t.trpc(
      'mutation',
      'perfil.email.update',
      { email: x.users.adminA.user.email, password: TEST_PASSWORD },
      me.token,
    );
    expect(taken.status).toBe(200);

    const res = await t.rest('POST', '/api/auth/email', {
      token: me.token,
      body: { email: 'Yo.Nueva@example.com', password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Te enviamos un enlace al nuevo email. El cambio se aplica cuando lo abras.',
      emailPendiente: 'yo.nueva@example.com',
    });
    // Nothing changed yet: the pending address is only shown.
    const pending = await t.rest('GET', '/api/auth/perfil', { token: me.token });
    expect(pending.body.perfil).toMatchObject({ email: 'yo@example.com', emailPendiente: 'yo.nueva@example.com' });

    const mail = await t.smtp.waitFor('yo.nueva@example.com', { subject: /Confirma tu nuevo email/ });
    const token = new URL(linkIn(mail, `${TEST_APP_URL}/verify-email?token=`)).searchParams.get('token');
    const verified = await t.rest('POST', '/api/auth/verify-email', { body: { token } });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Tu email fue actualizado. Úsalo desde ahora para iniciar sesión.');
    expect((await t.db.user.findUniqueOrThrow({ where: { id: me.user.id } })).email).toBe('yo.nueva@example.com');
    expect((await t.smtp.waitFor('yo@example.com', { subject: /cambió/ })).text).toContain('yo.nueva@example.com');
    const again = await t.trpc('mutation', 'auth.verifyEmail', { token });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Este enlace de verificación ya fue usado. Si ya verificaste tu email, inicia sesión.');
    const login = await t.rest('POST', '/api/auth/login', {
      body: { email: 'yo.nueva@example.com', password: TEST_PASSWORD, identificador: x.phA.identificador },
    });
    expect(login.status).toBe(200);
  });

  it('lists the active sessions and closes the others, keeping the current one', async () => {
    const other = await createSession(t.db, me.user.id, new Date());
    const list = await t.rest('GET', '/api/auth/sessions', { token: me.token });
    expect(list.status).toBe(200);
    expect(list.body.sesiones.length).toBeGreaterThanOrEqual(2);
    expect(list.body.sesiones.filter((s: { actual: boolean }) => s.actual)).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(other.session.id);

    const closed = await trpcCall(t, 'mutation', 'perfil.sesiones.cerrarOtras', undefined, me.token);
    expect(closed.status).toBe(200);
    expect(closed.body.result.data).toMatchObject({ message: 'Cerramos tus demás sesiones' });
    expect(closed.body.result.data.cerradas).toBeGreaterThanOrEqual(1);
    expect((await t.rest('GET', '/api/auth/verify', { token: other.token })).status).toBe(401);
    const after = await t.trpc('query', 'perfil.sesiones.list', undefined, me.token);
    expect(after.body.result.data.sesiones).toEqual([expect.objectContaining({ actual: true })]);
  });

  it('keeps notification preferences (all on by default), changing only those sent', async () => {
    const initial = await t.rest('GET', '/api/auth/preferencias', { token: me.token });
    expect(initial.body.preferencias).toEqual({ anuncios: true, pagos: true, pqrs: true, asambleas: true });
    const saved = await t.rest('PUT', '/api/auth/preferencias', { token: me.token, body: { pagos: false, asambleas: false } });
    expect(saved.body).toMatchObject({
      message: 'Preferencias guardadas',
      preferencias: { anuncios: true, pagos: false, pqrs: true, asambleas: false },
    });
    const partial = await t.trpc('mutation', 'perfil.preferencias.update', { anuncios: false }, me.token);
    expect(partial.body.result.data.preferencias).toEqual({ anuncios: false, pagos: false, pqrs: true, asambleas: false });
  });

  it('shows the roles per complex (auth.profile) and answers 401 without a session', async () => {
    const profile = await t.rest('GET', '/api/auth/profile', { token: me.token });
    expect(profile.body.roles).toEqual([
      expect.objectContaining({ rol: 'propietario', ph: expect.objectContaining({ id: x.phA.id }) }),
    ]);
    const anonymous = await t.rest('PUT', '/api/auth/profile', { body: { nombre: 'X' } });
    expect(anonymous.status).toBe(401);
  });
});
