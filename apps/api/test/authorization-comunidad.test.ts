// Authorisation matrix of issue 14's new community procedures (coeficientes, a unit's history,
// resending an invitation, approving onto a unit): every caller × both facades. Together with
// authorization.test.ts it covers every procedure of the apartamentos, residentes and preregistros routers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './support/index.ts';
import { allow, COMMUNITY, MANAGE, proceduresUnder, runMatrixCase, type MatrixCase } from './support/matrix.ts';
import { createTestUser } from './support/sessions.ts';
import { createPreregistro, createResidente, createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
});
afterAll(async () => {
  await t?.close();
});

/** The procedures authorization.test.ts covers (its own list). */
const COVERED_ELSEWHERE = [
  'apartamentos.create',
  'apartamentos.delete',
  'apartamentos.list',
  'apartamentos.mios.list',
  'apartamentos.update',
  'preregistros.approve',
  'preregistros.create',
  'preregistros.list',
  'preregistros.reject',
  'residentes.create',
  'residentes.delete',
  'residentes.list',
  'residentes.permisos.update',
];

const cases: MatrixCase[] = [
  {
    name: 'apartamentos.coeficientes.get',
    expected: COMMUNITY,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/coeficientes` },
      trpc: { kind: 'query', procedure: 'apartamentos.coeficientes.get', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'apartamentos.coeficientes.list',
    expected: COMMUNITY,
    build: () => ({
      rest: { method: 'GET', path: `/api/apartamentos/${x.unitA.id}/coeficientes` },
      trpc: { kind: 'query', procedure: 'apartamentos.coeficientes.list', input: { id: x.unitA.id } },
    }),
  },
  {
    name: 'residentes.invitacion.reenviar',
    expected: MANAGE,
    build: async () => {
      const record = await createResidente(t.db, x.unitA2.id);
      return {
        rest: { method: 'POST', path: `/api/residentes/${record.id}/reenviar-invitacion` },
        trpc: { kind: 'mutation', procedure: 'residentes.invitacion.reenviar', input: { id: record.id } },
        verify: async (res) =>
          expect(await t.db.invitation.count({ where: { email: record.email! } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'residentes.update',
    expected: MANAGE,
    build: async () => {
      const record = await createResidente(t.db, x.unitA2.id);
      const body = { nombre: 'Nombre Editado', email: `editado${record.id.slice(0, 8)}@example.com` };
      return {
        rest: { method: 'PUT', path: `/api/residentes/${record.id}`, body },
        trpc: { kind: 'mutation', procedure: 'residentes.update', input: { id: record.id, ...body } },
        verify: async (res) =>
          expect((await t.db.residente.findUniqueOrThrow({ where: { id: record.id } })).nombre === 'Nombre Editado').toBe(
            res.status === 200,
          ),
      };
    },
  },
  {
    name: 'preregistros.approve (con unidad y rol)',
    expected: allow('adminA', 'superAdmin'),
    build: async () => {
      const pre = await createPreregistro(t.db, x.phA.id);
      const body = { apartamentoId: x.unitA2.id, rol: 'propietario' };
      return {
        rest: { method: 'PUT', path: `/api/ph/${x.phA.id}/preregistros/${pre.id}/approve`, body },
        trpc: { kind: 'mutation', procedure: 'preregistros.approve', input: { id: x.phA.id, preId: pre.id, ...body } },
        verify: async (res) =>
          expect(await t.db.residente.count({ where: { email: pre.email, apartamentoId: x.unitA2.id } })).toBe(
            res.status === 200 ? 1 : 0,
          ),
      };
    },
  },
  // Issue 25 (leaving means leaving): the members of a complex and removing one of their roles.
  {
    name: 'miembros.list',
    expected: COMMUNITY,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/miembros` },
      trpc: { kind: 'query', procedure: 'miembros.list', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'miembros.retirar',
    expected: MANAGE,
    build: async () => {
      const proveedor = await createTestUser(t.db, {
        nombre: 'Proveedor Retirable',
        roles: [{ phId: x.phA.id, rol: 'proveedor' }],
      });
      const body = { rol: 'proveedor', motivo: 'Terminó el contrato' };
      return {
        rest: { method: 'POST', path: `/api/ph/${x.phA.id}/miembros/${proveedor.user.id}/retirar`, body },
        trpc: { kind: 'mutation', procedure: 'miembros.retirar', input: { id: x.phA.id, userId: proveedor.user.id, ...body } },
        verify: async (res) =>
          expect(await t.db.userRole.count({ where: { userId: proveedor.user.id } })).toBe(res.status === 200 ? 0 : 1),
      };
    },
  },
];

describe('authorisation matrix of the community procedures of issue 14 (both facades)', () => {
  it('with authorization.test.ts, covers every procedure of the apartamentos, residentes, preregistros and miembros routers', () => {
    const covered = new Set([...COVERED_ELSEWHERE, ...cases.map((c) => c.name.split(' ')[0]!)]);
    const all = [
      ...proceduresUnder('apartamentos.'),
      ...proceduresUnder('residentes.'),
      ...proceduresUnder('preregistros.'),
      ...proceduresUnder('miembros.'),
    ];
    expect(all.filter((name) => !covered.has(name))).toEqual([]);
  });

  it.each(cases)('$name', async (testCase) => {
    expect(await runMatrixCase(t, x, testCase)).toEqual([]);
  });
});
