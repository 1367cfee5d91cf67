// Issue 26, point 2 («Billing that cannot hurt»): once one payment was applied, «Anular» refused and a
// wrong run could not be corrected. Now a run with payments applied is annulled with a motivo: its
// applications are reversed (annulled, never deleted), the money is saldo a favor again and is applied
// by the usual order (art. 30 of Ley 675: interest liquidated and paid first, then the oldest capital).
// Figures by hand: budget 12 000 000 + 1 % = 12 120 000 a year, 1 010 000 a month, two units at 50 %
// → 505 000 each; asamblea rate 26,8242 % EA = 2 % a month, so 30 days of mora on 505 000 = 10 100.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formatoFecha, TESORERIA_MSG } from '@horizonte/contracts';

import { startTestApp, type JsonResponse, type TestApp } from './support/index.ts';
import { createResidente, createTenants, type Tenants } from './support/tenants.ts';
import { presupuestoAprobado } from './support/tesoreria.ts';

let t: TestApp;
let x: Tenants;
let admin: string;

const message = (res: JsonResponse) => (res.body.message as string | undefined) ?? res.body.error?.message;
const reloj = async (ahora: string) =>
  expect((await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora } })).status).toBe(200);
const estado = async (apartamentoId: string) =>
  (await t.rest('GET', `/api/apartamentos/${apartamentoId}/estado-cuenta`, { token: admin })).body as {
    saldoCapital: number;
    saldoIntereses: number;
    saldoAFavor: number;
    totalAPagar: number;
    movimientos: { concepto: string; cargo: number; abono: number }[];
  };

async function emitir(periodo: string, fechaVencimiento: string): Promise<string> {
  const run = await t.rest('POST', `/api/ph/${x.phA.id}/facturacion`, { token: admin, body: { periodo, fechaVencimiento } });
  expect(run.status).toBe(200);
  expect((await t.rest('PUT', `/api/facturaciones/${run.body.facturacion.id}/emitir`, { token: admin })).status).toBe(200);
  return run.body.facturacion.id;
}

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  admin = x.tokens.adminA!;
  expect(await t.db.apartamento.count({ where: { phId: x.phA.id } })).toBe(2);
  await t.db.apartamento.updateMany({ where: { phId: x.phA.id }, data: { coeficiente: 50 } });
  await reloj('2026-01-05T09:00:00-05:00');
  await t.db.residente.update({
    where: { id: (await createResidente(t.db, x.unitA2.id)).id },
    data: { email: 'duena102@example.com', tipo: 'propietario' },
  });
  await presupuestoAprobado(t, x.phA.id, admin);
  expect(
    (
      await t.rest('PUT', `/api/ph/${x.phA.id}/tasas-mora/2026-01`, {
        token: admin,
        body: { interesBancarioCorrienteEA: 20, tasaAsambleaEA: 26.8242 },
      })
    ).status,
  ).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('annulling a run with a payment applied', () => {
  let enero: string;
  let pagoA: string;
  let pagoB: string;

  it('January is billed on 5 Jan due 10 Jan; its cuenta de cobro says interest runs from 11 Jan (mail and PDF)', async () => {
    enero = await emitir('2026-01', '2026-01-10');
    const mail = await t.smtp.waitFor('duena102@example.com', {
      subject: /Cuenta de cobro N\.º \d+ de .* \(2026-01\)/,
      timeoutMs: 15_000,
    });
    const frase = `los intereses de mora se causan desde el ${formatoFecha('2026-01-11')}`;
    expect(mail.text).toContain(frase);
    const pdf = await getDocumentProxy(new Uint8Array(mail.attachments[0]!.content));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(`Intereses de mora desde el ${formatoFecha('2026-01-11')}`);
  });

  it('without a motivo is refused with a Spanish 409 on both facades', async () => {
    // 5 Jan: January (due 10 Jan) paid in full by both units the day it is billed.
    const a = await t.rest('POST', `/api/ph/${x.phA.id}/pagos`, {
      token: admin,
      body: { apartamentoId: x.unitA.id, valor: 505_000, fecha: '2026-01-05', medio: 'efectivo' },
    });
    const b = await t.rest('POST', `/api/ph/${x.phA.id}/pagos`, {
      token: admin,
      body: { apartamentoId: x.unitA2.id, valor: 505_000, fecha: '2026-01-05', medio: 'efectivo' },
    });
    expect([a.status, b.status], JSON.stringify(b.body)).toEqual([200, 200]);
    pagoA = a.body.pago.id;
    pagoB = b.body.pago.id;
    // 5 Feb: February billed (due 10 Feb); nobody pays it.
    await reloj('2026-02-05T09:00:00-05:00');
    await emitir('2026-02', '2026-02-10');
    const rest = await t.rest('PUT', `/api/facturaciones/${enero}/anular`, { token: admin });
    expect(rest.status).toBe(409);
    expect(message(rest)).toBe(TESORERIA_MSG.facturacionConPagos);
    const trpc = await t.trpc('mutation', 'tesoreria.facturaciones.anular', { id: enero, motivo: '  ' }, admin);
    expect(trpc.body.error.message).toBe(TESORERIA_MSG.facturacionConPagos);
    expect(await t.db.facturacion.count({ where: { id: enero, estado: 'anulada' } })).toBe(0);
  });

  it('with a motivo reverses the applications and applies the money again, interest first', async () => {
    // 12 Mar: February's 505 000 are 30 days late (10 Feb → 12 Mar): 10 100 of interest.
    await reloj('2026-03-12T09:00:00-05:00');
    const rest = await t.rest('PUT', `/api/facturaciones/${enero}/anular`, {
      token: admin,
      body: { motivo: 'Presupuesto equivocado' },
    });
    expect(rest.status).toBe(200);
    expect(rest.body.facturacion.estado).toBe('anulada');
    // January's applications stay, annulled; none is deleted and none is live on an annulled charge.
    const deEnero = await t.db.aplicacionPago.findMany({ where: { cargo: { facturacionId: enero } } });
    expect(deEnero).toHaveLength(2);
    expect(deEnero.every((a) => a.anuladaEn !== null)).toBe(true);
    expect(await t.db.aplicacionPago.count({ where: { anuladaEn: null, cargo: { estado: 'anulado' } } })).toBe(0);
    // Each 505 000 pays the 10 100 of interest first, then 494 900 of February: 10 100 still owed.
    for (const pago of [pagoA, pagoB]) {
      const vivas = await t.db.aplicacionPago.findMany({
        where: { pagoId: pago, anuladaEn: null },
        include: { cargo: { select: { tipo: true } } },
        orderBy: { valor: 'asc' },
      });
      expect(vivas.map((a) => [a.cargo.tipo, a.valor])).toEqual([
        ['interes', 10_100],
        ['ordinaria', 494_900],
      ]);
    }
    expect(await estado(x.unitA.id)).toMatchObject({
      saldoCapital: 10_100,
      saldoIntereses: 0,
      saldoAFavor: 0,
      totalAPagar: 10_100,
    });
    const audit = await t.db.auditLog.findFirst({ where: { action: 'facturacion.anular', entityId: enero } });
    expect(audit?.details).toMatchObject({ motivo: 'Presupuesto equivocado' });
  });

  it('is the same on tRPC: a second annulment answers that the run is already annulled', async () => {
    const trpc = await t.trpc('mutation', 'tesoreria.facturaciones.anular', { id: enero, motivo: 'Otra vez' }, admin);
    expect(trpc.body.error.message).toBe(TESORERIA_MSG.facturacionYaAnulada);
  });
});
