// The reservas authorisation matrix (issue 17): every procedure of the reservas router × every kind
// of caller × both facades. Everyone in the complex sees its zones (sales staff included, as for the
// property itself); only the administration manages zones and decides bookings; owners and residents
// book and cancel for their own units; the consejo and support read every booking; other complexes
// get 403. Refused writes must leave no trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Zona } from '@horizonte/db';

import { reservasRouter } from '../src/modules/reservas/router.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { allow, MANAGE, runMatrixCase, type MatrixCase } from './support/matrix.ts';
import { createTenants, nextId, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let zona: Zona;

const VIEW = allow('adminA', 'consejoA', 'residenteA', 'superAdmin', 'soporte', 'comercial');
const STAFF_OR_UNIT = allow('adminA', 'consejoA', 'superAdmin', 'soporte', 'residenteA');
const HORA = 3_600_000;
/** A whole hour far enough ahead, different for every call. */
const futureSlot = () => {
  const inicio = new Date(Math.ceil(Date.now() / HORA) * HORA + (48 + nextId()) * HORA);
  return { inicio, fin: new Date(inicio.getTime() + HORA) };
};

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
  const now = new Date();
  zona = await t.db.zona.create({
    data: {
      phId: x.phA.id,
      nombre: 'Cancha matriz',
      aforo: 10,
      duracionSlotMin: 60,
      horario: [1, 2, 3, 4, 5, 6, 7].map((dia) => ({ dia, desde: '00:00', hasta: '24:00' })),
      anticipacionMinHoras: 1,
      anticipacionMaxDias: 365,
      maxReservasPorUnidadMes: 10_000,
      requiereAprobacion: true,
      bloqueaMorosos: false,
      createdAt: now,
      updatedAt: now,
    },
  });
});
afterAll(async () => {
  await t?.close();
});

/** A booking of residenteA's unit in the given state (in the past for closing). */
async function freshReserva(estado: 'solicitada' | 'aprobada' = 'solicitada', pasada = false) {
  const slot = futureSlot();
  const shift = pasada ? 24 * 400 * HORA : 0;
  const now = new Date();
  return t.db.reserva.create({
    data: {
      phId: x.phA.id,
      zonaId: zona.id,
      apartamentoId: x.unitA.id,
      solicitanteId: x.users.residenteA.user.id,
      inicio: new Date(slot.inicio.getTime() - shift),
      fin: new Date(slot.fin.getTime() - shift),
      asistentes: 2,
      estado,
      tarifa: 0,
      deposito: 0,
      createdAt: now,
      updatedAt: now,
    },
  });
}

const estadoDe = async (id: string) => (await t.db.reserva.findUniqueOrThrow({ where: { id } })).estado;
const zonaBody = () => ({
  nombre: `Zona ${nextId()}`,
  aforo: 5,
  duracionSlotMin: 60,
  horario: [{ dia: 6, desde: '08:00', hasta: '12:00' }],
  anticipacionMinHoras: 1,
  anticipacionMaxDias: 10,
  maxReservasPorUnidadMes: 2,
});

