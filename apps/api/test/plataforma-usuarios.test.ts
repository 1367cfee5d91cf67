// Platform users, the audit log and the configuration in force (issue 33), on the real app, a real
// database (pg_trgm) and real SMTP on loopback, through both facades.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { LOGIN_MAX_FAILURES_PER_EMAIL, NEW_PASSWORD_MIN_LENGTH, PLATAFORMA_USUARIOS_MSG } from '@horizonte/contracts';

import { audit } from '../src/lib/audit.ts';
import { linkIn, startTestApp, TEST_APP_URL, type TestApp } from './support/index.ts';
import { createTestUser, TEST_PASSWORD } from './support/sessions.ts';
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
beforeEach(async () => {
  await t.db.rateLimitBucket.deleteMany();
});

const MOTIVO = 'Lo pidió por teléfono al soporte';
const login = (email: string, password = TEST_PASSWORD) => t.rest('POST', '/api/auth/login', { body: { email, password } });
const me = (token: string) => t.rest('GET', '/api/auth/verify', { token });

let n = 0;
async function persona(nombre: string, options: Parameters<typeof createTestUser>[1] = {}) {
  n += 1;
  return createTestUser(t.db, {
    nombre,
    email: `${nombre.toLowerCase().replace(/\W+/g, '.')}.${n}@correo.example.com`,
    ...options,
  });
}

describe('GET /plataforma/usuarios: the search', () => {
  it('finds people by name (accents and case aside), email or a piece of their document, best match first', async () => {
    const gloria = await persona('Gloria Estefanía Zuluaga');
    await persona('Zulma Aguirre');
    await t.db.user.update({ where: { id: gloria.user.id }, data: { numeroDocumento: '1098765432' } });

    const porNombre = await t.rest('GET', '/api/plataforma/usuarios?q=ESTEFANIA', { token: x.tokens.superAdmin });
    expect(porNombre.status).toBe(200);
    expect(porNombre.body.usuarios.map((u: { nombre: string }) => u.nombre)).toEqual(['Gloria Estefanía Zuluaga']);

    const porDocumento = await t.rest('GET', '/api/plataforma/usuarios?q=876543', { token: x.tokens.soporte });
    expect(porDocumento.body.usuarios.map((u: { id: string }) => u.id)).toEqual([gloria.user.id]);

    const porCorreo = await t.trpc('query', 'usuarios.list', { q: gloria.user.email }, x.tokens.superAdmin);
    expect(porCorreo.body.result.data.usuarios[0].id).toBe(gloria.user.id);

    // A typo: no substring matches, the trigram similarity still finds her.
    const conError = await t.rest('GET', '/api/plataforma/usuarios?q=zulaga', { token: x.tokens.superAdmin });
    expect(conError.body.usuarios[0].nombre).toBe('Gloria Estefanía Zuluaga');
  });

  it('pages, counts, and filters platform staff or a role in a complex', async () => {
    const uno = await t.rest('GET', '/api/plataforma/usuarios?pageSize=2&page=2', { token: x.tokens.superAdmin });
    expect(uno.status).toBe(200);
    expect([uno.body.page, uno.body.pageSize, uno.body.usuarios.length]).toEqual([2, 2, 2]);
    expect(uno.body.total).toBeGreaterThanOrEqual(9);

    const staff = await t.rest('GET', '/api/plataforma/usuarios?tipo=super&pageSize=50', { token: x.tokens.superAdmin });
    expect(staff.body.usuarios.every((u: { rolPlataforma: string | null }) => u.rolPlataforma !== null)).toBe(true);
    expect(staff.body.usuarios.length).toBeGreaterThanOrEqual(3);

    const admins = await t.rest('GET', '/api/plataforma/usuarios?tipo=admin&q=admin', { token: x.tokens.superAdmin });
    const adminA = admins.body.usuarios.find((u: { id: string }) => u.id === x.users.adminA.user.id);
    expect(adminA.roles).toEqual([{ phId: x.phA.id, phNombre: 'Conjunto A', identificador: x.phA.identificador, rol: 'admin' }]);

    // A «%» is a character to find, not a wildcard that matches everyone.
    const comodin = await t.rest('GET', '/api/plataforma/usuarios?q=%25', { token: x.tokens.superAdmin });
    expect([comodin.status, comodin.body.total]).toEqual([200, 0]);

    const grande = await t.rest('GET', '/api/plataforma/usuarios?pageSize=51', { token: x.tokens.superAdmin });
    expect([grande.status, grande.body.message]).toEqual([422, 'El tamaño de página no puede superar 50']);
  });
});

