// Issue 26, point 2: annulling a facturación does not leave its interest behind. The mora of its charges
// had been liquidated into interest charges elsewhere — in the next run (emitted, and a draft), and at a
// payment — pointing back to them; they are annulled with it, in the same transaction and audited, the
// money paid on them is saldo a favor again, and a draft that carried one stops billing it.
//
// Figures by hand: budget 12 000 000 + 1 % = 12 120 000 a year, 1 010 000 a month, two units at 50 %
// → 505 000 each; asamblea rate 26,8242 % EA = 2 % a month, so a day of mora on 505 000 is 336,67.
//   January: billed 5 Jan, due 10 Jan. Nobody pays.
//   February: billed 9 Feb, due 10 Feb: January's 30 days (10 Jan → 9 Feb) liquidated, 10 100 per unit.
//   19 Feb: 101 pays 1 026 497 = January's interest to date 10 100 + 3 367 (10 days, 9 → 19 Feb)
//     + February's 3 030 (9 days, 10 → 19 Feb) + 505 000 + 505 000. Nothing left owed.
//   20 Feb: March computed as a draft: 102's January 3 703 (11 days, 9 → 20 Feb) and February 3 367
//     (10 days, 10 → 20 Feb): 1 010 000 + 7 070 = 1 017 070 in 4 lines.
//   20 Feb: January annulled. Its interest — 10 100 × 2 (February run), 3 367 (101's payment), 3 703
//     (March draft) — is annulled: 101 gets 505 000 + 10 100 + 3 367 = 518 467 a favor; the March draft
//     bills 1 013 367 in 3 lines; 102 owes February's 505 000 and no interest of January.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './support/index.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let admin: string;

const reloj = async (ahora: string) =>
  expect((await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora } })).status).toBe(200);
const estado = async (apartamentoId: string) =>
  (await t.rest('GET', `/api/apartamentos/${apartamentoId}/estado-cuenta`, { token: admin })).body as {
    saldoCapital: number;
    saldoIntereses: number;
    saldoAFavor: number;
    totalAPagar: number;
    movimientos: { tipo: string; concepto: string; cargo: number; abono: number }[];
  };

