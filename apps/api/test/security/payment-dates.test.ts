// Finding 18 (issue 25): a payment dated 9999-12-31 or next month was accepted, and interest was
// liquidated up to that date while the complex's lock was held. A payment is something that already
// happened: dated after today in Bogotá, or before the complex's first charge, it is refused with a
// Spanish 400 on both facades, and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TESORERIA_MSG } from '@horizonte/contracts';

import { startTestApp, type JsonResponse, type TestApp } from '../support/index.ts';
import { createTenants, type Tenants } from '../support/tenants.ts';

let t: TestApp;
let x: Tenants;

const message = (res: JsonResponse) => (res.body.message as string | undefined) ?? res.body.error?.message;
const pagar = (fecha: string) =>
  t.rest('POST', `/api/ph/${x.phA.id}/pagos`, {
    token: x.tokens.adminA,
    body: { apartamentoId: x.unitA.id, valor: 100_000, fecha, medio: 'efectivo' },
  });

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  // The complex's first charge: February's cuota, overdue since 10 February (it accrues mora).
  await t.db.cargo.create({
    data: {
      phId: x.phA.id,
      apartamentoId: x.unitA.id,
      tipo: 'ordinaria',
      concepto: 'Cuota de administración 2026-02',
      periodo: '2026-02',
      fecha: new Date('2026-02-01T00:00:00Z'),
      fechaVencimiento: new Date('2026-02-10T00:00:00Z'),
      valor: 300_000,
      generaMora: true,
      estado: 'vigente',
    },
  });
  await t.db.tasaMora.create({
    data: { phId: x.phA.id, periodo: '2026-01', interesBancarioCorrienteEA: 20, tasaAplicadaEA: 30 },
  });
  // Sunday 15 March 2026, 23:30 in Bogotá (already the 16th in UTC).
  const res = await t.rest('PUT', '/api/test/reloj', {
    token: x.tokens.superAdmin,
    body: { ahora: '2026-03-15T23:30:00-05:00' },
  });
  expect(res.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('payment dates', () => {
  it('refuses a payment dated next month (400, in Spanish) and liquidates no interest up to it', async () => {
    const res = await pagar('2026-04-10');
    expect(res.status).toBe(400);
    expect(message(res)).toBe(TESORERIA_MSG.pagoFechaFutura('2026-03-15'));
    // Tomorrow in Bogotá (today in UTC) is the future too.
    const manana = await t.trpc(
      'mutation',
      'tesoreria.pagos.create',
      { id: x.phA.id, apartamentoId: x.unitA.id, valor: 100_000, fecha: '2026-03-16', medio: 'efectivo' },
      x.tokens.adminA,
    );
    expect(manana.status).toBe(400);
    expect(message(manana)).toBe(TESORERIA_MSG.pagoFechaFutura('2026-03-15'));
    expect(await t.db.pago.count()).toBe(0);
    expect(await t.db.cargo.count({ where: { tipo: 'interes' } })).toBe(0);
  });

  it('refuses 9999-12-31 with a Spanish 400/422, never a 500, and writes nothing', async () => {
    const res = await pagar('9999-12-31');
    expect([400, 422]).toContain(res.status);
    expect(message(res)).toMatch(/fecha/i);
    expect(await t.db.pago.count()).toBe(0);
    expect(await t.db.cargo.count({ where: { tipo: 'interes' } })).toBe(0);
  });

  it("refuses a payment dated before the complex's first charge", async () => {
    const res = await pagar('2026-01-31');
    expect(res.status).toBe(400);
    expect(message(res)).toBe(TESORERIA_MSG.pagoFechaAnterior('2026-02-01'));
    expect(await t.db.pago.count()).toBe(0);
  });

  it('accepts today in Bogotá and the day of the first charge', async () => {
    expect((await pagar('2026-02-01')).status).toBe(200);
    const hoy = await pagar('2026-03-15');
    expect(hoy.status).toBe(200);
    expect(hoy.body.pago).toMatchObject({ fecha: '2026-03-15', numeroRecibo: 2 });
  });
});
