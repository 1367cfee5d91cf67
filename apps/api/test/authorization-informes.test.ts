// The Informes authorisation matrix (issue 29): every procedure of the informes router × every kind of
// caller, on both facades. The treasury's policy: admin (and a SUPER_ADMIN) read and publish, the
// consejo reads (it approves but does not pay, nor publishes); owners, providers, staff without
// treasury access and other complexes' admins get 403. Refused publications leave no trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { informesRouter } from '../src/modules/informes/router.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { allow, MANAGE, runMatrixCase, type MatrixCase } from './support/matrix.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;

const READ = allow('adminA', 'consejoA', 'superAdmin');

/** Each allowed publication takes a fresh month (a periodo is published once). */
let mes = 0;
const siguientePeriodo = () => {
  mes += 1;
  return `20${String(10 + Math.floor((mes - 1) / 12))}-${String(((mes - 1) % 12) + 1).padStart(2, '0')}`;
};

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
  await t.db.presupuesto.create({
    data: {
      phId: x.phA.id,
      anio: 2026,
      porcentajeImprevistos: '1',
      rubros: [{ nombre: 'Aseo', valorAnual: 1_200_000 }],
      totalRubros: 1_200_000,
      valorImprevistos: 12_000,
      totalAnual: 1_212_000,
      cuotaMensualTotal: 101_000,
      estado: 'aprobado',
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const cases: MatrixCase[] = [
  {
    name: 'informes.ejecucion.get',
    expected: READ,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/ejecucion?anio=2026&hasta=2026-06-30` },
      trpc: { kind: 'query', procedure: 'informes.ejecucion.get', input: { id: x.phA.id, anio: 2026, hasta: '2026-06-30' } },
    }),
  },
  {
    name: 'informes.pdf',
    expected: READ,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/informe-mensual.pdf?periodo=2026-01` },
      trpc: { kind: 'query', procedure: 'informes.pdf', input: { id: x.phA.id, periodo: '2026-01' } },
    }),
  },
  {
    name: 'informes.publicar',
    expected: MANAGE,
    build: async () => {
      const periodo = siguientePeriodo();
      return {
        rest: { method: 'POST', path: `/api/ph/${x.phA.id}/informes`, body: { periodo } },
        trpc: { kind: 'mutation', procedure: 'informes.publicar', input: { id: x.phA.id, periodo } },
        verify: async (res) =>
          expect(await t.db.informeMensual.count({ where: { phId: x.phA.id, periodo } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'informes.list',
    expected: READ,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/informes` },
      trpc: { kind: 'query', procedure: 'informes.list', input: { id: x.phA.id } },
    }),
  },
];

describe('Informes authorisation matrix (both facades)', () => {
  it('covers every procedure of the informes router', () => {
    const procedures = Object.keys(informesRouter._def.procedures).map((p) => `informes.${p}`);
    expect(cases.map((c) => c.name).sort()).toEqual(procedures.sort());
  });

  it.each(cases)('$name', async (testCase) => {
    expect(await runMatrixCase(t, x, testCase)).toEqual([]);
  });

  it('answers 404 for an unknown complex and 403 for another complex, and shows no other complex its reports', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.rest('GET', `/api/ph/${unknown}/ejecucion`, { token: x.tokens.adminA })).status).toBe(404);
    expect((await t.rest('GET', `/api/ph/${unknown}/informes`, { token: x.tokens.superAdmin })).status).toBe(404);
    expect(
      (await t.rest('GET', `/api/ph/${x.phB.id}/informe-mensual.pdf?periodo=2026-01`, { token: x.tokens.adminA })).status,
    ).toBe(403);
    expect(
      (await t.rest('POST', `/api/ph/${x.phB.id}/informes`, { token: x.tokens.adminA, body: { periodo: '2026-01' } })).status,
    ).toBe(403);
    const b = await t.rest('GET', `/api/ph/${x.phB.id}/informes`, { token: x.tokens.adminB });
    expect([b.status, b.body.total]).toEqual([200, 0]);
  });
});