async function facturar(periodo: string, fechaVencimiento: string) {
  const run = await t.rest('POST', `/api/ph/${x.phA.id}/facturacion`, { token: admin, body: { periodo, fechaVencimiento } });
  expect(run.status, JSON.stringify(run.body)).toBe(200);
  return run.body.facturacion as { id: string; total: number; cargos: number };
}
async function emitir(id: string) {
  const res = await t.rest('PUT', `/api/facturaciones/${id}/emitir`, { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
/** The interest charges whose mora came from January's charges, as [unit, valor, estado]. */
async function interesesDeEnero(enero: string) {
  const origenes = await t.db.cargo.findMany({ where: { facturacionId: enero }, select: { id: true } });
  const rows = await t.db.cargo.findMany({
    where: { origenCargoId: { in: origenes.map((o) => o.id) } },
    select: { fecha: true, apartamentoId: true, valor: true, estado: true },
  });
  return rows
    .map((r) => ({ fecha: r.fecha.toISOString(), unidad: r.apartamentoId === x.unitA.id ? '101' : '102', r }))
    .sort((p, q) => p.fecha.localeCompare(q.fecha) || p.unidad.localeCompare(q.unidad))
    .map(({ unidad, r }) => [unidad, r.valor, r.estado]);
}

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  admin = x.tokens.adminA!;
  await t.db.apartamento.updateMany({ where: { phId: x.phA.id }, data: { coeficiente: 50 } });
  await reloj('2026-01-05T09:00:00-05:00');
  const p = await t.rest('POST', `/api/ph/${x.phA.id}/presupuestos`, {
    token: admin,
    body: { anio: 2026, porcentajeImprevistos: 1, rubros: [{ nombre: 'Aseo', valorAnual: 12_000_000 }] },
  });
  const aprobado = await t.rest('PUT', `/api/presupuestos/${p.body.presupuesto.id}/aprobar`, {
    token: admin,
    body: { actaReferencia: 'Acta 1' },
  });
  expect(aprobado.status).toBe(200);
  const tasa = await t.rest('PUT', `/api/ph/${x.phA.id}/tasas-mora/2026-01`, {
    token: admin,
    body: { interesBancarioCorrienteEA: 20, tasaAsambleaEA: 26.8242 },
  });
  expect(tasa.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('annulling a run annuls the interest its charges caused', () => {
  let enero: string;
  let marzo: { id: string; total: number; cargos: number };

  it('sets up: January unpaid, February liquidates its interest, 101 pays everything, March is a draft', async () => {
    enero = (await facturar('2026-01', '2026-01-10')).id;
    await emitir(enero);
    await reloj('2026-02-09T09:00:00-05:00');
    const febrero = await facturar('2026-02', '2026-02-10');
    expect(febrero.total).toBe(1_010_000 + 2 * 10_100);
    await emitir(febrero.id);
    await reloj('2026-02-19T09:00:00-05:00');
    const pago = await t.rest('POST', `/api/ph/${x.phA.id}/pagos`, {
      token: admin,
      body: { apartamentoId: x.unitA.id, valor: 1_026_497, fecha: '2026-02-19', medio: 'transferencia' },
    });
    expect(pago.status, JSON.stringify(pago.body)).toBe(200);
    expect(await estado(x.unitA.id)).toMatchObject({ saldoCapital: 0, saldoIntereses: 0, saldoAFavor: 0, totalAPagar: 0 });
    await reloj('2026-02-20T09:00:00-05:00');
    marzo = await facturar('2026-03', '2026-03-10');
    expect(marzo).toMatchObject({ total: 1_017_070, cargos: 4 });
    expect(await interesesDeEnero(enero)).toEqual([
      ['101', 10_100, 'vigente'],
      ['102', 10_100, 'vigente'],
      ['101', 3_367, 'vigente'],
      ['102', 3_703, 'borrador'],
    ]);
    // Before the annulment 102 owes January, February and January's liquidated interest.
    expect(await estado(x.unitA2.id)).toMatchObject({ saldoCapital: 1_010_000, saldoIntereses: 10_100 });
  });

  it('annuls January with its interest; 101 gets all it paid for January back as saldo a favor', async () => {
    const res = await t.rest('PUT', `/api/facturaciones/${enero}/anular`, {
      token: admin,
      body: { motivo: 'Cuota de enero mal calculada' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await interesesDeEnero(enero)).toEqual([
      ['101', 10_100, 'anulado'],
      ['102', 10_100, 'anulado'],
      ['101', 3_367, 'anulado'],
      ['102', 3_703, 'anulado'],
    ]);
    // 505 000 of January's capital + 10 100 + 3 367 of its interest = 518 467; February stays paid.
    expect(await estado(x.unitA.id)).toMatchObject({ saldoCapital: 0, saldoIntereses: 0, saldoAFavor: 518_467, totalAPagar: 0 });
    expect(await t.db.aplicacionPago.count({ where: { anuladaEn: null, cargo: { estado: 'anulado' } } })).toBe(0);
    // 102: February's capital; its February interest is in the March draft (not yet billed), January's is gone.
    const b = await estado(x.unitA2.id);
    expect(b).toMatchObject({ saldoCapital: 505_000, saldoIntereses: 0, totalAPagar: 505_000 });
    expect(b.movimientos).toContainEqual(expect.objectContaining({ tipo: 'anulacion', abono: 10_100 }));
  });

  it('audits the annulled interest with the motivo', async () => {
    const entry = await t.db.auditLog.findFirstOrThrow({ where: { action: 'facturacion.anular', entityId: enero } });
    const details = entry.details as { motivo: string; interesesAnulados: { valor: number }[] };
    expect(details.motivo).toBe('Cuota de enero mal calculada');
    expect(details.interesesAnulados.map((i) => i.valor).sort((p, q) => p - q)).toEqual([3_367, 3_703, 10_100, 10_100]);
  });

  it('the March draft no longer bills January’s interest, and emitting it leaves that line annulled', async () => {
    const draft = await t.rest('GET', `/api/facturaciones/${marzo.id}`, { token: admin });
    expect(draft.body.facturacion).toMatchObject({ total: 1_013_367, cargos: 3 });
    await emitir(marzo.id);
    const lineas = await t.db.cargo.groupBy({ by: ['estado'], where: { facturacionId: marzo.id }, _sum: { valor: true } });
    expect(Object.fromEntries(lineas.map((l) => [l.estado, l._sum.valor]))).toEqual({ vigente: 1_013_367, anulado: 3_703 });
    // 101's saldo a favor pays its March cuota: 518 467 − 505 000 = 13 467 left.
    expect(await estado(x.unitA.id)).toMatchObject({ saldoCapital: 0, saldoIntereses: 0, saldoAFavor: 13_467 });
    // 102 today (March's cuota is dated 1 Mar): February's capital and its 3 367 of interest; nothing of January.
    expect(await estado(x.unitA2.id)).toMatchObject({ saldoCapital: 505_000, saldoIntereses: 3_367, totalAPagar: 508_367 });
  });
});
