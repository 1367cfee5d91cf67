// The proveedores and egresos authorisation matrix (issue 29): every procedure of both routers × every
// kind of caller, on both facades. The treasury's rule: the complex's administration (and a
// SUPER_ADMIN) manages, the consejo reads — it approves but does not pay; residents, gate, another
// complex's people and the platform's other roles get nothing. A person with the `proveedor` role sees
// only their own proveedor (`mio`). Refused writes change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { nitCheckDigit } from '@horizonte/contracts';

import { PDF } from './support/files.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { allow, MANAGE, proceduresUnder, runMatrixCase, trpcCall, type MatrixCase } from './support/matrix.ts';
import { createTestUser, type TestUser } from './support/sessions.ts';
import { createTenants, nextId, type Tenants } from './support/tenants.ts';
import { presupuestoAprobado } from './support/tesoreria.ts';

let t: TestApp;
let x: Tenants;
let proveedorUser: TestUser;
let porteria: TestUser;
let proveedorId: string;
let egresoId: string;

const READ = allow('adminA', 'consejoA', 'superAdmin');
const NADIE = allow();

function nuevoNit() {
  const nit = String(900_000_000 + nextId() * 7);
  return { nit, dv: nitCheckDigit(nit) };
}
const egresoBody = () => ({
  proveedorId,
  rubro: 'Aseo',
  concepto: 'servicios',
  descripcion: `Pago ${nextId()}`,
  valorBruto: 200_000,
  fecha: '2026-10-01',
  medio: 'transferencia',
});

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  expect(
    (await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora: '2026-11-02T09:00:00-05:00' } })).status,
  ).toBe(200);
  await presupuestoAprobado(t, x.phA.id, x.tokens.adminA!);
  proveedorUser = await createTestUser(t.db, { roles: [{ phId: x.phA.id, rol: 'proveedor' }] });
  porteria = await createTestUser(t.db, { roles: [{ phId: x.phA.id, rol: 'porteria' }] });
  const p = await t.rest('POST', `/api/ph/${x.phA.id}/proveedores`, {
    token: x.tokens.adminA,
    body: { razonSocial: 'Ascensores Andinos S.A.S.', nit: '900481516', dv: 6, userId: proveedorUser.user.id },
  });
  expect(p.status, JSON.stringify(p.body)).toBe(200);
  proveedorId = p.body.proveedor.id;
  const e = await t.rest('POST', `/api/ph/${x.phA.id}/egresos`, { token: x.tokens.adminA, body: egresoBody() });
  expect(e.status, JSON.stringify(e.body)).toBe(200);
  egresoId = e.body.egreso.id;
});
afterAll(async () => {
  await t?.close();
});

