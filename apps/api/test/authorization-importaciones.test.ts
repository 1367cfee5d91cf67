// Authorisation matrix of the spreadsheet import: the upload and the template are plain HTTP routes
// (REST only: tRPC carries neither multipart nor binary answers); confirming is a procedure on both
// facades. Every caller of the matrix tries each one; a refused call must leave nothing behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type JsonResponse, type TestApp } from './support/index.ts';
import { MANAGE, proceduresUnder, runMatrixCase, type MatrixCase } from './support/matrix.ts';
import { csvOf } from './support/spreadsheets.ts';
import { ACTORS, createProperty, createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
});
afterAll(async () => {
  await t?.close();
});

/** A fresh complex administered by admin A, with a clean preview of one unit holding 100 %. */
async function pendingImport(): Promise<{ phId: string; id: string }> {
  const ph = await createProperty(t.db, 'Conjunto Matriz', x.users.adminA.user.id);
  const importacion = await t.db.importacion.create({
    data: {
      phId: ph.id,
      archivo: 'matriz.csv',
      filas: [{ fila: 2, torre: '', numero: '1', piso: null, tipo: 'apartamento', areaM2: null, coeficiente: 100, personas: [] }],
      resumen: {},
      errores: [],
    },
  });
  return { phId: ph.id, id: importacion.id };
}

const cases: MatrixCase[] = [
  {
    name: 'importaciones.confirm',
    expected: MANAGE,
    build: async () => {
      const { phId, id } = await pendingImport();
      return {
        rest: { method: 'POST', path: `/api/importaciones/${id}/confirmar` },
        trpc: { kind: 'mutation', procedure: 'importaciones.confirm', input: { id } },
        complexId: phId,
        verify: async (res) => expect(await t.db.apartamento.count({ where: { phId } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
];

async function call(method: 'GET' | 'POST', path: string, token: string | undefined, body?: FormData): Promise<JsonResponse> {
  const response = await t.app.request(path, { method, body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    headers: response.headers,
    body: type.includes('json') ? await response.json() : await response.arrayBuffer(),
  };
}

describe('authorisation matrix of the spreadsheet import', () => {
  it('covers every procedure of the importaciones router', () => {
    expect(cases.map((c) => c.name).sort()).toEqual(proceduresUnder('importaciones.'));
  });

  it.each(cases)('$name (both facades)', async (testCase) => {
    expect(await runMatrixCase(t, x, testCase)).toEqual([]);
  });

  it('POST /api/ph/{id}/importaciones (REST only): the complex’s admins and super admins', async () => {
    const mismatches: string[] = [];
    for (const actor of ACTORS) {
      const form = new FormData();
      form.append(
        'archivo',
        new Blob([
          new Uint8Array(
            csvOf([
              ['numero', 'coeficiente'],
              ['1', '100'],
            ]),
          ),
        ]),
        'matriz.csv',
      );
      const before = await t.db.importacion.count({ where: { phId: x.phA.id } });
      const res = await call('POST', `/api/ph/${x.phA.id}/importaciones`, x.tokens[actor], form);
      const expected = MANAGE[actor];
      if (res.status !== expected) mismatches.push(`${actor}: ${res.status} (expected ${expected})`);
      if (res.status === 403) expect(res.body.message).toBe('No tienes permiso para realizar esta acción');
      expect(await t.db.importacion.count({ where: { phId: x.phA.id } })).toBe(before + (res.status === 200 ? 1 : 0));
    }
    expect(mismatches).toEqual([]);
  });

  it('GET /api/ph/{id}/importaciones/plantilla.xlsx (REST only): the complex’s admins and super admins', async () => {
    const mismatches: string[] = [];
    for (const actor of ACTORS) {
      const res = await call('GET', `/api/ph/${x.phA.id}/importaciones/plantilla.xlsx`, x.tokens[actor]);
      if (res.status !== MANAGE[actor]) mismatches.push(`${actor}: ${res.status} (expected ${MANAGE[actor]})`);
    }
    expect(mismatches).toEqual([]);
  });
});
