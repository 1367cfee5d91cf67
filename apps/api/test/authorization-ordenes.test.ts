// The órdenes authorisation matrix (issue 29): every procedure of the ordenes router × every kind of
// caller, on both facades. The administration (and a SUPER_ADMIN) runs órdenes; the consejo and support
// read them, and only the consejo approves (it approves but does not assign or verify); residents see
// nothing but the orden of their own PQRS, which only they rate; a proveedor sees only the órdenes of its
// own company; another complex's people see nothing.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ordenesRouter } from '../src/modules/ordenes/router.ts';
import { createProveedor, subir } from './ordenes-fixture.ts';
import { PNG } from './support/files.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { allow, MANAGE, runMatrixCase, type MatrixCase } from './support/matrix.ts';
import { createTestUser, type TestUser } from './support/sessions.ts';
import { createTenants, nextId, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let proveedorUser: TestUser;
let otroProveedorUser: TestUser;
let proveedorId: string;

const READ = allow('adminA', 'consejoA', 'superAdmin', 'soporte');

async function orden(body: Record<string, unknown> = {}) {
  const res = await t.rest('POST', `/api/ph/${x.phA.id}/ordenes`, {
    token: x.tokens.adminA,
    body: { titulo: `Orden ${nextId()}`, ...body },
  });
  expect(res.status).toBe(200);
  return res.body.orden.id as string;
}

async function pqrsDeResidente() {
  await t.db.rateLimitBucket.deleteMany(); // the matrix files more PQRS than a person may in an hour
  const res = await t.rest('POST', `/api/ph/${x.phA.id}/pqrs`, {
    token: x.tokens.residenteA,
    body: { tipo: 'peticion', subtipo: 'general', asunto: `Arreglo ${nextId()}`, descripcion: 'La puerta no cierra.' },
  });
  expect(res.status).toBe(200);
  return res.body.pqrs.id as string;
}

/** A verified orden of residenteA's PQRS, ready to be rated. */
async function ordenVerificada() {
  const pqrsId = await pqrsDeResidente();
  const res = await t.rest('POST', `/api/pqrs/${pqrsId}/orden`, { token: x.tokens.adminA, body: {} });
  const id = res.body.orden.id as string;
  for (const estado of ['asignada', 'en_curso', 'terminada', 'verificada'])
    expect(
      (await t.rest('PUT', `/api/ordenes/${id}/estado`, { token: x.tokens.adminA, body: { estado, proveedorId } })).status,
    ).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await startTestApp({ STORAGE_DIR: await mkdtemp(join(tmpdir(), 'hz-ordenes-auth-')) });
  x = await createTenants(t.db);
  proveedorUser = await createTestUser(t.db, { nombre: 'Técnico', roles: [{ phId: x.phA.id, rol: 'proveedor' }] });
  otroProveedorUser = await createTestUser(t.db, { nombre: 'Otro técnico', roles: [{ phId: x.phA.id, rol: 'proveedor' }] });
  proveedorId = (await createProveedor(t.db, x.phA.id, 'Ascensores Matriz S.A.S.', proveedorUser.user.id)).id;
  await createProveedor(t.db, x.phA.id, 'Plomería Matriz S.A.S.', otroProveedorUser.user.id);
  const config = await t.rest('PUT', `/api/ph/${x.phA.id}/mantenimiento/configuracion`, {
    token: x.tokens.adminA,
    body: { umbralAprobacion: 1_000_000, aprobacionesRequeridas: 1, diasAnticipacion: 15 },
  });
  expect(config.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const cases: MatrixCase[] = [
  {
    name: 'ordenes.create',
    expected: MANAGE,
    build: () => {
      const body = { titulo: `Matriz ${nextId()}` };
      return {
        rest: { method: 'POST', path: `/api/ph/${x.phA.id}/ordenes`, body },
        trpc: { kind: 'mutation', procedure: 'ordenes.create', input: { id: x.phA.id, ...body } },
        verify: async (res) => {
          // A refused write leaves no orden behind.
          expect(await t.db.ordenTrabajo.count({ where: { titulo: body.titulo } })).toBe(res.status === 200 ? 1 : 0);
        },
      };
    },
  },
  {
    name: 'ordenes.list',
    expected: READ,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/ordenes` },
      trpc: { kind: 'query', procedure: 'ordenes.list', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'ordenes.get',
    expected: READ,
    build: async () => {
      const id = await orden();
      return {
        rest: { method: 'GET', path: `/api/ordenes/${id}` },
        trpc: { kind: 'query', procedure: 'ordenes.get', input: { id } },
      };
    },
  },
  {
    name: 'ordenes.update',
    expected: MANAGE,
    build: async () => {
      const id = await orden();
      return {
        rest: { method: 'PUT', path: `/api/ordenes/${id}`, body: { titulo: 'Cambiado' } },
        trpc: { kind: 'mutation', procedure: 'ordenes.update', input: { id, titulo: 'Cambiado' } },
        verify: async (res) => {
          const row = await t.db.ordenTrabajo.findUniqueOrThrow({ where: { id } });
          expect(row.titulo === 'Cambiado').toBe(res.status === 200);
        },
      };
    },
  },
  {
    name: 'ordenes.estado.update',
    expected: MANAGE,
    build: async () => {
      const id = await orden();
      const body = { estado: 'cancelada', motivo: 'Duplicada' };
      return {
        rest: { method: 'PUT', path: `/api/ordenes/${id}/estado`, body },
        trpc: { kind: 'mutation', procedure: 'ordenes.estado.update', input: { id, ...body } },
        verify: async (res) => {
          const row = await t.db.ordenTrabajo.findUniqueOrThrow({ where: { id } });
          expect(row.estado).toBe(res.status === 200 ? 'cancelada' : 'abierta');
        },
      };
    },
  },
  {
    name: 'ordenes.aprobaciones.create',
    expected: allow('consejoA'),
    build: async () => {
      const id = await orden({ costoEstimado: 2_000_000 });
      return {
        rest: { method: 'POST', path: `/api/ordenes/${id}/aprobaciones`, body: { decision: 'aprobada' } },
        trpc: { kind: 'mutation', procedure: 'ordenes.aprobaciones.create', input: { id, decision: 'aprobada' } },
        verify: async (res) =>
          expect(await t.db.ordenAprobacion.count({ where: { ordenId: id } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'ordenes.calificar',
    expected: allow('residenteA'),
    build: async () => {
      const id = await ordenVerificada();
      return {
        rest: { method: 'PUT', path: `/api/ordenes/${id}/calificacion`, body: { calificacion: 5 } },
        trpc: { kind: 'mutation', procedure: 'ordenes.calificar', input: { id, calificacion: 5 } },
      };
    },
  },
  {
    name: 'ordenes.configuracion.get',
    expected: READ,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/mantenimiento/configuracion` },
      trpc: { kind: 'query', procedure: 'ordenes.configuracion.get', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'ordenes.configuracion.update',
    expected: MANAGE,
    build: () => {
      const body = { umbralAprobacion: 1_000_000, aprobacionesRequeridas: 1, diasAnticipacion: 15 };
      return {
        rest: { method: 'PUT', path: `/api/ph/${x.phA.id}/mantenimiento/configuracion`, body },
        trpc: { kind: 'mutation', procedure: 'ordenes.configuracion.update', input: { id: x.phA.id, ...body } },
      };
    },
  },
  {
    name: 'ordenes.pqrs.create',
    expected: MANAGE,
    build: async () => {
      const id = await pqrsDeResidente();
      return {
        rest: { method: 'POST', path: `/api/pqrs/${id}/orden`, body: {} },
        trpc: { kind: 'mutation', procedure: 'ordenes.pqrs.create', input: { id } },
        verify: async (res) => expect(await t.db.ordenTrabajo.count({ where: { pqrsId: id } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
];

describe('Órdenes authorisation matrix (both facades)', () => {
  it('covers every procedure of the ordenes router', () => {
    const procedures = Object.keys(ordenesRouter._def.procedures).map((p) => `ordenes.${p}`);
    expect(cases.map((c) => c.name).sort()).toEqual(procedures.sort());
  });

  it.each(cases)('$name', async (testCase) => {
    expect(await runMatrixCase(t, x, testCase)).toEqual([]);
  });

  it('a proveedor lists and reads only the órdenes of its own company, and moves only those', async () => {
    const suya = await orden();
    const ajena = await orden();
    expect(
      (await t.rest('PUT', `/api/ordenes/${suya}/estado`, { token: x.tokens.adminA, body: { estado: 'asignada', proveedorId } }))
        .status,
    ).toBe(200);
    for (const facade of ['rest', 'trpc'] as const) {
      const res =
        facade === 'rest'
          ? await t.rest('GET', `/api/ph/${x.phA.id}/ordenes`, { token: proveedorUser.token })
          : await t.trpc('query', 'ordenes.list', { id: x.phA.id }, proveedorUser.token);
      expect(res.status).toBe(200);
      const ordenes = facade === 'rest' ? res.body.ordenes : res.body.result.data.ordenes;
      const ids = ordenes.map((o: { id: string }) => o.id);
      expect(ids).toContain(suya);
      expect(ids).not.toContain(ajena);
      expect(new Set(ordenes.map((o: { proveedor: { id: string } }) => o.proveedor.id))).toEqual(new Set([proveedorId]));
      expect(ordenes.find((o: { id: string }) => o.id === suya).acciones).toEqual(['iniciar', 'adjuntar']);
    }
    const otro = await t.rest('GET', `/api/ph/${x.phA.id}/ordenes`, { token: otroProveedorUser.token });
    expect(otro.body.ordenes).toEqual([]);
    expect((await t.rest('GET', `/api/ordenes/${suya}`, { token: otroProveedorUser.token })).status).toBe(403);
    expect((await t.rest('GET', `/api/ordenes/${ajena}`, { token: proveedorUser.token })).status).toBe(403);
    expect((await t.rest('PUT', `/api/ordenes/${suya}`, { token: proveedorUser.token, body: { titulo: 'X' } })).status).toBe(403);
    expect(
      (await t.rest('POST', `/api/ph/${x.phA.id}/ordenes`, { token: proveedorUser.token, body: { titulo: 'X' } })).status,
    ).toBe(403);
    expect((await t.rest('GET', `/api/ph/${x.phA.id}/mantenimiento/configuracion`, { token: proveedorUser.token })).status).toBe(
      403,
    );
    expect((await subir(t, `/api/ordenes/${ajena}/adjuntos`, proveedorUser.token, [{ name: 'x.png', bytes: PNG }])).status).toBe(
      403,
    );
    expect((await subir(t, `/api/ordenes/${suya}/adjuntos`, proveedorUser.token, [{ name: 'x.png', bytes: PNG }])).status).toBe(
      200,
    );
  });

  it("residents see nothing but their PQRS's orden; another complex sees nothing; unknown ids are 404", async () => {
    const id = await ordenVerificada();
    expect((await t.rest('GET', `/api/ordenes/${id}`, { token: x.tokens.residenteA })).status).toBe(200);
    expect((await t.rest('GET', `/api/ordenes/${id}`, { token: x.tokens.adminB })).status).toBe(403);
    expect((await t.rest('GET', `/api/ph/${x.phB.id}/ordenes`, { token: x.tokens.adminA })).status).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.rest('GET', `/api/ordenes/${unknown}`, { token: x.tokens.adminA })).status).toBe(404);
    expect((await t.rest('POST', `/api/pqrs/${unknown}/orden`, { token: x.tokens.adminA, body: {} })).status).toBe(404);
    expect((await t.rest('GET', `/api/adjuntos-mantenimiento/${unknown}`, { token: x.tokens.adminA })).status).toBe(404);
    const ajena = await t.rest('POST', `/api/ph/${x.phB.id}/ordenes`, { token: x.tokens.adminB, body: { titulo: 'De B' } });
    expect(
      (
        await t.rest('PUT', `/api/ordenes/${ajena.body.orden.id}/estado`, {
          token: x.tokens.adminA,
          body: { estado: 'cancelada', motivo: 'x' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await subir(t, `/api/ordenes/${ajena.body.orden.id}/adjuntos`, x.tokens.adminA, [{ name: 'x.png', bytes: PNG }])).status,
    ).toBe(403);
  });
});
