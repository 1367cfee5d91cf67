// The PQRS authorisation matrix (issue 16): every procedure of the pqrs router × every kind of
// caller × both facades. The filer (residenteA) files and sees their own; admin and consejo read the
// complex's inbox (consejo read-only); only the administration works a PQRS; other complexes and
// sales get 403. Refused writes must leave no trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pqrsRouter } from '../src/modules/pqrs/router.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { allow, MANAGE, runMatrixCase, type MatrixCase } from './support/matrix.ts';
import { createTenants, nextId, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;

const STAFF_READ = allow('adminA', 'consejoA', 'superAdmin', 'soporte');
/** Staff readers plus the filer. */
const READ_OWN = allow('adminA', 'consejoA', 'superAdmin', 'soporte', 'residenteA');

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
});
afterAll(async () => {
  await t?.close();
});

/** A PQRS of complex A filed by residenteA, in the given state. */
async function freshPqrs(estado: 'radicada' | 'en_tramite' = 'radicada', solicitanteId = x.users.residenteA.user.id) {
  const numero = 100_000 + nextId();
  return t.db.pqrs.create({
    data: {
      phId: x.phA.id,
      anio: 2026,
      numero,
      radicado: `2026-${numero}`,
      tipo: 'peticion',
      subtipo: 'general',
      asunto: 'Matriz',
      descripcion: 'Matriz',
      apartamentoId: x.unitA.id,
      solicitanteId,
      estado,
      fechaRadicacion: new Date(),
      fechaInicio: new Date('2026-01-05T00:00:00Z'),
      terminoDias: 15,
      fechaVencimiento: new Date(`${new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`),
    },
  });
}

