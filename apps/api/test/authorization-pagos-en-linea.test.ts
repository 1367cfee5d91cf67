// The Pagos en línea authorisation matrix (issue 28): every procedure of the pagosEnLinea router × every
// kind of caller, on both facades. The complex's admin (and a SUPER_ADMIN) configures the gateway and
// resolves descuadres; the consejo also reads the conciliación; only a person linked to the unit starts
// a payment or sees its options; an intent is seen by its unit's people and the treasury readers, and
// is a 404 for everyone else. Refused writes leave no trace. The webhook is public and signed
// (pagos-en-linea.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pagosEnLineaRouter } from '../src/modules/pagos-en-linea/router.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { allow, MANAGE, runMatrixCase, type Expectation, type MatrixCase } from './support/matrix.ts';
import { ACTORS, createTenants, nextId, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;

const READ = allow('adminA', 'consejoA', 'superAdmin');
const PAGADOR = allow('residenteA');
/** An intent: its unit's people and complex A's treasury readers; anyone else is told it does not exist. */
const INTENTO = Object.fromEntries(
  ACTORS.map((a) => [a, a === 'anonymous' ? 401 : ['adminA', 'consejoA', 'residenteA', 'superAdmin'].includes(a) ? 200 : 404]),
) as Expectation;

const config = {
  proveedor: 'wompi',
  llavePublica: 'pub_test_matriz1234',
  secretoIntegridad: 'integridad_de_la_matriz',
  secretoEventos: 'eventos_de_la_matriz',
  ambiente: 'pruebas',
} as const;

let intentoId: string;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
  expect((await t.rest('PUT', `/api/ph/${x.phA.id}/pasarela`, { token: x.tokens.adminA, body: config })).status).toBe(200);
  await t.db.cargo.create({
    data: {
      phId: x.phA.id,
      apartamentoId: x.unitA.id,
      tipo: 'ordinaria',
      concepto: 'Cuota',
      periodo: '2099-01',
      fecha: new Date('2026-01-01T00:00:00Z'),
      fechaVencimiento: new Date('2099-01-10T00:00:00Z'),
      valor: 500_000,
      generaMora: false,
      estado: 'vigente',
    },
  });
  const intento = await t.rest('POST', `/api/apartamentos/${x.unitA.id}/pagos-en-linea`, {
    token: x.tokens.residenteA,
    body: {},
  });
  expect(intento.status, JSON.stringify(intento.body)).toBe(200);
  intentoId = intento.body.intento.id;
});
afterAll(async () => {
  await t?.close();
});

const cases: MatrixCase[] = [
  {
    name: 'pagosEnLinea.pasarela.get',
    expected: MANAGE,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/pasarela` },
      trpc: { kind: 'query', procedure: 'pagosEnLinea.pasarela.get', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'pagosEnLinea.pasarela.update',
    expected: MANAGE,
    build: () => {
      const banco = `Banco ${nextId()}`;
      const body = { ...config, banco };
      return {
        rest: { method: 'PUT', path: `/api/ph/${x.phA.id}/pasarela`, body },
        trpc: { kind: 'mutation', procedure: 'pagosEnLinea.pasarela.update', input: { id: x.phA.id, ...body } },
        verify: async (res) =>
          expect((await t.db.pasarelaConfig.findUniqueOrThrow({ where: { phId: x.phA.id } })).banco === banco).toBe(
            res.status === 200,
          ),
      };
    },
  },
  {
    name: 'pagosEnLinea.opciones.get',
    expected: PAGADOR,
    build: () => ({
      rest: { method: 'GET', path: `/api/apartamentos/${x.unitA.id}/pagos-en-linea/opciones` },
      trpc: { kind: 'query', procedure: 'pagosEnLinea.opciones.get', input: { id: x.unitA.id } },
    }),
  },
  {
    name: 'pagosEnLinea.create',
    expected: PAGADOR,
    build: async () => {
      const valor = 10_000 + nextId();
      const before = await t.db.intentoPago.count({ where: { apartamentoId: x.unitA.id } });
      return {
        rest: { method: 'POST', path: `/api/apartamentos/${x.unitA.id}/pagos-en-linea`, body: { valor } },
        trpc: { kind: 'mutation', procedure: 'pagosEnLinea.create', input: { id: x.unitA.id, valor } },
        verify: async (res) =>
          expect(await t.db.intentoPago.count({ where: { apartamentoId: x.unitA.id } })).toBe(
            before + (res.status === 200 ? 1 : 0),
          ),
      };
    },
  },
  {
    name: 'pagosEnLinea.get',
    expected: INTENTO,
    build: () => ({
      rest: { method: 'GET', path: `/api/pagos-en-linea/${intentoId}` },
      trpc: { kind: 'query', procedure: 'pagosEnLinea.get', input: { id: intentoId } },
    }),
  },
  {
    name: 'pagosEnLinea.conciliacion.get',
    expected: READ,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/pagos-en-linea/conciliacion?periodo=2026-11` },
      trpc: { kind: 'query', procedure: 'pagosEnLinea.conciliacion.get', input: { id: x.phA.id, periodo: '2026-11' } },
    }),
  },
  {
    name: 'pagosEnLinea.descuadres.resolver',
    expected: MANAGE,
    build: async () => {
      const d = await t.db.descuadrePasarela.create({
        data: { phId: x.phA.id, motivo: 'valor', detalle: 'Prueba', creadoEn: new Date() },
      });
      return {
        rest: { method: 'PUT', path: `/api/pagos-en-linea/descuadres/${d.id}/resolver`, body: { nota: 'Revisado' } },
        trpc: { kind: 'mutation', procedure: 'pagosEnLinea.descuadres.resolver', input: { id: d.id, nota: 'Revisado' } },
        verify: async (res) =>
          expect((await t.db.descuadrePasarela.findUniqueOrThrow({ where: { id: d.id } })).resuelto).toBe(res.status === 200),
      };
    },
  },
];

describe('Pagos en línea authorisation matrix (both facades)', () => {
  it('covers every procedure of the pagosEnLinea router', () => {
    const procedures = Object.keys(pagosEnLineaRouter._def.procedures).map((p) => `pagosEnLinea.${p}`);
    expect(cases.map((c) => c.name).sort()).toEqual(procedures.sort());
  });

  it.each(cases)('$name', async (testCase) => {
    expect(await runMatrixCase(t, x, testCase)).toEqual([]);
  });

  it('answers 404 for unknown ids and 403 for another complex', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.rest('GET', `/api/pagos-en-linea/${unknown}`, { token: x.tokens.adminA })).status).toBe(404);
    expect(
      (await t.rest('PUT', `/api/pagos-en-linea/descuadres/${unknown}/resolver`, { token: x.tokens.adminA, body: { nota: 'x' } }))
        .status,
    ).toBe(404);
    expect(
      (await t.rest('POST', `/api/apartamentos/${unknown}/pagos-en-linea`, { token: x.tokens.residenteA, body: {} })).status,
    ).toBe(404);
    expect((await t.rest('GET', `/api/ph/${x.phB.id}/pasarela`, { token: x.tokens.adminA })).status).toBe(403);
    expect(
      (await t.rest('POST', `/api/apartamentos/${x.unitB.id}/pagos-en-linea`, { token: x.tokens.residenteA, body: {} })).status,
    ).toBe(403);
  });
});
