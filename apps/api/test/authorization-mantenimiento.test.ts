// The Mantenimiento authorisation matrix (issue 29): every procedure of the mantenimiento router (activos,
// planes, cumplimiento) × every kind of caller, on both facades. The complex's admin and a SUPER_ADMIN
// run maintenance; the consejo and support read it; residents, sales and other complexes see nothing.
// Refused writes leave no trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mantenimientoRouter } from '../src/modules/mantenimiento/router.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { COMMUNITY, MANAGE, runMatrixCase, type MatrixCase } from './support/matrix.ts';
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

const ahora = () => new Date();
const nuevoActivo = () =>
  t.db.activo.create({
    data: { phId: x.phA.id, nombre: `Bomba ${nextId()}`, categoria: 'bomba', createdAt: ahora(), updatedAt: ahora() },
  });
const nuevoPlan = () =>
  t.db.planMantenimiento.create({
    data: {
      phId: x.phA.id,
      titulo: `Revisión ${nextId()}`,
      frecuencia: 'meses',
      intervalo: 1,
      fechaInicio: new Date('2026-12-01T00:00:00Z'),
      createdAt: ahora(),
      updatedAt: ahora(),
    },
  });

const cases: MatrixCase[] = [
  {
    name: 'mantenimiento.activos.create',
    expected: MANAGE,
    build: async () => {
      const nombre = `Ascensor ${nextId()}`;
      const body = { nombre, categoria: 'ascensor' };
      return {
        rest: { method: 'POST', path: `/api/ph/${x.phA.id}/activos`, body },
        trpc: { kind: 'mutation', procedure: 'mantenimiento.activos.create', input: { id: x.phA.id, ...body } },
        verify: async (res) => expect(await t.db.activo.count({ where: { nombre } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'mantenimiento.activos.list',
    expected: COMMUNITY,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/activos` },
      trpc: { kind: 'query', procedure: 'mantenimiento.activos.list', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'mantenimiento.activos.get',
    expected: COMMUNITY,
    build: async () => {
      const activo = await nuevoActivo();
      return {
        rest: { method: 'GET', path: `/api/activos/${activo.id}` },
        trpc: { kind: 'query', procedure: 'mantenimiento.activos.get', input: { id: activo.id } },
      };
    },
  },
  {
    name: 'mantenimiento.activos.update',
    expected: MANAGE,
    build: async () => {
      const activo = await nuevoActivo();
      const ubicacion = `Sótano ${nextId()}`;
      return {
        rest: { method: 'PUT', path: `/api/activos/${activo.id}`, body: { ubicacion } },
        trpc: { kind: 'mutation', procedure: 'mantenimiento.activos.update', input: { id: activo.id, ubicacion } },
        verify: async (res) =>
          expect((await t.db.activo.findUniqueOrThrow({ where: { id: activo.id } })).ubicacion === ubicacion).toBe(
            res.status === 200,
          ),
      };
    },
  },
  {
    name: 'mantenimiento.activos.delete',
    expected: MANAGE,
    build: async () => {
      const activo = await nuevoActivo();
      return {
        rest: { method: 'DELETE', path: `/api/activos/${activo.id}` },
        trpc: { kind: 'mutation', procedure: 'mantenimiento.activos.delete', input: { id: activo.id } },
        verify: async (res) =>
          expect((await t.db.activo.findUniqueOrThrow({ where: { id: activo.id } })).archivadoEn !== null).toBe(
            res.status === 200,
          ),
      };
    },
  },
  {
    name: 'mantenimiento.planes.create',
    expected: MANAGE,
    build: async () => {
      const titulo = `Lavado ${nextId()}`;
      const body = { titulo, frecuencia: 'semanas', intervalo: 2, fechaInicio: '2026-12-07' };
      return {
        rest: { method: 'POST', path: `/api/ph/${x.phA.id}/planes`, body },
        trpc: { kind: 'mutation', procedure: 'mantenimiento.planes.create', input: { id: x.phA.id, ...body } },
        verify: async (res) => expect(await t.db.planMantenimiento.count({ where: { titulo } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'mantenimiento.planes.list',
    expected: COMMUNITY,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/planes` },
      trpc: { kind: 'query', procedure: 'mantenimiento.planes.list', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'mantenimiento.planes.update',
    expected: MANAGE,
    build: async () => {
      const plan = await nuevoPlan();
      return {
        rest: { method: 'PUT', path: `/api/planes/${plan.id}`, body: { intervalo: 3 } },
        trpc: { kind: 'mutation', procedure: 'mantenimiento.planes.update', input: { id: plan.id, intervalo: 3 } },
        verify: async (res) =>
          expect((await t.db.planMantenimiento.findUniqueOrThrow({ where: { id: plan.id } })).intervalo).toBe(
            res.status === 200 ? 3 : 1,
          ),
      };
    },
  },
  {
    name: 'mantenimiento.planes.delete',
    expected: MANAGE,
    build: async () => {
      const plan = await nuevoPlan();
      return {
        rest: { method: 'DELETE', path: `/api/planes/${plan.id}` },
        trpc: { kind: 'mutation', procedure: 'mantenimiento.planes.delete', input: { id: plan.id } },
        verify: async (res) =>
          expect((await t.db.planMantenimiento.findUniqueOrThrow({ where: { id: plan.id } })).archivadoEn !== null).toBe(
            res.status === 200,
          ),
      };
    },
  },
  {
    name: 'mantenimiento.cumplimiento.get',
    expected: COMMUNITY,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/cumplimiento` },
      trpc: { kind: 'query', procedure: 'mantenimiento.cumplimiento.get', input: { id: x.phA.id } },
    }),
  },
];

describe('Mantenimiento authorisation matrix (both facades)', () => {
  it('covers every procedure of the mantenimiento router', () => {
    const procedures = Object.keys(mantenimientoRouter._def.procedures).map((p) => `mantenimiento.${p}`);
    expect(cases.map((c) => c.name).sort()).toEqual(procedures.sort());
  });

  it.each(cases)('$name', async (testCase) => {
    expect(await runMatrixCase(t, x, testCase)).toEqual([]);
  });

  it('answers 404 for unknown ids and 403 for another complex, whose data never shows', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.rest('PUT', `/api/activos/${unknown}`, { token: x.tokens.adminA, body: { nombre: 'X' } })).status).toBe(404);
    expect((await t.rest('DELETE', `/api/planes/${unknown}`, { token: x.tokens.adminA })).status).toBe(404);
    expect((await t.rest('GET', `/api/ph/${unknown}/cumplimiento`, { token: x.tokens.adminA })).status).toBe(404);
    const activoA = await nuevoActivo();
    expect((await t.rest('PUT', `/api/activos/${activoA.id}`, { token: x.tokens.adminB, body: { nombre: 'Mío' } })).status).toBe(
      403,
    );
    expect((await t.rest('GET', `/api/ph/${x.phA.id}/planes`, { token: x.tokens.adminB })).status).toBe(403);
    expect((await t.rest('GET', `/api/activos/${activoA.id}`, { token: x.tokens.adminB })).status).toBe(403);
    expect((await t.rest('GET', `/api/activos/${unknown}`, { token: x.tokens.adminA })).status).toBe(404);
    const listaB = await t.rest('GET', `/api/ph/${x.phB.id}/activos`, { token: x.tokens.adminB });
    expect(listaB.body.activos.map((a: { id: string }) => a.id)).not.toContain(activoA.id);
  });
});
