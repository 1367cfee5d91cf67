// The comunicados authorisation matrix (issue 16): every procedure of the comunicados router ×
// every kind of caller × both facades. The administration publishes and sees read receipts; every
// member of the complex (and staff readers) lists and reads what is addressed to them; other
// complexes and sales get 403. Refused writes must leave no trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { comunicadosRouter } from '../src/modules/comunicados/router.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { allow, MANAGE, runMatrixCase, type MatrixCase } from './support/matrix.ts';
import { createTenants, nextId, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;

/** Staff readers plus the members of the complex. */
const MEMBERS = allow('adminA', 'consejoA', 'superAdmin', 'soporte', 'residenteA');

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
});
afterAll(async () => {
  await t?.close();
});

/** A comunicado of complex A for everyone. */
async function freshComunicado() {
  return t.db.comunicado.create({
    data: {
      phId: x.phA.id,
      autorId: x.users.adminA.user.id,
      titulo: `Aviso ${nextId()}`,
      cuerpo: 'Hola',
      audiencia: { tipo: 'todos' },
      createdAt: new Date(),
    },
  });
}

const cases: MatrixCase[] = [
  {
    name: 'comunicados.create',
    expected: MANAGE,
    build: () => {
      const titulo = `Publicación ${nextId()}`;
      const body = { titulo, cuerpo: 'Texto', audiencia: 'todos' };
      return {
        rest: { method: 'POST', path: `/api/ph/${x.phA.id}/comunicados`, body },
        trpc: { kind: 'mutation', procedure: 'comunicados.create', input: { id: x.phA.id, ...body } },
        verify: async (res) => expect(await t.db.comunicado.count({ where: { titulo } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'comunicados.list',
    expected: MEMBERS,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/comunicados` },
      trpc: { kind: 'query', procedure: 'comunicados.list', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'comunicados.get',
    expected: MEMBERS,
    build: async () => {
      const c = await freshComunicado();
      return {
        rest: { method: 'GET', path: `/api/comunicados/${c.id}` },
        trpc: { kind: 'query', procedure: 'comunicados.get', input: { id: c.id } },
        verify: async (res) =>
          expect(await t.db.comunicadoLectura.count({ where: { comunicadoId: c.id } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'comunicados.lecturas',
    expected: MANAGE,
    build: async () => {
      const c = await freshComunicado();
      return {
        rest: { method: 'GET', path: `/api/ph/${x.phA.id}/comunicados/${c.id}/lecturas` },
        trpc: { kind: 'query', procedure: 'comunicados.lecturas', input: { id: x.phA.id, cid: c.id } },
      };
    },
  },
  {
    name: 'comunicados.notificaciones',
    expected: MEMBERS,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/notificaciones` },
      trpc: { kind: 'query', procedure: 'comunicados.notificaciones', input: { id: x.phA.id } },
    }),
  },
];

describe('Comunicados authorisation matrix (both facades)', () => {
  it('covers every procedure of the comunicados router', () => {
    const procedures = Object.keys(comunicadosRouter._def.procedures).map((p) => `comunicados.${p}`);
    expect(cases.map((c) => c.name).sort()).toEqual(procedures.sort());
  });

  it.each(cases)('$name', async (testCase) => {
    expect(await runMatrixCase(t, x, testCase)).toEqual([]);
  });

  it('documents every comunicados path in the OpenAPI document', async () => {
    const doc = await t.rest('GET', '/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/ph/{id}/comunicados',
        '/comunicados/{id}',
        '/ph/{id}/comunicados/{cid}/lecturas',
        '/ph/{id}/notificaciones',
      ]),
    );
  });
});
