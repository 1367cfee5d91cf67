// Tesorería (issue 15) through both facades: presupuesto (art. 35), facturación by coeficiente
// (art. 29), tasas and intereses de mora (art. 30), pagos (C.C. art. 1653), estado de cuenta, paz y
// salvo, cartera, bank import, and the PDFs read back as text. Figures are computed by hand.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Apartamento, PH } from '@horizonte/db';

import { startTestApp, type TestApp } from './support/index.ts';
import { createTestUser, type TestUser } from './support/sessions.ts';
import { createProperty, createResidente, createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let admin: TestUser;
let consejo: TestUser;
let vecino: TestUser;
let ph: PH;
let u1: Apartamento;
let u2: Apartamento;
let u3: Apartamento;
let token: string;

async function setClock(iso: string) {
  const res = await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora: iso } });
  expect(res.status).toBe(200);
}

async function pdfText(base64: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(Buffer.from(base64, 'base64')));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  admin = await createTestUser(t.db, { nombre: 'Tesorera' });
  ph = await createProperty(t.db, 'Conjunto Tesorería', admin.user.id);
  token = admin.token;
  consejo = await createTestUser(t.db, { roles: [{ phId: ph.id, rol: 'consejo' }] });
  // Three units whose coeficientes add up to exactly 100 %.
  u1 = await t.db.apartamento.create({ data: { phId: ph.id, torre: '1', numero: '101', coeficiente: '33.333333' } });
  u2 = await t.db.apartamento.create({ data: { phId: ph.id, torre: '1', numero: '102', coeficiente: '33.333333' } });
  u3 = await t.db.apartamento.create({ data: { phId: ph.id, torre: '1', numero: '103', coeficiente: '33.333334' } });
  vecino = await createTestUser(t.db, { roles: [{ phId: ph.id, rol: 'propietario' }] });
  const owner = await createResidente(t.db, u1.id, vecino.user.id);
  await t.db.residente.update({ where: { id: owner.id }, data: { tipo: 'propietario', email: 'duena101@example.com' } });
  await setClock('2026-03-01T09:00:00-05:00');
});
afterAll(async () => {
  await t?.close();
});