const cases: MatrixCase[] = [
  {
    name: 'proveedores.create',
    expected: MANAGE,
    build: async () => {
      const before = await t.db.proveedor.count({ where: { phId: x.phA.id } });
      const body = { razonSocial: `Proveedor ${nextId()}`, ...nuevoNit() };
      return {
        rest: { method: 'POST', path: `/api/ph/${x.phA.id}/proveedores`, body },
        trpc: { kind: 'mutation', procedure: 'proveedores.create', input: { id: x.phA.id, ...body } },
        verify: async (res) =>
          expect(await t.db.proveedor.count({ where: { phId: x.phA.id } })).toBe(before + (res.status === 200 ? 1 : 0)),
      };
    },
  },
  {
    name: 'proveedores.list',
    expected: READ,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/proveedores` },
      trpc: { kind: 'query', procedure: 'proveedores.list', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'proveedores.mio',
    expected: NADIE,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/proveedores/mio` },
      trpc: { kind: 'query', procedure: 'proveedores.mio', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'proveedores.get',
    expected: READ,
    build: () => ({
      rest: { method: 'GET', path: `/api/proveedores/${proveedorId}` },
      trpc: { kind: 'query', procedure: 'proveedores.get', input: { id: proveedorId } },
    }),
  },
  {
    name: 'proveedores.update',
    expected: MANAGE,
    build: () => {
      const contactoNombre = `Contacto ${nextId()}`;
      const body = {
        razonSocial: 'Ascensores Andinos S.A.S.',
        nit: '900481516',
        dv: 6,
        contactoNombre,
        userId: proveedorUser.user.id,
      };
      return {
        rest: { method: 'PUT', path: `/api/proveedores/${proveedorId}`, body },
        trpc: { kind: 'mutation', procedure: 'proveedores.update', input: { id: proveedorId, ...body } },
        verify: async (res) =>
          expect((await t.db.proveedor.findUniqueOrThrow({ where: { id: proveedorId } })).contactoNombre === contactoNombre).toBe(
            res.status === 200,
          ),
      };
    },
  },
  {
    name: 'proveedores.contratos.create',
    expected: MANAGE,
    build: async () => {
      const before = await t.db.contratoProveedor.count({ where: { proveedorId } });
      const body = { objeto: `Contrato ${nextId()}`, valor: 1_000_000, desde: '2026-01-01' };
      return {
        rest: { method: 'POST', path: `/api/proveedores/${proveedorId}/contratos`, body },
        trpc: { kind: 'mutation', procedure: 'proveedores.contratos.create', input: { id: proveedorId, ...body } },
        verify: async (res) =>
          expect(await t.db.contratoProveedor.count({ where: { proveedorId } })).toBe(before + (res.status === 200 ? 1 : 0)),
      };
    },
  },
  {
    name: 'egresos.create',
    expected: MANAGE,
    build: async () => {
      const before = await t.db.egreso.count({ where: { phId: x.phA.id } });
      const body = egresoBody();
      return {
        rest: { method: 'POST', path: `/api/ph/${x.phA.id}/egresos`, body },
        trpc: { kind: 'mutation', procedure: 'egresos.create', input: { id: x.phA.id, ...body } },
        verify: async (res) =>
          expect(await t.db.egreso.count({ where: { phId: x.phA.id } })).toBe(before + (res.status === 200 ? 1 : 0)),
      };
    },
  },
  {
    name: 'egresos.list',
    expected: READ,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/egresos` },
      trpc: { kind: 'query', procedure: 'egresos.list', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'egresos.anular',
    expected: MANAGE,
    build: async () => {
      const e = await t.rest('POST', `/api/ph/${x.phA.id}/egresos`, { token: x.tokens.adminA, body: egresoBody() });
      const id = e.body.egreso.id as string;
      return {
        rest: { method: 'PUT', path: `/api/egresos/${id}/anular`, body: { motivo: 'Error' } },
        trpc: { kind: 'mutation', procedure: 'egresos.anular', input: { id, motivo: 'Error' } },
        verify: async (res) =>
          expect((await t.db.egreso.findUniqueOrThrow({ where: { id } })).estado).toBe(
            res.status === 200 ? 'anulado' : 'registrado',
          ),
      };
    },
  },
  {
    name: 'egresos.pdf',
    expected: READ,
    build: () => ({
      rest: { method: 'GET', path: `/api/egresos/${egresoId}/comprobante.pdf` },
      trpc: { kind: 'query', procedure: 'egresos.pdf', input: { id: egresoId } },
    }),
  },
  {
    name: 'egresos.tarifas.get',
    expected: READ,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/retencion/tarifas?anio=2026` },
      trpc: { kind: 'query', procedure: 'egresos.tarifas.get', input: { id: x.phA.id, anio: 2026 } },
    }),
  },
  {
    name: 'egresos.tarifas.update',
    expected: MANAGE,
    build: () => {
      const fuente = `Fuente ${nextId()}`;
      const body = {
        anio: 2026,
        uvt: 52_374,
        tarifas: [{ concepto: 'servicios', baseUvt: 2, tarifaDeclaranteBp: 400, tarifaNoDeclaranteBp: 600, fuente }],
      };
      return {
        rest: { method: 'PUT', path: `/api/ph/${x.phA.id}/retencion/tarifas`, body },
        trpc: { kind: 'mutation', procedure: 'egresos.tarifas.update', input: { id: x.phA.id, ...body } },
        verify: async (res) =>
          expect(await t.db.retencionTarifa.count({ where: { phId: x.phA.id, fuente } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'egresos.retenciones.get',
    expected: READ,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/retenciones?anio=2026` },
      trpc: { kind: 'query', procedure: 'egresos.retenciones.get', input: { id: x.phA.id, anio: 2026 } },
    }),
  },
  {
    name: 'egresos.certificado.pdf',
    expected: READ,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/proveedores/${proveedorId}/certificado-retenciones.pdf?anio=2026` },
      trpc: { kind: 'query', procedure: 'egresos.certificado.pdf', input: { id: x.phA.id, proveedorId, anio: 2026 } },
    }),
  },
];

describe('proveedores and egresos authorisation matrix', () => {
  it('covers every procedure of both routers', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([...proceduresUnder('proveedores.'), ...proceduresUnder('egresos.')].sort());
  });

  for (const testCase of cases)
    it(`${testCase.name}: each caller gets what the treasury rule says, on both facades`, async () => {
      expect(await runMatrixCase(t, x, testCase)).toEqual([]);
    });

  it('the proveedor and the gate get nothing but, for the proveedor, its own proveedor', async () => {
    for (const testCase of cases) {
      for (const [user, expected] of [
        [proveedorUser, testCase.name === 'proveedores.mio' ? 200 : 403],
        [porteria, 403],
      ] as const) {
        const call = await testCase.build('noRole');
        const rest = await t.rest(call.rest.method, call.rest.path, { body: call.rest.body, token: user.token });
        const trpc = await trpcCall(t, call.trpc.kind, call.trpc.procedure, call.trpc.input, user.token);
        expect([testCase.name, rest.status, trpc.status]).toEqual([testCase.name, expected, expected]);
        await call.verify?.(rest, 'noRole');
      }
    }
  });

  it('the files: treasury readers download, the proveedor its own documents, nobody else', async () => {
    const send = async (path: string, token: string | undefined, campos: Record<string, string> = {}) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(campos)) form.append(k, v);
      form.append('archivo', new Blob([new Uint8Array(PDF)]), 'a.pdf');
      return t.app.request(path, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
    };
    const get = (path: string, token: string | undefined) =>
      t.app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const docPath = `/api/proveedores/${proveedorId}/documentos`;
    const soportePath = `/api/egresos/${egresoId}/soporte`;
    for (const token of [
      undefined,
      x.tokens.consejoA,
      x.tokens.adminB,
      x.tokens.residenteA,
      proveedorUser.token,
      porteria.token,
    ]) {
      expect((await send(docPath, token, { tipo: 'rut' })).status).toBe(token ? 403 : 401);
      expect((await send(soportePath, token)).status).toBe(token ? 403 : 401);
    }
    const doc = (await (await send(docPath, x.tokens.adminA, { tipo: 'rut' })).json()) as { documento: { id: string } };
    expect((await send(soportePath, x.tokens.adminA)).status).toBe(200);
    for (const [token, status] of [
      [undefined, 401],
      [x.tokens.adminA, 200],
      [x.tokens.consejoA, 200],
      [x.tokens.superAdmin, 200],
      [x.tokens.adminB, 403],
      [x.tokens.residenteA, 403],
      [porteria.token, 403],
    ] as const) {
      expect((await get(`/api/documentos-proveedor/${doc.documento.id}`, token)).status).toBe(status);
      expect((await get(soportePath, token)).status).toBe(status);
    }
    expect((await get(`/api/documentos-proveedor/${doc.documento.id}`, proveedorUser.token)).status).toBe(200);
    expect((await get(soportePath, proveedorUser.token)).status).toBe(403);
  });
});