describe('GET /plataforma/usuarios/{id}: a person', () => {
  it('shows verification, roles, sessions by device, recent logins and failures, and the held-back attempts', async () => {
    const ana = await persona('Ana Detalle', { roles: [{ phId: x.phA.id, rol: 'consejo' }] });
    await t.rest('POST', '/api/auth/login', {
      body: { email: ana.user.email, password: TEST_PASSWORD, identificador: x.phA.identificador },
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36' },
    });
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_EMAIL; i++) expect((await login(ana.user.email, 'equivocada-1')).status).toBe(401);
    expect((await login(ana.user.email, 'equivocada-1')).status).toBe(429);

    const res = await t.rest('GET', `/api/plataforma/usuarios/${ana.user.id}`, { token: x.tokens.soporte });
    expect(res.status).toBe(200);
    const u = res.body.usuario;
    expect([u.verificado, u.rolPlataforma, u.bloqueado, u.bloqueo]).toEqual([true, null, false, null]);
    expect(u.roles).toEqual([{ phId: x.phA.id, phNombre: 'Conjunto A', identificador: x.phA.identificador, rol: 'consejo' }]);
    expect(u.sesiones).toHaveLength(2);
    expect(
      u.sesiones.some((s: { navegador: string; sistema: string }) => s.navegador === 'Chrome' && s.sistema === 'Android'),
    ).toBe(true);
    expect(u.accesos.filter((a: { resultado: string }) => a.resultado === 'fallido')).toHaveLength(LOGIN_MAX_FAILURES_PER_EMAIL);
    expect(u.accesos.at(-1).resultado).toBe('ingreso');
    expect(u.intentosRecientes).toBeGreaterThanOrEqual(LOGIN_MAX_FAILURES_PER_EMAIL);
    expect(u.retenciones).toHaveLength(1);
    expect(Date.parse(u.retenciones[0].hasta)).toBeGreaterThan(Date.now());

    const trpc = await t.trpc('query', 'usuarios.get', { id: ana.user.id }, x.tokens.superAdmin);
    expect(trpc.body.result.data.usuario.id).toBe(ana.user.id);
  });

  it('answers 404 for an unknown person and 422 for a malformed id', async () => {
    const unknown = await t.rest('GET', '/api/plataforma/usuarios/00000000-0000-4000-8000-000000000000', {
      token: x.tokens.superAdmin,
    });
    expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([
      404,
      'USUARIO_NO_ENCONTRADO',
      PLATAFORMA_USUARIOS_MSG.usuarioNoEncontrado,
    ]);
    expect((await t.rest('GET', '/api/plataforma/usuarios/xyz', { token: x.tokens.superAdmin })).status).toBe(422);
  });
});

