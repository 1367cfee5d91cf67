// Issue 26, point 2 («Billing that cannot hurt»): on 26 Nov the form proposed periodo 2026-11 due
// 2026-11-10, and «Emitir» charged every unit mora interest at once for days nobody could have paid.
// Now each complex has a due day and grace days (GET/PUT /api/ph/{id}/tesoreria/configuracion, both
// facades, audited), the next period is proposed with a due date ahead, and a catch-up emitted after
// its due date runs interest only from the emission plus the grace days (art. 30 of Ley 675: interest
// on what is paid late). Figures by hand: budget 12 000 000 + 1 % = 12 120 000 a year, 1 010 000 a
// month, two units at 50 % → 505 000 each; asamblea rate 26,8242 % EA = 2 % a month.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './support/index.ts';
import { createTenants, type Tenants } from './support/tenants.ts';
import { presupuestoAprobado } from './support/tesoreria.ts';

let t: TestApp;
let x: Tenants;
let admin: string;

const estado = async (hasta: string) =>
  (await t.rest('GET', `/api/apartamentos/${x.unitA.id}/estado-cuenta?hasta=${hasta}`, { token: admin })).body as {
    saldoCapital: number;
    saldoIntereses: number;
  };

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  admin = x.tokens.adminA!;
  expect(await t.db.apartamento.count({ where: { phId: x.phA.id } })).toBe(2);
  await t.db.apartamento.updateMany({ where: { phId: x.phA.id }, data: { coeficiente: 50 } });
  expect(
    (await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora: '2026-11-26T09:00:00-05:00' } })).status,
  ).toBe(200);
  await presupuestoAprobado(t, x.phA.id, admin);
  const tasa = await t.rest('PUT', `/api/ph/${x.phA.id}/tasas-mora/2026-01`, {
    token: admin,
    body: { interesBancarioCorrienteEA: 20, tasaAsambleaEA: 26.8242 },
  });
  expect(tasa.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('the billing calendar of a complex', () => {
  it('defaults to the 10th with no grace, and proposes November due on 10 December (a date ahead)', async () => {
    const res = await t.rest('GET', `/api/ph/${x.phA.id}/tesoreria/configuracion`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.configuracion).toEqual({
      diaVencimiento: 10,
      diasGracia: 0,
      siguientePeriodo: '2026-11',
      siguienteVencimiento: '2026-12-10',
    });
    const trpc = await t.trpc('query', 'tesoreria.configuracion.get', { id: x.phA.id }, admin);
    expect(trpc.body.result.data.configuracion.siguienteVencimiento).toBe('2026-12-10');
  });

  it('is set on both facades, refuses a day 31 in Spanish, and is audited', async () => {
    const mala = await t.rest('PUT', `/api/ph/${x.phA.id}/tesoreria/configuracion`, {
      token: admin,
      body: { diaVencimiento: 31, diasGracia: 5 },
    });
    expect(mala.status).toBe(422);
    expect(JSON.stringify(mala.body)).toContain('El día de vencimiento debe estar entre 1 y 28');
    const trpc = await t.trpc(
      'mutation',
      'tesoreria.configuracion.update',
      { id: x.phA.id, diaVencimiento: 15, diasGracia: 3 },
      admin,
    );
    expect(trpc.body.result.data.configuracion).toMatchObject({
      diaVencimiento: 15,
      diasGracia: 3,
      siguienteVencimiento: '2026-12-15',
    });
    const res = await t.rest('PUT', `/api/ph/${x.phA.id}/tesoreria/configuracion`, {
      token: admin,
      body: { diaVencimiento: 10, diasGracia: 5 },
    });
    expect(res.status).toBe(200);
    expect(res.body.configuracion).toMatchObject({ diaVencimiento: 10, diasGracia: 5 });
    expect(await t.db.auditLog.count({ where: { phId: x.phA.id, action: 'tesoreria.configuracion' } })).toBe(2);
    expect(
      (
        await t.rest('PUT', `/api/ph/${x.phA.id}/tesoreria/configuracion`, {
          token: x.tokens.adminB!,
          body: { diaVencimiento: 1, diasGracia: 0 },
        })
      ).status,
    ).toBe(403);
  });

  it('a catch-up emitted on 26 Nov for a 10 Nov due date charges no mora until 1 Dec (emission + 5 grace days)', async () => {
    const run = await t.rest('POST', `/api/ph/${x.phA.id}/facturacion`, {
      token: admin,
      body: { periodo: '2026-11', fechaVencimiento: '2026-11-10' },
    });
    expect(run.status).toBe(200);
    expect((await t.rest('PUT', `/api/facturaciones/${run.body.facturacion.id}/emitir`, { token: admin })).status).toBe(200);
    // Before the fix: 16 days of mora at once, 505 000 × 2 % × 16 / 30 = 5 387.
    expect(await estado('2026-11-26')).toMatchObject({ saldoCapital: 505_000, saldoIntereses: 0 });
    expect(await estado('2026-12-01')).toMatchObject({ saldoCapital: 505_000, saldoIntereses: 0 });
    // From 2 Dec to 11 Dec: 10 days, 505 000 × 2 % × 10 / 30 = 3 366,67 → 3 367.
    expect(await estado('2026-12-11')).toMatchObject({ saldoCapital: 505_000, saldoIntereses: 3_367 });
    const siguiente = await t.rest('GET', `/api/ph/${x.phA.id}/tesoreria/configuracion`, { token: admin });
    expect(siguiente.body.configuracion).toMatchObject({ siguientePeriodo: '2026-12', siguienteVencimiento: '2026-12-10' });
  });
});
