// The portería authorisation matrix (issue 17): every procedure of the porteria router × every kind
// of caller (the shared ones plus the complex's porteria role) × both facades. The gate registers
// accesos, paquetes and the minuta but never reads Tesorería; owners and residents authorise visitors
// for their unit and see only their units' visitors and packages; consejo reads; other complexes and
// sales get 403. Refused writes leave no trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashCodigo, nuevoCodigo } from '../src/modules/porteria/codigo.ts';
import { porteriaRouter } from '../src/modules/porteria/router.ts';
import { startTestApp, type JsonResponse, type TestApp } from './support/index.ts';
import { trpcCall, type MatrixCall } from './support/matrix.ts';
import { createTestUser } from './support/sessions.ts';
import { ACTORS, createTenants, nextId, type Tenants } from './support/tenants.ts';

const CALLERS = [...ACTORS, 'porteriaA'] as const;
type Caller = (typeof CALLERS)[number];

let t: TestApp;
let x: Tenants;
const tokens = {} as Record<Caller, string | undefined>;
let porteriaId: string;

function allow(...allowed: Caller[]): Record<Caller, number> {
  return Object.fromEntries(CALLERS.map((a) => [a, a === 'anonymous' ? 401 : allowed.includes(a) ? 200 : 403])) as Record<
    Caller,
    number
  >;
}
const GATE = allow('adminA', 'superAdmin', 'porteriaA');
const READERS = allow('adminA', 'consejoA', 'superAdmin', 'soporte', 'porteriaA');
const READERS_AND_OWN = allow('adminA', 'consejoA', 'superAdmin', 'soporte', 'porteriaA', 'residenteA');