const cases: MatrixCase[] = [
  {
    name: 'pqrs.create',
    expected: allow('residenteA'),
    build: () => {
      const asunto = `Radicación ${nextId()}`;
      const body = { tipo: 'queja', asunto, descripcion: 'Detalle' };
      return {
        rest: { method: 'POST', path: `/api/ph/${x.phA.id}/pqrs`, body },
        trpc: { kind: 'mutation', procedure: 'pqrs.create', input: { id: x.phA.id, ...body } },
        verify: async (res) => expect(await t.db.pqrs.count({ where: { asunto } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'pqrs.list',
    expected: READ_OWN,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/pqrs` },
      trpc: { kind: 'query', procedure: 'pqrs.list', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'pqrs.get',
    expected: READ_OWN,
    build: async () => {
      const p = await freshPqrs();
      return {
        rest: { method: 'GET', path: `/api/pqrs/${p.id}` },
        trpc: { kind: 'query', procedure: 'pqrs.get', input: { id: p.id } },
      };
    },
  },
  {
    name: 'pqrs.comentar',
    expected: allow('adminA', 'superAdmin', 'residenteA'),
    build: async () => {
      const p = await freshPqrs();
      return {
        rest: { method: 'POST', path: `/api/pqrs/${p.id}/comentarios`, body: { texto: 'Hola' } },
        trpc: { kind: 'mutation', procedure: 'pqrs.comentar', input: { id: p.id, texto: 'Hola' } },
        verify: async (res) =>
          expect(await t.db.pqrsComentario.count({ where: { pqrsId: p.id } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'pqrs.estado',
    expected: MANAGE,
    build: async () => {
      const p = await freshPqrs();
      return {
        rest: { method: 'PUT', path: `/api/pqrs/${p.id}/estado`, body: { estado: 'en_tramite' } },
        trpc: { kind: 'mutation', procedure: 'pqrs.estado', input: { id: p.id, estado: 'en_tramite' } },
        verify: async (res) => {
          expect((await t.db.pqrs.findUniqueOrThrow({ where: { id: p.id } })).estado).toBe(
            res.status === 200 ? 'en_tramite' : 'radicada',
          );
          expect(await t.db.pqrsEvento.count({ where: { pqrsId: p.id } })).toBe(res.status === 200 ? 1 : 0);
        },
      };
    },
  },
  {
    name: 'pqrs.asignar',
    expected: MANAGE,
    build: async () => {
      const p = await freshPqrs();
      const body = { userId: x.users.adminA.user.id };
      return {
        rest: { method: 'PUT', path: `/api/pqrs/${p.id}/asignar`, body },
        trpc: { kind: 'mutation', procedure: 'pqrs.asignar', input: { id: p.id, ...body } },
        verify: async (res) =>
          expect((await t.db.pqrs.findUniqueOrThrow({ where: { id: p.id } })).asignadoId).toBe(
            res.status === 200 ? body.userId : null,
          ),
      };
    },
  },
  {
    name: 'pqrs.responder',
    expected: MANAGE,
    build: async () => {
      const p = await freshPqrs('en_tramite');
      return {
        rest: { method: 'POST', path: `/api/pqrs/${p.id}/respuesta`, body: { texto: 'Respuesta' } },
        trpc: { kind: 'mutation', procedure: 'pqrs.responder', input: { id: p.id, texto: 'Respuesta' } },
        verify: async (res) =>
          expect((await t.db.pqrs.findUniqueOrThrow({ where: { id: p.id } })).respuesta).toBe(
            res.status === 200 ? 'Respuesta' : null,
          ),
      };
    },
  },
  {
    name: 'pqrs.prorroga',
    expected: MANAGE,
    build: async () => {
      const p = await freshPqrs('en_tramite');
      const body = { dias: 5, motivo: 'Cotizaciones' };
      return {
        rest: { method: 'PUT', path: `/api/pqrs/${p.id}/prorroga`, body },
        trpc: { kind: 'mutation', procedure: 'pqrs.prorroga', input: { id: p.id, ...body } },
        verify: async (res) =>
          expect((await t.db.pqrs.findUniqueOrThrow({ where: { id: p.id } })).prorrogaDias).toBe(res.status === 200 ? 5 : null),
      };
    },
  },
  {
    name: 'pqrs.indicadores',
    expected: STAFF_READ,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/pqrs/indicadores` },
      trpc: { kind: 'query', procedure: 'pqrs.indicadores', input: { id: x.phA.id } },
    }),
  },
];

describe('PQRS authorisation matrix (both facades)', () => {
  it('covers every procedure of the pqrs router', () => {
    const procedures = Object.keys(pqrsRouter._def.procedures).map((p) => `pqrs.${p}`);
    expect(cases.map((c) => c.name).sort()).toEqual(procedures.sort());
  });

  it.each(cases)('$name', async (testCase) => {
    expect(await runMatrixCase(t, x, testCase)).toEqual([]);
  });

  it("lists only the filer's own PQRS to a resident, and every PQRS to the staff", async () => {
    const own = await freshPqrs();
    const other = await freshPqrs('radicada', x.users.adminA.user.id);
    const mine = await t.rest('GET', `/api/ph/${x.phA.id}/pqrs?pageSize=100`, { token: x.tokens.residenteA });
    const ids = mine.body.pqrs.map((p: { id: string }) => p.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(other.id);
    const staff = await t.trpc('query', 'pqrs.list', { id: x.phA.id, pageSize: 100 }, x.tokens.consejoA);
    expect(staff.body.result.data.pqrs.map((p: { id: string }) => p.id)).toContain(other.id);
  });

  it('documents every PQRS path in the OpenAPI document', async () => {
    const doc = await t.rest('GET', '/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/ph/{id}/pqrs',
        '/ph/{id}/pqrs/indicadores',
        '/pqrs/{id}',
        '/pqrs/{id}/comentarios',
        '/pqrs/{id}/estado',
        '/pqrs/{id}/asignar',
        '/pqrs/{id}/respuesta',
        '/pqrs/{id}/prorroga',
      ]),
    );
  });
});
