// The platform users' authorisation matrix (issue 33): every procedure of the usuarios, auditoria and
// configuracion routers × every kind of caller, on both facades. SUPER_ADMIN does everything; SOPORTE
// reads people and the audit log and sends the two mails (verification, password reset); COMERCIAL only
// reads the configuration; a complex's admin reads only their complex's audit log. Refused actions
// change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './support/index.ts';
import { allow, proceduresUnder, runMatrixCase, type MatrixCase } from './support/matrix.ts';
import { createTestUser } from './support/sessions.ts';
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

const STAFF = allow('superAdmin', 'soporte');
const SUPER = allow('superAdmin');
const MOTIVO = 'Revisión de la matriz de permisos';

/** A fresh person for an action that changes the account. */
const target = (verified = true) => createTestUser(t.db, { nombre: 'Objetivo de prueba', verified }).then((u) => u.user);

function accion(name: string, path: string, expected: ReturnType<typeof allow>, prepare?: (id: string) => Promise<void>) {
  return (check: (id: string, allowed: boolean) => Promise<void>, verified = true): MatrixCase => ({
    name,
    expected,
    build: async () => {
      const { id } = await target(verified);
      await prepare?.(id);
      return {
        rest: { method: 'POST', path: `/api/plataforma/usuarios/${id}/${path}`, body: { motivo: MOTIVO } },
        trpc: { kind: 'mutation', procedure: name, input: { id, motivo: MOTIVO } },
        verify: (res) => check(id, res.status === 200),
      };
    },
  });
}

const audited = (action: string) => async (id: string, allowed: boolean) =>
  expect(await t.db.auditLog.count({ where: { action: `plataforma.usuario.${action}`, entityId: id } })).toBe(allowed ? 1 : 0);

const cases: MatrixCase[] = [
  {
    name: 'usuarios.list',
    expected: STAFF,
    build: () => ({
      rest: { method: 'GET', path: '/api/plataforma/usuarios?q=objetivo' },
      trpc: { kind: 'query', procedure: 'usuarios.list', input: { q: 'objetivo' } },
    }),
  },
  {
    name: 'usuarios.get',
    expected: STAFF,
    build: () => ({
      rest: { method: 'GET', path: `/api/plataforma/usuarios/${x.users.residenteA.user.id}` },
      trpc: { kind: 'query', procedure: 'usuarios.get', input: { id: x.users.residenteA.user.id } },
    }),
  },
  accion('usuarios.verificacion.reenviar', 'reenviar-verificacion', STAFF)(audited('reenviar_verificacion'), false),
  accion('usuarios.clave.restablecer', 'restablecer-clave', STAFF)(audited('restablecer_clave')),
  accion(
    'usuarios.sesiones.cerrar',
    'cerrar-sesiones',
    SUPER,
  )(async (id, allowed) => expect(await t.db.session.count({ where: { userId: id } })).toBe(allowed ? 0 : 1)),
  accion(
    'usuarios.bloquear',
    'bloquear',
    SUPER,
  )(async (id, allowed) => expect(await t.db.usuarioBloqueo.count({ where: { userId: id } })).toBe(allowed ? 1 : 0)),
  accion('usuarios.desbloquear', 'desbloquear', SUPER, async (id) => {
    await t.db.usuarioBloqueo.create({ data: { userId: id, motivo: MOTIVO, bloqueadoEn: new Date() } });
  })(async (id, allowed) => expect(await t.db.usuarioBloqueo.count({ where: { userId: id } })).toBe(allowed ? 0 : 1)),
  {
    name: 'usuarios.rolPlataforma.update',
    expected: SUPER,
    build: async () => {
      const { id } = await target();
      return {
        rest: { method: 'PUT', path: `/api/plataforma/usuarios/${id}/rol-plataforma`, body: { rol: 'SOPORTE', motivo: MOTIVO } },
        trpc: { kind: 'mutation', procedure: 'usuarios.rolPlataforma.update', input: { id, rol: 'SOPORTE', motivo: MOTIVO } },
        verify: async (res) =>
          expect((await t.db.user.findUniqueOrThrow({ where: { id } })).platformRole).toBe(res.status === 200 ? 'SOPORTE' : null),
      };
    },
  },
  {
    name: 'auditoria.list',
    expected: STAFF,
    build: () => ({
      rest: { method: 'GET', path: '/api/plataforma/auditoria?accion=auth.' },
      trpc: { kind: 'query', procedure: 'auditoria.list', input: { accion: 'auth.' } },
    }),
  },
  {
    name: 'auditoria.conjunto.list',
    expected: allow('adminA', 'superAdmin', 'soporte'),
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/auditoria` },
      trpc: { kind: 'query', procedure: 'auditoria.conjunto.list', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'configuracion.get',
    expected: allow('superAdmin', 'soporte', 'comercial'),
    build: () => ({
      rest: { method: 'GET', path: '/api/plataforma/configuracion' },
      trpc: { kind: 'query', procedure: 'configuracion.get' },
    }),
  },
];

describe('Platform users authorisation matrix (both facades)', () => {
  it('covers every procedure of the usuarios, auditoria and configuracion routers', () => {
    const procedures = [...proceduresUnder('usuarios.'), ...proceduresUnder('auditoria.'), ...proceduresUnder('configuracion.')];
    expect(cases.map((c) => c.name).sort()).toEqual(procedures.sort());
  });

  it.each(cases)('$name', async (testCase) => {
    expect(await runMatrixCase(t, x, testCase)).toEqual([]);
  });

  it("no complex sees another's audit entries", async () => {
    const b = await t.rest('GET', `/api/ph/${x.phB.id}/auditoria`, { token: x.tokens.adminA });
    expect(b.status).toBe(403);
    const a = await t.rest('GET', `/api/ph/${x.phA.id}/auditoria`, { token: x.tokens.adminA });
    expect(a.body.entradas.every((e: { ph: { id: string } | null }) => e.ph?.id === x.phA.id)).toBe(true);
  });
});
