// Issue 33's authorisation matrix: every procedure of the support tickets' router and the platform's
// measured status × every kind of caller, on both facades. Administrators reach only their complex's
// tickets; the queue, assignment and status are the platform's operating staff's; support access is
// SOPORTE's alone. Refused writes leave no trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { plataformaEstadoRouter } from '../src/modules/plataforma-estado/router.ts';
import { ticketsSoporteRouter } from '../src/modules/tickets-soporte/router.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { allow, runMatrixCase, type MatrixCase } from './support/matrix.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;

const STAFF = allow('superAdmin', 'soporte');
const PARTES = allow('adminA', 'superAdmin', 'soporte');

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
});
afterAll(async () => {
  await t?.close();
});

/** A fresh open ticket of complex A (a call may close or answer it). */
async function ticketA() {
  const now = new Date();
  return t.db.ticketSoporte.create({
    data: {
      phId: x.phA.id,
      solicitanteId: x.users.adminA.user.id,
      asunto: 'Ayuda',
      descripcion: 'Algo pasa',
      creadoEl: now,
      actualizadoEl: now,
    },
  });
}

const cases: MatrixCase[] = [
  {
    name: 'ticketsSoporte.create',
    expected: allow('adminA'),
    build: async () => {
      const antes = await t.db.ticketSoporte.count();
      const body = { asunto: 'Nuevo', descripcion: 'Necesito ayuda' };
      return {
        rest: { method: 'POST', path: `/api/ph/${x.phA.id}/tickets-soporte`, body },
        trpc: { kind: 'mutation', procedure: 'ticketsSoporte.create', input: { id: x.phA.id, ...body } },
        verify: async (res) => expect(await t.db.ticketSoporte.count()).toBe(antes + (res.status === 200 ? 1 : 0)),
      };
    },
  },
  {
    name: 'ticketsSoporte.list',
    expected: allow('adminA'),
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/tickets-soporte` },
      trpc: { kind: 'query', procedure: 'ticketsSoporte.list', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'ticketsSoporte.cola.list',
    expected: STAFF,
    build: () => ({
      rest: { method: 'GET', path: '/api/plataforma/tickets?estado=abierto&page=1' },
      trpc: { kind: 'query', procedure: 'ticketsSoporte.cola.list', input: { estado: 'abierto' } },
    }),
  },
  {
    name: 'ticketsSoporte.agentes.list',
    expected: STAFF,
    build: () => ({
      rest: { method: 'GET', path: '/api/plataforma/tickets/agentes' },
      trpc: { kind: 'query', procedure: 'ticketsSoporte.agentes.list' },
    }),
  },
  {
    name: 'ticketsSoporte.get',
    expected: PARTES,
    build: async () => {
      const ticket = await ticketA();
      return {
        rest: { method: 'GET', path: `/api/tickets-soporte/${ticket.id}` },
        trpc: { kind: 'query', procedure: 'ticketsSoporte.get', input: { id: ticket.id } },
      };
    },
  },
  {
    name: 'ticketsSoporte.mensajes.create',
    expected: PARTES,
    build: async () => {
      const ticket = await ticketA();
      return {
        rest: { method: 'POST', path: `/api/tickets-soporte/${ticket.id}/mensajes`, body: { texto: 'Hola' } },
        trpc: { kind: 'mutation', procedure: 'ticketsSoporte.mensajes.create', input: { id: ticket.id, texto: 'Hola' } },
        verify: async (res) =>
          expect(await t.db.ticketMensaje.count({ where: { ticketId: ticket.id } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'ticketsSoporte.cambiarEstado',
    expected: PARTES,
    build: async () => {
      const ticket = await ticketA();
      return {
        rest: { method: 'PUT', path: `/api/tickets-soporte/${ticket.id}/estado`, body: { estado: 'cerrado' } },
        trpc: { kind: 'mutation', procedure: 'ticketsSoporte.cambiarEstado', input: { id: ticket.id, estado: 'cerrado' } },
        verify: async (res) =>
          expect((await t.db.ticketSoporte.findUnique({ where: { id: ticket.id } }))?.estado).toBe(
            res.status === 200 ? 'cerrado' : 'abierto',
          ),
      };
    },
  },
  {
    name: 'ticketsSoporte.asignar',
    expected: STAFF,
    build: async () => {
      const ticket = await ticketA();
      const agenteId = x.users.soporte.user.id;
      return {
        rest: { method: 'PUT', path: `/api/tickets-soporte/${ticket.id}/asignado`, body: { agenteId } },
        trpc: { kind: 'mutation', procedure: 'ticketsSoporte.asignar', input: { id: ticket.id, agenteId } },
        verify: async (res) =>
          expect((await t.db.ticketSoporte.findUnique({ where: { id: ticket.id } }))?.asignadoId).toBe(
            res.status === 200 ? agenteId : null,
          ),
      };
    },
  },
  {
    name: 'ticketsSoporte.accesos.create',
    expected: allow('soporte'),
    build: async () => {
      const ticket = await ticketA();
      return {
        rest: { method: 'POST', path: `/api/tickets-soporte/${ticket.id}/accesos-soporte`, body: { motivo: 'Revisar' } },
        trpc: { kind: 'mutation', procedure: 'ticketsSoporte.accesos.create', input: { id: ticket.id, motivo: 'Revisar' } },
        verify: async (res) => {
          expect(await t.db.accesoSoporte.count({ where: { ticketId: ticket.id } })).toBe(res.status === 200 ? 1 : 0);
          // A live access would make the agent read-only for the cases after this one.
          await t.db.accesoSoporte.deleteMany({});
        },
      };
    },
  },
  {
    name: 'ticketsSoporte.accesos.list',
    expected: allow('adminA'),
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/accesos-soporte` },
      trpc: { kind: 'query', procedure: 'ticketsSoporte.accesos.list', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'plataformaEstado.get',
    expected: STAFF,
    build: () => ({
      rest: { method: 'GET', path: '/api/plataforma/estado' },
      trpc: { kind: 'query', procedure: 'plataformaEstado.get' },
    }),
  },
];

describe('support tickets and platform status authorisation matrix (both facades)', () => {
  it('covers every procedure of both routers', () => {
    const procedures = [
      ...Object.keys(ticketsSoporteRouter._def.procedures).map((p) => `ticketsSoporte.${p}`),
      ...Object.keys(plataformaEstadoRouter._def.procedures).map((p) => `plataformaEstado.${p}`),
    ];
    expect(cases.map((c) => c.name).sort()).toEqual(procedures.sort());
  });

  it.each(cases)('$name', async (testCase) => {
    expect(await runMatrixCase(t, x, testCase)).toEqual([]);
  });
});
