// The inicio authorisation matrix (issue 31): every procedure × every caller kind × both facades.
// The first screen answers whoever may list their units in the complex (its parts each follow their
// own rule, see inicio.test.ts); another complex's administration, someone without a role and
// anonymous get nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './support/index.ts';
import { allow, proceduresUnder, runMatrixCase, type MatrixCase } from './support/matrix.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
});
afterAll(async () => {
  await t?.close();
});

const cases: MatrixCase[] = [
  {
    name: 'inicio.get',
    // Those of apartamentos.mios.list: the units' guard decides for the whole answer.
    expected: allow('adminA', 'consejoA', 'residenteA', 'superAdmin', 'soporte', 'comercial'),
    build: (actor) => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/mi-inicio` },
      trpc: { kind: 'query', procedure: 'inicio.get', input: { id: x.phA.id } },
      verify: async (res) => {
        if (res.status !== 200) return;
        const data = res.body.result?.data ?? res.body;
        expect(data.apartamentos.apartamentos.map((a: { id: string }) => a.id)).toEqual(
          actor === 'residenteA' ? [x.unitA.id] : [],
        );
        expect(data.cuentas.map((c: { apartamento: { id: string } }) => c.apartamento.id)).toEqual(
          actor === 'residenteA' ? [x.unitA.id] : [],
        );
      },
    }),
  },
];

describe('Inicio authorisation matrix (both facades)', () => {
  it('covers every procedure of the inicio router', () => {
    expect(cases.map((c) => c.name).sort()).toEqual(proceduresUnder('inicio.'));
  });

  it.each(cases)('$name', async (testCase) => {
    expect(await runMatrixCase(t, x, testCase)).toEqual([]);
  });

  it('documents the path in the OpenAPI document', async () => {
    const doc = await t.rest('GET', '/api/openapi.json');
    expect(doc.body.paths['/ph/{id}/mi-inicio'].get.operationId).toBe('inicio-get');
  });
});