describe('actions on an account', () => {
  it('support resends a verification with a motivo: the mail arrives and the audit keeps the motivo', async () => {
    const beto = await persona('Beto Sinverificar', { verified: false });
    const sin = await t.rest('POST', `/api/plataforma/usuarios/${beto.user.id}/reenviar-verificacion`, {
      token: x.tokens.soporte,
      body: {},
    });
    expect([sin.status, sin.body.message]).toEqual([422, PLATAFORMA_USUARIOS_MSG.motivoRequerido]);

    const res = await t.rest('POST', `/api/plataforma/usuarios/${beto.user.id}/reenviar-verificacion`, {
      token: x.tokens.soporte,
      body: { motivo: MOTIVO },
    });
    expect([res.status, res.body.message]).toEqual([200, PLATAFORMA_USUARIOS_MSG.verificacionEnviada]);
    const mail = await t.smtp.waitFor(beto.user.email, { subject: /Verifica/ });
    expect(linkIn(mail, `${TEST_APP_URL}/verify-email?token=`)).toContain('token=');
    const entry = await t.db.auditLog.findFirstOrThrow({
      where: { action: 'plataforma.usuario.reenviar_verificacion', entityId: beto.user.id },
    });
    expect([entry.actorId, (entry.details as { motivo: string }).motivo]).toEqual([x.users.soporte.user.id, MOTIVO]);

    // A verified account needs none.
    const ya = await t.trpc(
      'mutation',
      'usuarios.verificacion.reenviar',
      { id: x.users.adminA.user.id, motivo: MOTIVO },
      x.tokens.soporte,
    );
    expect([ya.status, ya.body.error.data.codigo]).toEqual([409, 'CUENTA_YA_VERIFICADA']);
  });

  it('support sends a password reset link; a sixth mail to one person in 15 minutes is refused', async () => {
    const carla = await persona('Carla Olvido');
    const res = await t.trpc('mutation', 'usuarios.clave.restablecer', { id: carla.user.id, motivo: MOTIVO }, x.tokens.soporte);
    expect(res.status).toBe(200);
    const mail = await t.smtp.waitFor(carla.user.email, { subject: /Restablece/ });
    expect(linkIn(mail, `${TEST_APP_URL}/reset-password?token=`)).toContain('token=');

    // Five mails to one person in 15 minutes, then 429: nobody's inbox is flooded from the support desk.
    for (let i = 0; i < 4; i++)
      expect(
        (
          await t.rest('POST', `/api/plataforma/usuarios/${carla.user.id}/restablecer-clave`, {
            token: x.tokens.superAdmin,
            body: { motivo: MOTIVO },
          })
        ).status,
      ).toBe(200);
    const sexto = await t.rest('POST', `/api/plataforma/usuarios/${carla.user.id}/restablecer-clave`, {
      token: x.tokens.superAdmin,
      body: { motivo: MOTIVO },
    });
    expect([sexto.status, sexto.body.code]).toEqual([429, 'DEMASIADAS_SOLICITUDES']);
  });

  it('ending all sessions ends them at once, also the one this process had checked', async () => {
    const dario = await persona('Dario Sesiones');
    expect((await me(dario.token)).status).toBe(200); // now held by the session cache
    const refused = await t.rest('POST', `/api/plataforma/usuarios/${dario.user.id}/cerrar-sesiones`, {
      token: x.tokens.soporte,
      body: { motivo: MOTIVO },
    });
    expect(refused.status).toBe(403);
    expect((await me(dario.token)).status).toBe(200);

    const res = await t.rest('POST', `/api/plataforma/usuarios/${dario.user.id}/cerrar-sesiones`, {
      token: x.tokens.superAdmin,
      body: { motivo: MOTIVO },
    });
    expect([res.status, res.body.message]).toEqual([200, 'Se cerró 1 sesión']);
    expect((await me(dario.token)).status).toBe(401);
  });

  it('a blocked account loses its sessions and cannot log in, with a clear message; unblocking lets it in', async () => {
    const eva = await persona('Eva Bloqueo');
    expect((await me(eva.token)).status).toBe(200);
    const res = await t.rest('POST', `/api/plataforma/usuarios/${eva.user.id}/bloquear`, {
      token: x.tokens.superAdmin,
      body: { motivo: 'Suplantación reportada por la administración' },
    });
    expect([res.status, res.body.message]).toEqual([200, PLATAFORMA_USUARIOS_MSG.cuentaBloqueadaOk]);
    expect((await me(eva.token)).status).toBe(401);

    const denied = await login(eva.user.email);
    expect([denied.status, denied.body.code, denied.body.message]).toEqual([
      403,
      'CUENTA_BLOQUEADA',
      PLATAFORMA_USUARIOS_MSG.cuentaBloqueada,
    ]);
    // The wrong password still says only that: a block is not revealed to whoever does not know the password.
    expect((await login(eva.user.email, 'otra-clave-1')).body.code).toBe('CREDENCIALES_INCORRECTAS');

    const again = await t.trpc('mutation', 'usuarios.bloquear', { id: eva.user.id, motivo: MOTIVO }, x.tokens.superAdmin);
    expect([again.status, again.body.error.data.codigo]).toEqual([409, 'CUENTA_YA_BLOQUEADA']);

    const detalle = await t.rest('GET', `/api/plataforma/usuarios/${eva.user.id}`, { token: x.tokens.superAdmin });
    expect(detalle.body.usuario.bloqueo).toMatchObject({ motivo: 'Suplantación reportada por la administración' });
    expect(detalle.body.usuario.accesos.slice(0, 2)).toMatchObject([
      { resultado: 'fallido' },
      { resultado: 'denegado', detalle: 'Cuenta bloqueada' },
    ]);

    const entry = await t.db.auditLog.findFirstOrThrow({
      where: { action: 'plataforma.usuario.bloquear', entityId: eva.user.id },
    });
    expect(entry.details).toMatchObject({ antes: { bloqueado: false, sesiones: 1 }, despues: { bloqueado: true, sesiones: 0 } });

    const un = await t.rest('POST', `/api/plataforma/usuarios/${eva.user.id}/desbloquear`, {
      token: x.tokens.superAdmin,
      body: { motivo: 'Verificada su identidad' },
    });
    expect(un.status).toBe(200);
    expect((await login(eva.user.email)).status).toBe(200);
    const twice = await t.rest('POST', `/api/plataforma/usuarios/${eva.user.id}/desbloquear`, {
      token: x.tokens.superAdmin,
      body: { motivo: 'Verificada su identidad' },
    });
    expect([twice.status, twice.body.code]).toEqual([409, 'CUENTA_NO_BLOQUEADA']);
  });

  it('unblocking releases the attempts the login limit holds back', async () => {
    const fabio = await persona('Fabio Intentos');
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_EMAIL; i++) await login(fabio.user.email, 'equivocada-2');
    expect((await login(fabio.user.email)).status).toBe(429);
    const un = await t.rest('POST', `/api/plataforma/usuarios/${fabio.user.id}/desbloquear`, {
      token: x.tokens.superAdmin,
      body: { motivo: 'Olvidó la clave y ya la recordó' },
    });
    expect(un.status).toBe(200);
    expect((await login(fabio.user.email)).status).toBe(200);
  });

  it('nobody blocks their own account', async () => {
    const res = await t.rest('POST', `/api/plataforma/usuarios/${x.users.superAdmin.user.id}/bloquear`, {
      token: x.tokens.superAdmin,
      body: { motivo: MOTIVO },
    });
    expect([res.status, res.body.message]).toEqual([409, PLATAFORMA_USUARIOS_MSG.noPuedesBloquearte]);
  });
});