describe('presupuesto (art. 35)', () => {
  const rubros = [
    { nombre: 'Vigilancia', valorAnual: 100_000_000 },
    { nombre: 'Aseo', valorAnual: 20_000_000 },
  ];

  it('refuses imprevistos below 1 %, naming art. 35, an empty budget and non-positive values (400, both facades)', async () => {
    const rest = await t.rest('POST', `/api/ph/${ph.id}/presupuestos`, {
      token,
      body: { anio: 2026, porcentajeImprevistos: 0.5, rubros },
    });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe(
      'El fondo de imprevistos debe ser de al menos el 1 % del presupuesto (art. 35 de la Ley 675 de 2001)',
    );
    const trpc = await t.trpc(
      'mutation',
      'tesoreria.presupuestos.create',
      { id: ph.id, anio: 2026, porcentajeImprevistos: 0.5, rubros },
      token,
    );
    expect(trpc.status).toBe(400);
    expect(trpc.body.error.message).toMatch(/art\. 35/);
    const empty = await t.rest('POST', `/api/ph/${ph.id}/presupuestos`, {
      token,
      body: { anio: 2026, porcentajeImprevistos: 1, rubros: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('El presupuesto debe tener al menos un rubro');
    const zero = await t.rest('POST', `/api/ph/${ph.id}/presupuestos`, {
      token,
      body: { anio: 2026, porcentajeImprevistos: 1, rubros: [{ nombre: 'Nada', valorAnual: 0 }] },
    });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('El valor debe ser un número entero de pesos mayor que cero');
  });

  let id: string;
  it('creates a borrador with its totals, edits it, approves it, and refuses a second approved budget for the year', async () => {
    const res = await t.rest('POST', `/api/ph/${ph.id}/presupuestos`, {
      token,
      body: { anio: 2026, porcentajeImprevistos: 2, rubros },
    });
    expect(res.status).toBe(200);
    // 120 000 000 × 2 % = 2 400 000; total 122 400 000; ÷ 12 = 10 200 000.
    expect(res.body.presupuesto).toMatchObject({
      totalRubros: 120_000_000,
      valorImprevistos: 2_400_000,
      totalAnual: 122_400_000,
      cuotaMensualTotal: 10_200_000,
      estado: 'borrador',
    });
    id = res.body.presupuesto.id;
    // Edited to 1 %: 1 200 000; total 121 200 000; ÷ 12 = 10 100 000.
    const edited = await t.trpc(
      'mutation',
      'tesoreria.presupuestos.update',
      { id, anio: 2026, porcentajeImprevistos: 1, rubros },
      token,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.result.data.presupuesto).toMatchObject({ valorImprevistos: 1_200_000, cuotaMensualTotal: 10_100_000 });
    const approved = await t.rest('PUT', `/api/presupuestos/${id}/aprobar`, {
      token,
      body: { actaReferencia: 'Acta 12 de 2026' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.presupuesto).toMatchObject({ estado: 'aprobado', actaReferencia: 'Acta 12 de 2026' });
    const locked = await t.rest('PUT', `/api/presupuestos/${id}`, {
      token,
      body: { anio: 2026, porcentajeImprevistos: 3, rubros },
    });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('Solo se puede modificar un presupuesto en borrador');

    const other = await t.rest('POST', `/api/ph/${ph.id}/presupuestos`, {
      token,
      body: { anio: 2026, porcentajeImprevistos: 1, rubros },
    });
    const second = await t.trpc(
      'mutation',
      'tesoreria.presupuestos.aprobar',
      { id: other.body.presupuesto.id, actaReferencia: 'Acta 13' },
      token,
    );
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe('Ya hay un presupuesto aprobado para 2026');
    const list = await t.rest('GET', `/api/ph/${ph.id}/presupuestos?pageSize=1`, { token: consejo.token });
    expect(list.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(list.body.presupuestos).toHaveLength(1);
    expect(await t.db.auditLog.count({ where: { action: 'presupuesto.aprobar', entityId: id } })).toBe(1);
  });

  it("answers 404 for an unknown budget and 403 to another complex's admin", async () => {
    expect(
      (
        await t.rest('PUT', `/api/presupuestos/00000000-0000-4000-8000-000000000000/aprobar`, {
          token,
          body: { actaReferencia: 'x' },
        })
      ).status,
    ).toBe(404);
    const res = await t.rest('POST', `/api/ph/${ph.id}/presupuestos`, {
      token: x.tokens.adminB,
      body: { anio: 2027, porcentajeImprevistos: 1, rubros },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('No tienes permiso para realizar esta acción');
  });
});

let facturacionId: string;
describe('facturación (art. 29)', () => {
  it('refuses to bill when the coeficientes do not add up to 100 %, saying how much is missing or exceeding', async () => {
    await t.db.apartamento.update({ where: { id: u3.id }, data: { coeficiente: '33' } });
    const missing = await t.rest('POST', `/api/ph/${ph.id}/facturacion`, {
      token,
      body: { periodo: '2026-03', fechaVencimiento: '2026-03-10' },
    });
    expect(missing.status).toBe(409);
    expect(missing.body.message).toBe('Los coeficientes suman 99.666666 %: faltan 0.333334 puntos para llegar al 100 %');
    expect(missing.body.sumaCoeficientes).toBe(99.666666);
    await t.db.apartamento.update({ where: { id: u3.id }, data: { coeficiente: '34' } });
    const exceeding = await t.trpc(
      'mutation',
      'tesoreria.facturaciones.create',
      { id: ph.id, periodo: '2026-03', fechaVencimiento: '2026-03-10' },
      token,
    );
    expect(exceeding.status).toBe(409);
    expect(exceeding.body.error.message).toBe('Los coeficientes suman 100.666666 %: sobran 0.666666 puntos para llegar al 100 %');
    await t.db.apartamento.update({ where: { id: u3.id }, data: { coeficiente: '33.333334' } });
  });

  it('refuses a period without an approved budget and malformed periods', async () => {
    const res = await t.rest('POST', `/api/ph/${ph.id}/facturacion`, {
      token,
      body: { periodo: '2027-01', fechaVencimiento: '2027-01-10' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('No hay un presupuesto aprobado para 2027');
    const bad = await t.rest('POST', `/api/ph/${ph.id}/facturacion`, {
      token,
      body: { periodo: '2026-13', fechaVencimiento: '2026-03-10' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(['El periodo debe tener el formato AAAA-MM']);
  });

  it('computes the run in borrador: cuotas by largest remainder that add up exactly, plus additional concepts', async () => {
    const res = await t.rest('POST', `/api/ph/${ph.id}/facturacion`, {
      token,
      body: {
        periodo: '2026-03',
        fechaVencimiento: '2026-03-10',
        conceptosAdicionales: [{ apartamentoId: u1.id, concepto: 'Parqueadero visitantes', valor: 50_000, generaMora: false }],
      },
    });
    expect(res.status).toBe(200);
    // 10 100 000 × 33.333333 % = 3 366 666.63 (×2) and × 33.333334 % = 3 366 666.73: floors add 10 099 998; the two pesos
    // left go to .73 (unit 103) and, in a tie, to the earlier .63 (unit 101).
    expect(res.body.facturacion).toMatchObject({
      periodo: '2026-03',
      estado: 'borrador',
      total: 10_150_000,
      cargos: 4,
      fechaVencimiento: '2026-03-10',
    });
    facturacionId = res.body.facturacion.id;
    const preview = await t.trpc('query', 'tesoreria.facturaciones.get', { id: facturacionId }, token);
    const detalle = preview.body.result.data.detalle as { unidad: string; tipo: string; valor: number }[];
    expect(detalle.map((c) => [c.unidad, c.tipo, c.valor])).toEqual([
      ['1-101', 'ordinaria', 3_366_667],
      ['1-101', 'adicional', 50_000],
      ['1-102', 'ordinaria', 3_366_666],
      ['1-103', 'ordinaria', 3_366_667],
    ]);
    const again = await t.rest('POST', `/api/ph/${ph.id}/facturacion`, {
      token,
      body: { periodo: '2026-03', fechaVencimiento: '2026-03-10' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Ya existe una facturación para el periodo 2026-03');
  });

  it('consejo reads the run but may not emit it; the admin emits it once and the owners get the cuenta de cobro', async () => {
    const refused = await t.rest('PUT', `/api/facturaciones/${facturacionId}/emitir`, { token: consejo.token });
    expect(refused.status).toBe(403);
    const res = await t.trpc('mutation', 'tesoreria.facturaciones.emitir', { id: facturacionId }, token);
    expect(res.status).toBe(200);
    expect(res.body.result.data.facturacion.estado).toBe('emitida');
    const twice = await t.rest('PUT', `/api/facturaciones/${facturacionId}/emitir`, { token });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Solo se puede emitir una facturación en borrador');
    const mail = await t.smtp.waitFor('duena101@example.com', {
      subject: /Cuenta de cobro N\.º 1 de Conjunto Tesorería \(2026-03\)/,
      // Its PDF is rendered in the worker pool before the mail leaves: on a loaded machine that takes seconds.
      timeoutMs: 25_000,
    });
    expect(mail.text).toContain('Total a pagar: $ 3.416.667');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['cuenta-de-cobro-1.pdf']);
    const text = await pdfText(mail.attachments[0]!.content.toString('base64'));
    expect(text).toContain('Cuenta de cobro N.º 1');
    expect(text).toContain('$ 3.366.667');
    expect(await t.db.cuentaCobro.count({ where: { facturacionId } })).toBe(3);
  });
});

describe('tasas de mora (art. 30)', () => {
  it('refuses an asamblea rate above 1.5 × the interés bancario corriente, naming the cap', async () => {
    const res = await t.rest('PUT', `/api/ph/${ph.id}/tasas-mora/2026-03`, {
      token,
      body: { interesBancarioCorrienteEA: 20, tasaAsambleaEA: 31 },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'La tasa de la asamblea supera el tope legal de 30 % EA (1,5 veces el interés bancario corriente, art. 30 de la Ley 675 de 2001)',
    );
  });

  it('uses the cap when the asamblea set no rate, and the asamblea rate below it', async () => {
    const below = await t.trpc(
      'mutation',
      'tesoreria.tasasMora.update',
      { id: ph.id, periodo: '2026-02', interesBancarioCorrienteEA: 20, tasaAsambleaEA: 24 },
      token,
    );
    expect(below.body.result.data.tasa).toMatchObject({ tasaAplicadaEA: 24, topeLegalEA: 30 });
    const res = await t.rest('PUT', `/api/ph/${ph.id}/tasas-mora/2026-03`, { token, body: { interesBancarioCorrienteEA: 20 } });
    expect(res.status).toBe(200);
    expect(res.body.tasa).toMatchObject({ periodo: '2026-03', tasaAsambleaEA: null, topeLegalEA: 30, tasaAplicadaEA: 30 });
    const list = await t.rest('GET', `/api/ph/${ph.id}/tasas-mora`, { token: consejo.token });
    expect(list.body.tasas.map((r: { periodo: string }) => r.periodo)).toEqual(['2026-03', '2026-02']);
  });
});

let pagoU1: string;
describe('pagos (Código Civil art. 1653)', () => {
  it('a payment on the due date accrues no interest', async () => {
    // Recorded that day: a payment dated after today is refused (issue 25, #18).
    await setClock('2026-03-10T10:00:00-05:00');
    const res = await t.rest('POST', `/api/ph/${ph.id}/pagos`, {
      token,
      body: { apartamentoId: u2.id, valor: 3_366_666, fecha: '2026-03-10', medio: 'pse' },
    });
    expect(res.status).toBe(200);
    expect(res.body.pago).toMatchObject({
      numeroRecibo: 1,
      saldoAFavor: 0,
      aplicaciones: [{ concepto: 'Cuota de administración 2026-03', valor: 3_366_666 }],
    });
  });

  it('a late payment pays the interest first, then the oldest capital; the excess stays as saldo a favor', async () => {
    await setClock('2026-04-09T10:00:00-05:00');
    // 30 days late on 3 366 667 at 30 % EA: 3 366 667 × (1.3^(1/12) − 1) = 74 418.32 → 74 418.
    // 4 000 000 − 74 418 − 3 366 667 − 50 000 = 508 915 a favor.
    const res = await t.trpc(
      'mutation',
      'tesoreria.pagos.create',
      { id: ph.id, apartamentoId: u1.id, valor: 4_000_000, fecha: '2026-04-09', medio: 'transferencia', referencia: 'TRX-1' },
      token,
    );
    expect(res.status).toBe(200);
    const pago = res.body.result.data.pago;
    expect(pago.numeroRecibo).toBe(2);
    expect(pago.aplicaciones.map((a: { valor: number }) => a.valor)).toEqual([74_418, 3_366_667, 50_000]);
    expect(pago.aplicaciones[0].concepto).toMatch(/^Intereses de mora sobre Cuota de administración 2026-03/);
    expect(pago.saldoAFavor).toBe(508_915);
    // The answer, built from what the payment wrote, is the pago as the list reads it back.
    const list = await t.rest('GET', `/api/ph/${ph.id}/pagos?apartamentoId=${u1.id}`, { token });
    expect(list.body.pagos.find((p: { id: string }) => p.id === pago.id)).toEqual(pago);
    // Its audit entry is written with it.
    const log = await t.db.auditLog.findFirstOrThrow({ where: { action: 'pago.create', entityId: pago.id } });
    expect([log.phId, log.details]).toEqual([ph.id, { valor: 4_000_000, fecha: '2026-04-09', medio: 'transferencia' }]);
    pagoU1 = pago.id;
  });

  it('refuses a unit of another complex and invalid input', async () => {
    const other = await t.rest('POST', `/api/ph/${ph.id}/pagos`, {
      token,
      body: { apartamentoId: x.unitB.id, valor: 1000, fecha: '2026-04-01', medio: 'efectivo' },
    });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('La unidad no pertenece a este conjunto');
    const bad = await t.rest('POST', `/api/ph/${ph.id}/pagos`, {
      token,
      body: { apartamentoId: u1.id, valor: -5, fecha: '2026-02-30', medio: 'cheque' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        'El valor debe ser un número entero de pesos mayor que cero',
        'La fecha debe tener el formato AAAA-MM-DD',
        'El medio de pago no es válido',
      ]),
    );
  });

  it('prints the recibo de caja with its amounts (PDF, both facades)', async () => {
    const res = await t.trpc('query', 'tesoreria.pagos.pdf', { id: pagoU1 }, vecino.token);
    expect(res.status).toBe(200);
    const text = await pdfText(res.body.result.data.archivo.base64);
    expect(text).toContain('Recibo de caja N.º 2');
    expect(text).toContain('$ 4.000.000');
    expect(text).toContain('$ 74.418');
    expect(text).toContain('Saldo a favor: $ 508.915');
    const raw = await t.app.request(`/api/pagos/${pagoU1}/recibo.pdf`, { headers: { authorization: `Bearer ${token}` } });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await raw.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(bytes.toString('base64'))).toContain('$ 4.000.000');
  });
});

describe('estado de cuenta', () => {
  it('shows capital, interest accrued to the date and the movements with a running balance', async () => {
    const res = await t.rest('GET', `/api/apartamentos/${u3.id}/estado-cuenta?hasta=2026-04-09`, { token: consejo.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      saldoCapital: 3_366_667,
      saldoIntereses: 74_418,
      saldoAFavor: 0,
      totalAPagar: 3_441_085,
      hasta: '2026-04-09',
    });
    expect(res.body.movimientos).toEqual([
      {
        fecha: '2026-03-01',
        tipo: 'cargo',
        concepto: 'Cuota de administración 2026-03',
        cargo: 3_366_667,
        abono: 0,
        saldo: 3_366_667,
      },
      {
        fecha: '2026-04-09',
        tipo: 'interes',
        concepto: 'Intereses de mora causados al 9 de abr de 2026 (por facturar)',
        cargo: 74_418,
        abono: 0,
        saldo: 3_441_085,
      },
    ]);
    // 15 days late (to 2026-03-25): 74 418.32 / 2 = 37 209.16 → 37 209.
    const earlier = await t.trpc('query', 'tesoreria.estadoCuenta.get', { id: u3.id, hasta: '2026-03-25' }, token);
    expect(earlier.body.result.data.saldoIntereses).toBe(37_209);
  });

  it('lets an owner read only the units linked to them', async () => {
    const own = await t.rest('GET', `/api/apartamentos/${u1.id}/estado-cuenta`, { token: vecino.token });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ saldoCapital: 0, saldoIntereses: 0, saldoAFavor: 508_915, totalAPagar: 0 });
    expect(own.body.movimientos.at(-1).saldo).toBe(-508_915);
    const other = await t.rest('GET', `/api/apartamentos/${u2.id}/estado-cuenta`, { token: vecino.token });
    expect(other.status).toBe(403);
    expect((await t.rest('GET', `/api/apartamentos/00000000-0000-4000-8000-000000000000/estado-cuenta`, { token })).status).toBe(
      404,
    );
  });

  it('renders the estado de cuenta PDF with the balances', async () => {
    const res = await t.trpc('query', 'tesoreria.estadoCuenta.pdf', { id: u3.id, hasta: '2026-04-09' }, token);
    const text = await pdfText(res.body.result.data.archivo.base64);
    expect(text).toContain('Total a pagar: $ 3.441.085');
    expect(text).toContain('Saldo de intereses: $ 74.418');
  });
});

describe('paz y salvo', () => {
  it('is refused with the amount owed, then granted with a code anyone can verify', async () => {
    const refused = await t.rest('POST', `/api/apartamentos/${u3.id}/paz-y-salvo`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('La unidad tiene una deuda de $ 3.441.085; no se puede expedir el paz y salvo');
    expect(refused.body.deuda).toBe(3_441_085);

    const granted = await t.trpc('mutation', 'tesoreria.pazYSalvo.emitir', { id: u2.id }, token);
    expect(granted.status).toBe(200);
    const { codigo, archivo } = granted.body.result.data;
    expect(codigo).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const text = await pdfText(archivo.base64);
    expect(text).toContain(codigo);
    expect(text).toContain('1-102');

    const check = await t.rest('GET', `/api/verificar/${codigo}`);
    expect(check.status).toBe(200);
    expect(check.body).toEqual({
      success: true,
      valido: true,
      conjunto: 'Conjunto Tesorería',
      unidad: '1-102',
      fecha: '2026-04-09',
    });
    const unknown = await t.trpc('query', 'tesoreria.pazYSalvo.verificar', { codigo: 'AAAA-BBBB-CCCC' });
    expect(unknown.body.result.data).toEqual({ success: true, valido: false });
  });
});

describe('annulments are reversals', () => {
  it('annulling a payment makes its charges due again and shows the reversal', async () => {
    const res = await t.rest('PUT', `/api/pagos/${pagoU1}/anular`, {
      token,
      body: { motivo: 'Consignación devuelta por el banco' },
    });
    expect(res.status).toBe(200);
    expect(res.body.pago).toMatchObject({ estado: 'anulado', motivoAnulacion: 'Consignación devuelta por el banco' });
    const again = await t.trpc('mutation', 'tesoreria.pagos.anular', { id: pagoU1, motivo: 'otra vez' }, token);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('El pago ya está anulado');
    const estado = await t.rest('GET', `/api/apartamentos/${u1.id}/estado-cuenta?hasta=2026-04-09`, { token });
    // The interest liquidated up to the payment stays owed: it had accrued.
    expect(estado.body).toMatchObject({
      saldoCapital: 3_416_667,
      saldoIntereses: 74_418,
      saldoAFavor: 0,
      totalAPagar: 3_491_085,
    });
    expect(estado.body.movimientos.map((m: { tipo: string }) => m.tipo)).toEqual([
      'cargo',
      'cargo',
      'interes',
      'pago',
      'anulacion',
    ]);
    expect(await t.db.pago.count({ where: { id: pagoU1 } })).toBe(1);
  });

  it('a run with payments applied is not annulled without a motivo (issue 26: with one it is, see tesoreria-anular-ajustes)', async () => {
    const refused = await t.rest('PUT', `/api/facturaciones/${facturacionId}/anular`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'No se puede anular una facturación con pagos aplicados sin un motivo: escriba por qué se anula',
    );
  });
});

describe('cuotas extraordinarias and the next run', () => {
  it('distributes each month of a cuota extraordinaria by coeficiente in the runs of those months', async () => {
    const res = await t.rest('POST', `/api/ph/${ph.id}/cuotas-extraordinarias`, {
      token,
      body: { concepto: 'Impermeabilización', valorTotal: 3_000_001, cuotas: 3, desde: '2026-04', actaReferencia: 'Acta 14' },
    });
    expect(res.status).toBe(200);
    expect(res.body.cuotaExtraordinaria.valoresMensuales).toEqual([1_000_001, 1_000_000, 1_000_000]);
    const run = await t.trpc(
      'mutation',
      'tesoreria.facturaciones.create',
      { id: ph.id, periodo: '2026-04', fechaVencimiento: '2026-04-20' },
      token,
    );
    expect(run.status).toBe(200);
    const preview = await t.rest('GET', `/api/facturaciones/${run.body.result.data.facturacion.id}?pageSize=100`, { token });
    const extra = preview.body.detalle.filter((c: { tipo: string }) => c.tipo === 'extraordinaria');
    // 1 000 001 × 33.333333 % = 333 333.663 (×2), × 33.333334 % = 333 333.673: floors add 999 999; the two pesos
    // left go to .673 (unit 103) and, in a tie, the earlier .663 (unit 101).
    expect(extra.map((c: { valor: number }) => c.valor)).toEqual([333_334, 333_333, 333_334]);
    expect(extra[0].concepto).toBe('Impermeabilización (cuota 1 de 3)');
    // Units 101 and 103 owe March capital: its interest to the run's date (2026-04-09) is its own line.
    const interes = preview.body.detalle.filter((c: { tipo: string }) => c.tipo === 'interes');
    expect(interes.map((c: { unidad: string; valor: number }) => [c.unidad, c.valor])).toEqual([['1-103', 74_418]]);
    const anulada = await t.rest('PUT', `/api/facturaciones/${run.body.result.data.facturacion.id}/anular`, { token });
    expect(anulada.status).toBe(200);
    expect(anulada.body.facturacion.estado).toBe('anulada');
  });
});

describe('bank import', () => {
  it('applies matched rows once, returns the unmatched ones', async () => {
    const csv = [
      'fecha,valor,referencia,descripcion',
      '2026-04-09,3441085,1-103,Transferencia Bancolombia',
      '2026-04-09,1000,ZZ-9,Sin referencia',
    ].join('\n');
    const res = await t.rest('POST', `/api/ph/${ph.id}/pagos/importar`, { token, body: { csv } });
    expect(res.status).toBe(200);
    expect(res.body.aplicados).toHaveLength(1);
    expect(res.body.aplicados[0]).toMatchObject({ unidad: '1-103', valor: 3_441_085, saldoAFavor: 0 });
    expect(res.body.sinAsignar).toEqual([
      {
        fila: 3,
        fecha: '2026-04-09',
        valor: 1000,
        referencia: 'ZZ-9',
        descripcion: 'Sin referencia',
        motivo: 'La referencia no corresponde a ninguna unidad',
      },
    ]);
    const twice = await t.trpc('mutation', 'tesoreria.pagos.importar', { id: ph.id, csv }, token);
    expect(twice.body.result.data.aplicados).toEqual([]);
    expect(twice.body.result.data.duplicados).toHaveLength(1);
    expect(await t.db.pago.count({ where: { apartamentoId: u3.id } })).toBe(1);
    // The same movement as a Colombian bank exports it (BOM, «;», its own column names, the date day
    // first, the amount with thousands points and centavos): read as the same row, so a duplicate.
    const banco = [
      '\ufeffFecha Transacción;Crédito;Referencia 1;Concepto;Saldo',
      '09/04/2026;$ 3.441.085,00;1-103;Transferencia Bancolombia;12.000.000,00',
      '31/02/2026;1.000;1-103;Fecha que no existe;0',
    ].join('\r\n');
    const comoBanco = await t.rest('POST', `/api/ph/${ph.id}/pagos/importar`, { token, body: { csv: banco } });
    expect(comoBanco.status).toBe(200);
    expect(comoBanco.body.aplicados).toEqual([]);
    expect(comoBanco.body.duplicados).toMatchObject([{ fecha: '2026-04-09', valor: 3_441_085, referencia: '1-103' }]);
    expect(comoBanco.body.sinAsignar).toMatchObject([{ fila: 3, motivo: 'Fecha o valor no válidos' }]);
    const bad = await t.rest('POST', `/api/ph/${ph.id}/pagos/importar`, { token, body: { csv: 'a,b\n1,2' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('El archivo CSV debe tener las columnas fecha, valor, referencia y descripcion');
  });
});

describe('cartera', () => {
  it('totals and ages the debt per unit, with CSV and XLSX downloads', async () => {
    await setClock('2026-06-15T10:00:00-05:00');
    const res = await t.rest('GET', `/api/ph/${ph.id}/cartera?hasta=2026-06-15`, { token: consejo.token });
    expect(res.status).toBe(200);
    // Unit 101 owes March (due 2026-03-10: 97 days at 2026-06-15) 3 366 667 + 50 000 and the 74 418 interest charge.
    const u101 = res.body.unidades.find((u: { unidad: string }) => u.unidad === '1-101');
    expect(u101.capital).toEqual({ alDia: 0, de1a30: 0, de31a60: 0, de61a90: 0, masDe90: 3_416_667 });
    expect(u101.intereses).toBeGreaterThan(74_418);
    expect(u101.ultimoPago).toBeNull();
    const u103 = res.body.unidades.find((u: { unidad: string }) => u.unidad === '1-103');
    expect(u103).toMatchObject({ total: 0, ultimoPago: { fecha: '2026-04-09', valor: 3_441_085 } });
    // Billed: March 10 150 000 + the 74 418 liquidated on unit 101's payment and 74 418 on unit 103's import.
    expect(res.body.totales).toMatchObject({ facturado: 10_298_836, recaudado: 3_366_666 + 3_441_085 });
    expect(res.body.totales.cartera).toBe(u101.total);
    const csv = await t.app.request(`/api/ph/${ph.id}/cartera?formato=csv&hasta=2026-06-15`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    // For Excel with Colombian settings: a BOM (UTF-8 accents), «;» between cells, dates dd/mm/aaaa.
    const bytes0 = Buffer.from(await csv.arrayBuffer());
    expect([...bytes0.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes0.toString('utf8').slice(1).split(/\r?\n/);
    expect(lines[0]).toBe(
      'Unidad;Al día;1–30 días;31–60 días;61–90 días;Más de 90 días;Intereses;Total;Último pago;Valor último pago',
    );
    expect(lines[1]).toMatch(/^1-101;0;0;0;0;3416667;/);
    expect(lines.find((l) => l.startsWith('1-103;'))).toMatch(/;09\/04\/2026;3441085$/);
    const comas = await t.app.request(`/api/ph/${ph.id}/cartera?formato=csv&separador=,&hasta=2026-06-15`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await comas.text()).split(/\r?\n/)[1]).toMatch(/^1-101,0,0,0,0,3416667,/);
    const xlsx = await t.app.request(`/api/ph/${ph.id}/cartera.xlsx?hasta=2026-06-15`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(xlsx.status).toBe(200);
    const bytes = Buffer.from(await xlsx.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(2).getCell(6).value).toBe(3_416_667);
    expect(sheet.getColumn(6).numFmt).toBe('"$ "#,##0');
    // The last payment's date is a date cell shown dd/mm/aaaa, not text.
    const fila103 = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === '1-103')!;
    expect(fila103.getCell(9).value).toEqual(new Date('2026-04-09T00:00:00.000Z'));
    expect(sheet.getColumn(9).numFmt).toBe('dd/mm/yyyy');
  });

  it("owes per unit the interest each unit's estado de cuenta shows (the cartera reads only the charges that still weigh)", async () => {
    const cartera = await t.rest('GET', `/api/ph/${ph.id}/cartera?hasta=2026-06-15`, { token: consejo.token });
    for (const unidad of [u1, u2, u3]) {
      const estado = await t.rest('GET', `/api/apartamentos/${unidad.id}/estado-cuenta?hasta=2026-06-15`, {
        token: consejo.token,
      });
      const fila = cartera.body.unidades.find((u: { unidad: string }) => u.unidad === `1-${unidad.numero}`);
      expect({ unidad: unidad.numero, intereses: fila?.intereses ?? 0 }).toEqual({
        unidad: unidad.numero,
        intereses: estado.body.saldoIntereses,
      });
    }
  });

  it('is closed to owners and to another complex', async () => {
    expect((await t.rest('GET', `/api/ph/${ph.id}/cartera`, { token: vecino.token })).status).toBe(403);
    expect((await t.trpc('query', 'tesoreria.cartera.get', { id: ph.id }, x.tokens.adminB)).status).toBe(403);
  });
});
