// Authorisation matrix of Mi Perfil: every procedure × every caller × both facades. Each acts on the
// caller alone: any session may call them, anonymous gets 401, and nobody reaches someone else's data.
// A suspended complex does not hold them back: they change the person's account, not its records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './support/index.ts';
import { proceduresUnder, runMatrixCase, SIGNED_IN, type MatrixCase } from './support/matrix.ts';
import { createTestUser, TEST_PASSWORD } from './support/sessions.ts';
import { createTenants, nextId, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
});
afterAll(async () => {
  await t?.close();
});

const cases: MatrixCase[] = [
  {
    name: 'perfil.get',
    expected: SIGNED_IN,
    build: (actor) => ({
      rest: { method: 'GET', path: '/api/auth/perfil' },
      trpc: { kind: 'query', procedure: 'perfil.get' },
      verify: async (res) => {
        if (res.status !== 200) return;
        const perfil = res.body.perfil ?? res.body.result.data.perfil;
        expect(perfil.email).toBe(x.users[actor as Exclude<typeof actor, 'anonymous'>].user.email);
      },
    }),
  },
  {
    name: 'perfil.update',
    suspensionExempt: true,
    expected: SIGNED_IN,
    build: (actor) => {
      const telefono = `300 ${nextId()}`;
      return {
        rest: { method: 'PUT', path: '/api/auth/profile', body: { nombre: `Nombre ${actor}`, telefono } },
        trpc: { kind: 'mutation', procedure: 'perfil.update', input: { nombre: `Nombre ${actor}`, telefono } },
        verify: async (res) => expect(await t.db.userSettings.count({ where: { telefono } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'perfil.email.update',
    suspensionExempt: true,
    expected: SIGNED_IN,
    build: () => {
      const email = `nuevo${nextId()}@example.com`;
      return {
        rest: { method: 'POST', path: '/api/auth/email', body: { email, password: TEST_PASSWORD } },
        trpc: { kind: 'mutation', procedure: 'perfil.email.update', input: { email, password: TEST_PASSWORD } },
        verify: async (res) =>
          expect(await t.db.oneTimeToken.count({ where: { email, purpose: 'email_change' } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'perfil.sesiones.list',
    expected: SIGNED_IN,
    build: (actor) => ({
      rest: { method: 'GET', path: '/api/auth/sessions' },
      trpc: { kind: 'query', procedure: 'perfil.sesiones.list' },
      verify: async (res) => {
        if (res.status !== 200) return;
        const sesiones = res.body.sesiones ?? res.body.result.data.sesiones;
        const own = await t.db.session.count({ where: { userId: x.users[actor as Exclude<typeof actor, 'anonymous'>].user.id } });
        expect(sesiones).toHaveLength(own);
      },
    }),
  },
  {
    name: 'perfil.sesiones.cerrarOtras',
    suspensionExempt: true,
    expected: SIGNED_IN,
    build: async (actor) => {
      // A second session of the caller, and one of somebody else that must survive.
      const bystander = await createTestUser(t.db);
      return {
        rest: { method: 'POST', path: '/api/auth/sessions/cerrar-otras' },
        trpc: { kind: 'mutation', procedure: 'perfil.sesiones.cerrarOtras' },
        verify: async () => {
          expect(await t.db.session.count({ where: { userId: bystander.user.id } })).toBe(1);
          if (actor !== 'anonymous') expect(await t.db.session.count({ where: { userId: x.users[actor].user.id } })).toBe(1);
        },
      };
    },
  },
  {
    name: 'perfil.preferencias.get',
    expected: SIGNED_IN,
    build: () => ({
      rest: { method: 'GET', path: '/api/auth/preferencias' },
      trpc: { kind: 'query', procedure: 'perfil.preferencias.get' },
    }),
  },
  {
    name: 'perfil.preferencias.update',
    suspensionExempt: true,
    expected: SIGNED_IN,
    build: (actor) => ({
      rest: { method: 'PUT', path: '/api/auth/preferencias', body: { pagos: false } },
      trpc: { kind: 'mutation', procedure: 'perfil.preferencias.update', input: { pagos: false } },
      verify: async (res) => {
        if (actor === 'anonymous') return expect(res.status).toBe(401);
        const row = await t.db.userSettings.findUnique({ where: { userId: x.users[actor].user.id } });
        expect(row?.notifPagos).toBe(false);
      },
    }),
  },
  // Issue 32: the matrix of category × channel and the phone consents (each on the caller alone).
  {
    name: 'perfil.notificaciones.get',
    expected: SIGNED_IN,
    build: () => ({
      rest: { method: 'GET', path: '/api/perfil/notificaciones' },
      trpc: { kind: 'query', procedure: 'perfil.notificaciones.get' },
    }),
  },
  {
    name: 'perfil.notificaciones.update',
    suspensionExempt: true,
    expected: SIGNED_IN,
    build: (actor) => {
      const body = { preferencias: [{ categoria: 'porteria', canal: 'push', activo: false }] };
      return {
        rest: { method: 'PUT', path: '/api/perfil/notificaciones', body },
        trpc: { kind: 'mutation', procedure: 'perfil.notificaciones.update', input: body },
        verify: async (res) => {
          if (actor === 'anonymous') return expect(res.status).toBe(401);
          const row = await t.db.preferenciaNotificacion.findUnique({
            where: { userId_categoria_canal: { userId: x.users[actor].user.id, categoria: 'porteria', canal: 'push' } },
          });
          expect(row?.activo).toBe(false);
        },
      };
    },
  },
  {
    name: 'perfil.notificaciones.consentimientos.otorgar',
    suspensionExempt: true,
    expected: SIGNED_IN,
    build: () => {
      const telefono = `3${String(100_000_000 + nextId()).slice(0, 9)}`;
      const body = { canal: 'sms', telefono, aceptado: true };
      return {
        rest: { method: 'POST', path: '/api/perfil/notificaciones/consentimientos', body },
        trpc: { kind: 'mutation', procedure: 'perfil.notificaciones.consentimientos.otorgar', input: body },
        verify: async (res) =>
          expect(await t.db.consentimientoCanal.count({ where: { telefono: `57${telefono}` } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'perfil.notificaciones.consentimientos.revocar',
    suspensionExempt: true,
    expected: SIGNED_IN,
    build: async (actor) => {
      // The caller's consent to withdraw, and somebody else's that must stay in force.
      const bystander = await createTestUser(t.db);
      await t.db.consentimientoCanal.create({
        data: { userId: bystander.user.id, canal: 'whatsapp', telefono: '573000000001', texto: 'x', otorgadoEn: new Date() },
      });
      if (actor !== 'anonymous')
        await t.db.consentimientoCanal.create({
          data: {
            userId: x.users[actor].user.id,
            canal: 'whatsapp',
            telefono: '573000000002',
            texto: 'x',
            otorgadoEn: new Date(),
          },
        });
      return {
        rest: { method: 'DELETE', path: '/api/perfil/notificaciones/consentimientos/whatsapp' },
        trpc: { kind: 'mutation', procedure: 'perfil.notificaciones.consentimientos.revocar', input: { canal: 'whatsapp' } },
        verify: async () => {
          expect(await t.db.consentimientoCanal.count({ where: { userId: bystander.user.id, retiradoEn: null } })).toBe(1);
          if (actor !== 'anonymous')
            expect(
              await t.db.consentimientoCanal.count({
                where: { userId: x.users[actor].user.id, canal: 'whatsapp', retiradoEn: null },
              }),
            ).toBe(0);
        },
      };
    },
  },
];

describe('authorisation matrix of Mi Perfil (both facades)', () => {
  it('covers every procedure of the perfil router', () => {
    expect(cases.map((c) => c.name).sort()).toEqual(proceduresUnder('perfil.'));
  });

  it.each(cases)('$name', async (testCase) => {
    expect(await runMatrixCase(t, x, testCase)).toEqual([]);
  });
});