const cases: MatrixCase[] = [
  {
    name: 'reservas.zonas.create',
    expected: MANAGE,
    build: () => {
      const body = zonaBody();
      return {
        rest: { method: 'POST', path: `/api/ph/${x.phA.id}/zonas`, body },
        trpc: { kind: 'mutation', procedure: 'reservas.zonas.create', input: { id: x.phA.id, ...body } },
        verify: async (res) => expect(await t.db.zona.count({ where: { nombre: body.nombre } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'reservas.zonas.list',
    expected: VIEW,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/zonas` },
      trpc: { kind: 'query', procedure: 'reservas.zonas.list', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'reservas.zonas.get',
    expected: VIEW,
    build: () => ({
      rest: { method: 'GET', path: `/api/zonas/${zona.id}` },
      trpc: { kind: 'query', procedure: 'reservas.zonas.get', input: { id: zona.id } },
    }),
  },
  {
    name: 'reservas.zonas.update',
    expected: MANAGE,
    build: () => {
      const descripcion = `Cambio ${nextId()}`;
      return {
        rest: { method: 'PUT', path: `/api/zonas/${zona.id}`, body: { descripcion } },
        trpc: { kind: 'mutation', procedure: 'reservas.zonas.update', input: { id: zona.id, descripcion } },
        verify: async (res) =>
          expect((await t.db.zona.findUniqueOrThrow({ where: { id: zona.id } })).descripcion === descripcion).toBe(
            res.status === 200,
          ),
      };
    },
  },
  {
    name: 'reservas.disponibilidad.get',
    expected: VIEW,
    build: () => {
      const { inicio } = futureSlot();
      const desde = inicio.toISOString();
      const hasta = new Date(inicio.getTime() + 24 * HORA).toISOString();
      return {
        rest: {
          method: 'GET',
          path: `/api/zonas/${zona.id}/disponibilidad?desde=${encodeURIComponent(desde)}&hasta=${encodeURIComponent(hasta)}`,
        },
        trpc: { kind: 'query', procedure: 'reservas.disponibilidad.get', input: { id: zona.id, desde, hasta } },
      };
    },
  },
  {
    name: 'reservas.create',
    expected: allow('residenteA'),
    build: () => {
      const { inicio, fin } = futureSlot();
      const body = { apartamentoId: x.unitA.id, inicio: inicio.toISOString(), fin: fin.toISOString(), asistentes: 2 };
      return {
        rest: { method: 'POST', path: `/api/zonas/${zona.id}/reservas`, body },
        trpc: { kind: 'mutation', procedure: 'reservas.create', input: { id: zona.id, ...body } },
        verify: async (res) =>
          expect(await t.db.reserva.count({ where: { zonaId: zona.id, inicio } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'reservas.list',
    expected: STAFF_OR_UNIT,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/reservas` },
      trpc: { kind: 'query', procedure: 'reservas.list', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'reservas.cancelar',
    expected: allow('adminA', 'superAdmin', 'residenteA'),
    build: async () => {
      const r = await freshReserva();
      return {
        rest: { method: 'PUT', path: `/api/reservas/${r.id}/cancelar`, body: { motivo: 'Matriz' } },
        trpc: { kind: 'mutation', procedure: 'reservas.cancelar', input: { id: r.id, motivo: 'Matriz' } },
        verify: async (res) => expect(await estadoDe(r.id)).toBe(res.status === 200 ? 'cancelada' : 'solicitada'),
      };
    },
  },
  {
    name: 'reservas.aprobar',
    expected: MANAGE,
    build: async () => {
      const r = await freshReserva();
      return {
        rest: { method: 'PUT', path: `/api/reservas/${r.id}/aprobar` },
        trpc: { kind: 'mutation', procedure: 'reservas.aprobar', input: { id: r.id } },
        verify: async (res) => expect(await estadoDe(r.id)).toBe(res.status === 200 ? 'aprobada' : 'solicitada'),
      };
    },
  },
  {
    name: 'reservas.rechazar',
    expected: MANAGE,
    build: async () => {
      const r = await freshReserva();
      return {
        rest: { method: 'PUT', path: `/api/reservas/${r.id}/rechazar`, body: { motivo: 'Matriz' } },
        trpc: { kind: 'mutation', procedure: 'reservas.rechazar', input: { id: r.id, motivo: 'Matriz' } },
        verify: async (res) => expect(await estadoDe(r.id)).toBe(res.status === 200 ? 'rechazada' : 'solicitada'),
      };
    },
  },
  {
    name: 'reservas.cerrar',
    expected: MANAGE,
    build: async () => {
      const r = await freshReserva('aprobada', true);
      return {
        rest: { method: 'PUT', path: `/api/reservas/${r.id}/cierre`, body: { estado: 'cumplida' } },
        trpc: { kind: 'mutation', procedure: 'reservas.cerrar', input: { id: r.id, estado: 'cumplida' } },
        verify: async (res) => expect(await estadoDe(r.id)).toBe(res.status === 200 ? 'cumplida' : 'aprobada'),
      };
    },
  },
  {
    name: 'reservas.calendario.get',
    expected: STAFF_OR_UNIT,
    build: () => ({
      rest: { method: 'GET', path: `/api/apartamentos/${x.unitA.id}/reservas/calendario` },
      trpc: { kind: 'query', procedure: 'reservas.calendario.get', input: { id: x.unitA.id } },
    }),
  },
];

describe('Reservas authorisation matrix (both facades)', () => {
  it('covers every procedure of the reservas router', () => {
    const procedures = Object.keys(reservasRouter._def.procedures).map((p) => `reservas.${p}`);
    expect(cases.map((c) => c.name).sort()).toEqual(procedures.sort());
  });

  it.each(cases)('$name', async (testCase) => {
    expect(await runMatrixCase(t, x, testCase)).toEqual([]);
  });

  it("answers 404 for unknown zones and bookings, 403 for another complex's", async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.rest('GET', `/api/zonas/${unknown}`, { token: x.tokens.adminA })).status).toBe(404);
    expect((await t.rest('PUT', `/api/reservas/${unknown}/aprobar`, { token: x.tokens.adminA })).status).toBe(404);
    const r = await freshReserva();
    expect((await t.rest('PUT', `/api/reservas/${r.id}/aprobar`, { token: x.tokens.adminB })).status).toBe(403);
    expect((await t.rest('GET', `/api/ph/${x.phB.id}/reservas`, { token: x.tokens.residenteA })).status).toBe(403);
  });

  it('documents every reservas path in the OpenAPI document', async () => {
    const doc = await t.rest('GET', '/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/ph/{id}/zonas',
        '/zonas/{id}',
        '/zonas/{id}/reservas',
        '/zonas/{id}/disponibilidad',
        '/ph/{id}/reservas',
        '/reservas/{id}/cancelar',
        '/reservas/{id}/aprobar',
        '/reservas/{id}/rechazar',
        '/reservas/{id}/cierre',
        '/apartamentos/{id}/reservas/calendario',
        '/apartamentos/{id}/reservas.ics',
      ]),
    );
  });
});
