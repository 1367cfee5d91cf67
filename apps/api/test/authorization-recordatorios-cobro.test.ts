// Authorisation matrix of the collection reminders (issue 32): every procedure × every caller × both
// facades. Complex A's administración sets them (audited), its consejo reads them; owners, residents,
// support, sales and complex B's admin get 403 and a refused write changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './support/index.ts';
import { allow, MANAGE, proceduresUnder, runMatrixCase, type MatrixCase } from './support/matrix.ts';
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

const READ = allow('adminA', 'consejoA', 'superAdmin');

const cases: MatrixCase[] = [
  {
    name: 'recordatoriosCobro.get',
    expected: READ,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/recordatorios-cobro` },
      trpc: { kind: 'query', procedure: 'recordatoriosCobro.get', input: { id: x.phA.id } },
      verify: async (res) => {
        if (res.status !== 200) return;
        const r = res.body.recordatorios ?? res.body.result.data.recordatorios;
        expect(r).toMatchObject({ activo: true, dias: [1], canales: ['correo'] });
      },
    }),
  },
  {
    name: 'recordatoriosCobro.update',
    expected: MANAGE,
    build: () => {
      const dia = 2 + (nextId() % 100);
      const body = { activo: true, dias: [1, dia], canales: ['correo'] };
      return {
        rest: { method: 'PUT', path: `/api/ph/${x.phA.id}/recordatorios-cobro`, body },
        trpc: { kind: 'mutation', procedure: 'recordatoriosCobro.update', input: { id: x.phA.id, ...body } },
        verify: async (res) => {
          const saved = await t.db.recordatoriosCobro.count({ where: { phId: x.phA.id, dias: { has: dia } } });
          expect(saved).toBe(res.status === 200 ? 1 : 0);
          if (res.status === 200) {
            expect(
              await t.db.auditLog.count({ where: { phId: x.phA.id, action: 'recordatorios_cobro.update' } }),
            ).toBeGreaterThan(0);
          }
          await t.db.recordatoriosCobro.deleteMany({ where: { phId: x.phA.id } });
        },
      };
    },
  },
];

describe('authorisation matrix of the collection reminders (both facades)', () => {
  it('covers every procedure of the recordatoriosCobro router', () => {
    expect(cases.map((c) => c.name).sort()).toEqual(proceduresUnder('recordatoriosCobro.'));
  });

  it.each(cases)('$name', async (testCase) => {
    expect(await runMatrixCase(t, x, testCase)).toEqual([]);
  });

  it("complex B's admin cannot read or set complex A's reminders, nor A's admin B's", async () => {
    expect((await t.rest('GET', `/api/ph/${x.phA.id}/recordatorios-cobro`, { token: x.tokens.adminB })).status).toBe(403);
    expect(
      (
        await t.rest('PUT', `/api/ph/${x.phB.id}/recordatorios-cobro`, {
          token: x.tokens.adminA,
          body: { activo: false, dias: [1], canales: ['correo'] },
        })
      ).status,
    ).toBe(403);
    expect(await t.db.recordatoriosCobro.count({ where: { phId: x.phB.id } })).toBe(0);
  });
});