interface Case {
  name: string;
  expected: Record<Caller, number>;
  build: () => Promise<MatrixCall> | MatrixCall;
}

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
  const porteria = await createTestUser(t.db, { nombre: 'Portería A', roles: [{ phId: x.phA.id, rol: 'porteria' }] });
  porteriaId = porteria.user.id;
  Object.assign(tokens, x.tokens, { porteriaA: porteria.token });
  // Records of the neighbouring unit, which residenteA must never see.
  await t.db.acceso.create({
    data: {
      phId: x.phA.id,
      apartamentoId: x.unitA2.id,
      nombreVisitante: 'Visita del vecino',
      autorizadoPor: 'Vecino',
      entradaEn: new Date(),
      registradoPorId: porteriaId,
    },
  });
  await t.db.paquete.create({
    data: {
      phId: x.phA.id,
      apartamentoId: x.unitA2.id,
      descripcion: 'Paquete del vecino',
      recibidoEn: new Date(),
      registradoPorId: porteriaId,
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const HOY = () => ({
  desde: new Date(Date.now() - 3_600_000).toISOString(),
  hasta: new Date(Date.now() + 86_400_000).toISOString(),
});

async function freshAutorizacion(codigo = nuevoCodigo()) {
  return t.db.autorizacion.create({
    data: {
      phId: x.phA.id,
      apartamentoId: x.unitA.id,
      nombreVisitante: `Visita ${nextId()}`,
      ...HOY(),
      usos: 1,
      usosRestantes: 1,
      codigoHash: hashCodigo(t.config.codeSecret, codigo),
      creadoPorId: x.users.residenteA.user.id,
      createdAt: new Date(),
    },
  });
}
const freshAcceso = () =>
  t.db.acceso.create({
    data: {
      phId: x.phA.id,
      apartamentoId: x.unitA.id,
      nombreVisitante: 'Visita',
      autorizadoPor: 'Residente A',
      entradaEn: new Date(),
      registradoPorId: porteriaId,
    },
  });
const freshPaquete = () =>
  t.db.paquete.create({
    data: { phId: x.phA.id, apartamentoId: x.unitA.id, descripcion: 'Caja', recibidoEn: new Date(), registradoPorId: porteriaId },
  });

/** A list call; for residenteA, every row must be of their own unit. */
function listCase(name: string, field: 'autorizaciones' | 'accesos' | 'paquetes'): Case {
  return {
    name,
    expected: READERS_AND_OWN,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/${field}` },
      trpc: { kind: 'query', procedure: name, input: { id: x.phA.id } },
      verify: async (res: JsonResponse, actor) => {
        if (actor !== 'residenteA') return;
        const data = res.body.result?.data ?? res.body;
        expect(data[field].length).toBeGreaterThan(0);
        expect(data[field].every((r: { apartamentoId: string }) => r.apartamentoId === x.unitA.id)).toBe(true);
      },
    }),
  };
}

const cases: Case[] = [
  {
    name: 'porteria.autorizaciones.create',
    expected: allow('adminA', 'superAdmin', 'residenteA'),
    build: () => {
      const nombreVisitante = `Autorizado ${nextId()}`;
      const body = { apartamentoId: x.unitA.id, nombreVisitante, ...HOY(), usos: 1 };
      return {
        rest: { method: 'POST', path: `/api/ph/${x.phA.id}/autorizaciones`, body },
        trpc: { kind: 'mutation', procedure: 'porteria.autorizaciones.create', input: { id: x.phA.id, ...body } },
        verify: async (res) =>
          expect(await t.db.autorizacion.count({ where: { nombreVisitante } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  listCase('porteria.autorizaciones.list', 'autorizaciones'),
  {
    name: 'porteria.autorizaciones.revocar',
    expected: allow('adminA', 'superAdmin', 'residenteA'),
    build: async () => {
      const a = await freshAutorizacion();
      return {
        rest: { method: 'PUT', path: `/api/autorizaciones/${a.id}/revocar` },
        trpc: { kind: 'mutation', procedure: 'porteria.autorizaciones.revocar', input: { id: a.id } },
        verify: async (res) =>
          expect((await t.db.autorizacion.findUniqueOrThrow({ where: { id: a.id } })).estado).toBe(
            res.status === 200 ? 'revocada' : 'activa',
          ),
      };
    },
  },
  {
    name: 'porteria.accesos.create',
    expected: GATE,
    build: async () => {
      const codigo = nuevoCodigo();
      const a = await freshAutorizacion(codigo);
      return {
        rest: { method: 'POST', path: `/api/ph/${x.phA.id}/accesos`, body: { codigo } },
        trpc: { kind: 'mutation', procedure: 'porteria.accesos.create', input: { id: x.phA.id, codigo } },
        verify: async (res) => {
          expect(await t.db.acceso.count({ where: { autorizacionId: a.id } })).toBe(res.status === 200 ? 1 : 0);
          expect((await t.db.autorizacion.findUniqueOrThrow({ where: { id: a.id } })).usosRestantes).toBe(
            res.status === 200 ? 0 : 1,
          );
        },
      };
    },
  },
  {
    name: 'porteria.accesos.registrarSalida',
    expected: GATE,
    build: async () => {
      const a = await freshAcceso();
      return {
        rest: { method: 'PUT', path: `/api/accesos/${a.id}/salida` },
        trpc: { kind: 'mutation', procedure: 'porteria.accesos.registrarSalida', input: { id: a.id } },
        verify: async (res) =>
          expect((await t.db.acceso.findUniqueOrThrow({ where: { id: a.id } })).salidaEn === null).toBe(res.status !== 200),
      };
    },
  },
  listCase('porteria.accesos.list', 'accesos'),
  {
    name: 'porteria.paquetes.recibir',
    expected: GATE,
    build: () => {
      const descripcion = `Paquete ${nextId()}`;
      const body = { apartamentoId: x.unitA.id, descripcion };
      return {
        rest: { method: 'POST', path: `/api/ph/${x.phA.id}/paquetes`, body },
        trpc: { kind: 'mutation', procedure: 'porteria.paquetes.recibir', input: { id: x.phA.id, ...body } },
        verify: async (res) => expect(await t.db.paquete.count({ where: { descripcion } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  listCase('porteria.paquetes.list', 'paquetes'),
  {
    name: 'porteria.paquetes.entregar',
    expected: GATE,
    build: async () => {
      const p = await freshPaquete();
      return {
        rest: { method: 'PUT', path: `/api/paquetes/${p.id}/entregar`, body: { recibidoPor: 'Ana' } },
        trpc: { kind: 'mutation', procedure: 'porteria.paquetes.entregar', input: { id: p.id, recibidoPor: 'Ana' } },
        verify: async (res) =>
          expect((await t.db.paquete.findUniqueOrThrow({ where: { id: p.id } })).estado).toBe(
            res.status === 200 ? 'entregado' : 'recibido',
          ),
      };
    },
  },
  {
    name: 'porteria.minuta.create',
    expected: GATE,
    build: () => {
      const texto = `Novedad ${nextId()}`;
      return {
        rest: { method: 'POST', path: `/api/ph/${x.phA.id}/minuta`, body: { tipo: 'novedad', texto } },
        trpc: { kind: 'mutation', procedure: 'porteria.minuta.create', input: { id: x.phA.id, tipo: 'novedad', texto } },
        verify: async (res) => expect(await t.db.minutaEntrada.count({ where: { texto } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'porteria.minuta.list',
    expected: READERS,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/minuta` },
      trpc: { kind: 'query', procedure: 'porteria.minuta.list', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'porteria.unidades.list',
    expected: READERS,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/porteria/unidades` },
      trpc: { kind: 'query', procedure: 'porteria.unidades.list', input: { id: x.phA.id } },
      verify: async (res) => {
        if (res.status !== 200) return;
        const data = res.body.result?.data ?? res.body;
        expect(data.unidades.map((u: { id: string }) => u.id).sort()).toEqual([x.unitA.id, x.unitA2.id].sort());
      },
    }),
  },
  {
    name: 'porteria.ajustes.get',
    expected: READERS,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/porteria/ajustes` },
      trpc: { kind: 'query', procedure: 'porteria.ajustes.get', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'porteria.ajustes.update',
    expected: allow('adminA', 'superAdmin'),
    build: () => {
      const retencionDias = 100 + (nextId() % 100);
      return {
        rest: { method: 'PUT', path: `/api/ph/${x.phA.id}/porteria/ajustes`, body: { retencionDias } },
        trpc: { kind: 'mutation', procedure: 'porteria.ajustes.update', input: { id: x.phA.id, retencionDias } },
        verify: async (res) =>
          expect((await t.db.porteriaAjustes.findUnique({ where: { phId: x.phA.id } }))?.retencionDias === retencionDias).toBe(
            res.status === 200,
          ),
      };
    },
  },
];

async function run(testCase: Case): Promise<string[]> {
  const mismatches: string[] = [];
  for (const actor of CALLERS) {
    for (const facade of ['rest', 'trpc'] as const) {
      const call = await testCase.build();
      const token = tokens[actor];
      const res =
        facade === 'rest'
          ? await t.rest(call.rest.method, call.rest.path, { body: call.rest.body, token })
          : await trpcCall(t, call.trpc.kind, call.trpc.procedure, call.trpc.input, token);
      if (res.status !== testCase.expected[actor]) {
        mismatches.push(
          `${actor} via ${facade}: ${res.status} (expected ${testCase.expected[actor]}) ${JSON.stringify(res.body).slice(0, 160)}`,
        );
        continue;
      }
      if (res.status === 403) expect(facade === 'rest' ? res.body.message : res.body.error.message).toMatch(/permiso|no es tuya/);
      // MatrixCall's verify is typed for the shared callers; porteriaA is this matrix's own.
      await call.verify?.(res, actor as never);
    }
  }
  return mismatches;
}

describe('portería authorisation matrix (both facades)', () => {
  it('covers every procedure of the porteria router', () => {
    const procedures = Object.keys(porteriaRouter._def.procedures).map((p) => `porteria.${p}`);
    expect(cases.map((c) => c.name).sort()).toEqual(procedures.sort());
  });

  it.each(cases)('$name', async (testCase) => {
    expect(await run(testCase)).toEqual([]);
  });

  it('the gate registers accesses but never reads estados de cuenta or Tesorería (403)', async () => {
    const cuenta = await t.rest('GET', `/api/apartamentos/${x.unitA.id}/estado-cuenta`, { token: tokens.porteriaA });
    expect([cuenta.status, cuenta.body.message]).toEqual([403, 'No tienes permiso para realizar esta acción']);
    expect((await t.trpc('query', 'tesoreria.estadoCuenta.get', { id: x.unitA.id }, tokens.porteriaA)).status).toBe(403);
    expect((await t.rest('GET', `/api/ph/${x.phA.id}/presupuestos`, { token: tokens.porteriaA })).status).toBe(403);
    expect((await t.rest('GET', `/api/ph/${x.phA.id}/facturaciones`, { token: tokens.porteriaA })).status).toBe(403);
  });

  it('a resident never sees the neighbouring unit’s visitors or packages, even asking for that unit', async () => {
    const accesos = await t.rest('GET', `/api/ph/${x.phA.id}/accesos?q=vecino`, { token: tokens.residenteA });
    expect(accesos.body.total).toBe(0);
    const paquetes = await t.rest('GET', `/api/ph/${x.phA.id}/paquetes?apartamentoId=${x.unitA2.id}`, {
      token: tokens.residenteA,
    });
    expect(paquetes.body.total).toBe(0);
    const gate = await t.rest('GET', `/api/ph/${x.phA.id}/paquetes?apartamentoId=${x.unitA2.id}`, { token: tokens.porteriaA });
    expect(gate.body.total).toBe(1);
  });

  it('documents every portería path in the OpenAPI document', async () => {
    const doc = await t.rest('GET', '/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/ph/{id}/autorizaciones',
        '/autorizaciones/{id}/revocar',
        '/ph/{id}/accesos',
        '/accesos/{id}/salida',
        '/ph/{id}/paquetes',
        '/paquetes/{id}/entregar',
        '/ph/{id}/minuta',
        '/ph/{id}/porteria/ajustes',
        '/ph/{id}/porteria/unidades',
      ]),
    );
  });
});