describe('PUT /plataforma/usuarios/{id}/rol-plataforma', () => {
  it('changes the role (audited before/after) and never removes the last active SUPER_ADMIN, even concurrently', async () => {
    const gabi = await persona('Gabi Staff');
    const up = await t.rest('PUT', `/api/plataforma/usuarios/${gabi.user.id}/rol-plataforma`, {
      token: x.tokens.superAdmin,
      body: { rol: 'SUPER_ADMIN', motivo: 'Nueva integrante del equipo' },
    });
    expect(up.status).toBe(200);
    // At once, on the session she already had.
    expect((await t.rest('GET', '/api/plataforma/usuarios', { token: gabi.token })).status).toBe(200);
    const entry = await t.db.auditLog.findFirstOrThrow({
      where: { action: 'plataforma.usuario.cambiar_rol_plataforma', entityId: gabi.user.id },
    });
    expect(entry.details).toMatchObject({ antes: { rolPlataforma: null }, despues: { rolPlataforma: 'SUPER_ADMIN' } });

    const same = await t.rest('PUT', `/api/plataforma/usuarios/${gabi.user.id}/rol-plataforma`, {
      token: x.tokens.superAdmin,
      body: { rol: 'SUPER_ADMIN', motivo: MOTIVO },
    });
    expect([same.status, same.body.code]).toEqual([409, 'ROL_PLATAFORMA_SIN_CAMBIO']);

    // Two SUPER_ADMINs demote each other at the same time: one wins, the other is refused.
    const [a, b] = await Promise.all([
      t.rest('PUT', `/api/plataforma/usuarios/${gabi.user.id}/rol-plataforma`, {
        token: x.tokens.superAdmin,
        body: { rol: null, motivo: MOTIVO },
      }),
      t.rest('PUT', `/api/plataforma/usuarios/${x.users.superAdmin.user.id}/rol-plataforma`, {
        token: gabi.token,
        body: { rol: 'SOPORTE', motivo: MOTIVO },
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.message).toBe(PLATAFORMA_USUARIOS_MSG.ultimoSuperAdmin);
    expect(await t.db.user.count({ where: { platformRole: 'SUPER_ADMIN' } })).toBe(1);

    // Put things back for the other tests: whoever is still SUPER_ADMIN restores the other.
    if (a.status !== 200) {
      await t.db.user.update({ where: { id: x.users.superAdmin.user.id }, data: { platformRole: 'SUPER_ADMIN' } });
      await t.sessions.settle(t.db);
    }
  });

  it('support may not change roles; an unknown role is a 422 in Spanish', async () => {
    const res = await t.rest('PUT', `/api/plataforma/usuarios/${x.users.noRole.user.id}/rol-plataforma`, {
      token: x.tokens.soporte,
      body: { rol: 'SOPORTE', motivo: MOTIVO },
    });
    expect(res.status).toBe(403);
    const bad = await t.rest('PUT', `/api/plataforma/usuarios/${x.users.noRole.user.id}/rol-plataforma`, {
      token: x.tokens.superAdmin,
      body: { rol: 'DIOS', motivo: MOTIVO },
    });
    expect([bad.status, bad.body.message]).toEqual([422, PLATAFORMA_USUARIOS_MSG.rolInvalido]);
  });
});

describe('the audit log', () => {
  it('the platform searches by person, action and dates, and sees the before/after', async () => {
    const hana = await persona('Hana Auditada');
    await t.rest('POST', `/api/plataforma/usuarios/${hana.user.id}/cerrar-sesiones`, {
      token: x.tokens.superAdmin,
      body: { motivo: 'Perdió su teléfono' },
    });
    const su = await t.db.user.findUniqueOrThrow({ where: { id: x.users.superAdmin.user.id } });
    const res = await t.rest(
      'GET',
      `/api/plataforma/auditoria?accion=plataforma.usuario.cerrar&persona=${encodeURIComponent(su.email)}`,
      { token: x.tokens.soporte },
    );
    expect(res.status).toBe(200);
    const entrada = res.body.entradas.find((e: { entidadId: string }) => e.entidadId === hana.user.id);
    expect(entrada).toMatchObject({
      accion: 'plataforma.usuario.cerrar_sesiones',
      actor: { id: su.id, nombre: su.nombre },
      detalles: { motivo: 'Perdió su teléfono', antes: { sesiones: 1 }, despues: { sesiones: 0 } },
    });
    expect(res.body.entradas.every((e: { accion: string }) => e.accion.startsWith('plataforma.usuario.cerrar'))).toBe(true);

    const ayer = await t.rest('GET', '/api/plataforma/auditoria?desde=2020-01-01&hasta=2020-01-31', {
      token: x.tokens.superAdmin,
    });
    expect([ayer.status, ayer.body.total]).toEqual([200, 0]);
    const largo = await t.rest('GET', '/api/plataforma/auditoria?desde=2020-01-01&hasta=2021-06-30', {
      token: x.tokens.superAdmin,
    });
    expect([largo.status, largo.body.message]).toEqual([400, PLATAFORMA_USUARIOS_MSG.rangoDemasiadoLargo]);
    const invertido = await t.trpc('query', 'auditoria.list', { desde: '2026-02-01', hasta: '2026-01-01' }, x.tokens.superAdmin);
    expect([invertido.status, invertido.body.error.message]).toEqual([400, PLATAFORMA_USUARIOS_MSG.rangoFechas]);
  });

  it("a complex's administrator sees only their complex's entries", async () => {
    await audit(t.db, {
      actorId: x.users.adminA.user.id,
      phId: x.phA.id,
      action: 'prueba.en_a',
      details: { antes: 1, despues: 2 },
    });
    await audit(t.db, { actorId: x.users.adminB.user.id, phId: x.phB.id, action: 'prueba.en_b' });
    const a = await t.rest('GET', `/api/ph/${x.phA.id}/auditoria?accion=prueba.`, { token: x.tokens.adminA });
    expect(a.status).toBe(200);
    expect(a.body.entradas.map((e: { accion: string }) => e.accion)).toEqual(['prueba.en_a']);
    expect(a.body.entradas[0]).toMatchObject({ ph: { id: x.phA.id, nombre: 'Conjunto A' }, detalles: { antes: 1, despues: 2 } });
    const todo = await t.trpc('query', 'auditoria.conjunto.list', { id: x.phA.id }, x.tokens.adminA);
    expect(todo.body.result.data.entradas.every((e: { ph: { id: string } }) => e.ph.id === x.phA.id)).toBe(true);

    expect((await t.rest('GET', `/api/ph/${x.phB.id}/auditoria`, { token: x.tokens.adminA })).status).toBe(403);
    expect((await t.rest('GET', `/api/ph/${x.phA.id}/auditoria`, { token: x.tokens.consejoA })).status).toBe(403);
    expect(
      (await t.rest('GET', '/api/ph/00000000-0000-4000-8000-000000000000/auditoria', { token: x.tokens.adminA })).status,
    ).toBe(404);
  });
});

describe('GET /plataforma/configuracion', () => {
  it('shows the values in force: a new password needs 8 characters, sessions 8 hours idle', async () => {
    const res = await t.rest('GET', '/api/plataforma/configuracion', { token: x.tokens.comercial });
    expect(res.status).toBe(200);
    expect(res.body.claves.longitudMinima).toBe(NEW_PASSWORD_MIN_LENGTH);
    expect(res.body.claves.longitudMinima).toBe(8);
    expect(res.body.sesiones).toEqual({ inactividadHoras: 8, duracionMaximaDias: 30 });
    expect(res.body.acceso).toMatchObject({ intentosPorCuentaYDispositivo: 5, ventanaMinutos: 15 });
    expect((await t.rest('GET', '/api/plataforma/configuracion', { token: x.tokens.adminA })).status).toBe(403);
  });
});
