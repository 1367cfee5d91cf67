// Issue 26, last point: one wrong charge is corrected with a nota crédito or débito (POST
// /api/apartamentos/{id}/ajustes, and tesoreria.ajustes.create). Figures by hand, on Monday 16 March 2026
// in Bogotá: unit A owes January 200 000 (due 10 Jan) and February 200 000 (due 10 Feb), neither with
// mora. A nota débito of 50 000 makes it 450 000; a nota crédito of 150 000 pays January first (the
// oldest) and leaves 300 000; one of 400 000 pays the rest (50 000 + 200 000 + 50 000) and leaves
// 100 000 a favor. Notas crédito take no recibo de caja number.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AJUSTE_MSG, PESOS_MSG, type Ajuste, type EstadoCuenta } from '@horizonte/contracts';

import { startTestApp, type JsonResponse, type TestApp } from './support/index.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let admin: string;
let enero: string;

const message = (res: JsonResponse) => (res.body.message as string | undefined) ?? res.body.error?.message;
const trpcData = (res: JsonResponse) => res.body.result.data;
const estado = async (apartamentoId: string, hasta?: string, token = admin) =>
  (await t.rest('GET', `/api/apartamentos/${apartamentoId}/estado-cuenta${hasta ? `?hasta=${hasta}` : ''}`, { token }))
    .body as EstadoCuenta;
const ajustar = (apartamentoId: string, body: unknown, options: { token?: string; key?: string } = {}) =>
  t.rest('POST', `/api/apartamentos/${apartamentoId}/ajustes`, {
    token: options.token ?? admin,
    body,
    headers: options.key ? { 'idempotency-key': options.key } : {},
  });
async function trpcAjuste(input: unknown, options: { token?: string; key?: string } = {}): Promise<JsonResponse> {
  const res = await t.app.request('/trpc/tesoreria.ajustes.create', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${options.token ?? admin}`,
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    body: JSON.stringify(input),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}
async function pdfText(base64: string): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(Buffer.from(base64, 'base64'))), {
    mergePages: true,
  });
  return text;
}

async function cargo(apartamentoId: string, periodo: string, valor: number) {
  const row = await t.db.cargo.create({
    data: {
      phId: x.phA.id,
      apartamentoId,
      tipo: 'ordinaria',
      concepto: `Cuota de administración ${periodo}`,
      periodo,
      fecha: new Date(`${periodo}-01T00:00:00Z`),
      fechaVencimiento: new Date(`${periodo}-10T00:00:00Z`),
      valor,
      generaMora: false,
      estado: 'vigente',
    },
  });
  return row.id;
}

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  admin = x.tokens.adminA!;
  expect(
    (await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora: '2026-03-16T09:00:00-05:00' } })).status,
  ).toBe(200);
  enero = await cargo(x.unitA.id, '2026-01', 200_000);
  await cargo(x.unitA.id, '2026-02', 200_000);
  // Five days of grace after a charge is issued; 2 % a month from March (26,8242 % EA).
  const config = await t.rest('PUT', `/api/ph/${x.phA.id}/tesoreria/configuracion`, {
    token: admin,
    body: { diaVencimiento: 10, diasGracia: 5 },
  });
  expect(config.status).toBe(200);
  const tasa = await t.rest('PUT', `/api/ph/${x.phA.id}/tasas-mora/2026-03`, {
    token: admin,
    body: { interesBancarioCorrienteEA: 20, tasaAsambleaEA: 26.8242 },
  });
  expect(tasa.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('nota débito', () => {
  let debito: Ajuste;

  it('raises what the unit owes by exactly its pesos (REST), as a charge due today that bears interest only after the grace days', async () => {
    expect((await estado(x.unitA.id)).totalAPagar).toBe(400_000);
    const res = await ajustar(x.unitA.id, {
      tipo: 'debito',
      valor: 50_000,
      concepto: 'Cuota de febrero mal liquidada',
      motivo: 'El coeficiente de la unidad estaba desactualizado',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    debito = res.body.ajuste;
    expect(debito).toMatchObject({
      apartamentoId: x.unitA.id,
      tipo: 'debito',
      valor: 50_000,
      concepto: 'Cuota de febrero mal liquidada',
      fecha: '2026-03-16',
      pagoId: null,
      aplicaciones: [],
      saldoAFavor: 0,
    });
    const cuenta = await estado(x.unitA.id);
    expect(cuenta.totalAPagar).toBe(450_000);
    expect(cuenta.movimientos.at(-1)).toMatchObject({
      fecha: '2026-03-16',
      tipo: 'ajuste',
      concepto: 'Nota débito: Cuota de febrero mal liquidada',
      cargo: 50_000,
      abono: 0,
      saldo: 450_000,
    });
    const row = await t.db.cargo.findUniqueOrThrow({ where: { id: debito.cargoId! } });
    expect(row).toMatchObject({ tipo: 'adicional', valor: 50_000, generaMora: true, estado: 'vigente' });
    expect(row.fechaVencimiento.toISOString().slice(0, 10)).toBe('2026-03-16');
    expect(row.inicioMora?.toISOString().slice(0, 10)).toBe('2026-03-21');
    // No interest through the grace days; afterwards, the usual mora on it.
    expect((await estado(x.unitA.id, '2026-03-21')).saldoIntereses).toBe(0);
    expect((await estado(x.unitA.id, '2026-04-20')).saldoIntereses).toBeGreaterThan(0);
  });

  it('is audited as tesoreria.ajuste with tipo, valor and motivo', async () => {
    const log = await t.db.auditLog.findFirstOrThrow({ where: { action: 'tesoreria.ajuste', entityId: debito.id } });
    expect(log).toMatchObject({ actorId: x.users.adminA.user.id, phId: x.phA.id, entity: 'ajuste' });
    expect(log.details).toMatchObject({
      tipo: 'debito',
      valor: 50_000,
      motivo: 'El coeficiente de la unidad estaba desactualizado',
    });
  });

  it('is seen by the unit’s resident in the estado de cuenta and its PDF', async () => {
    const cuenta = await estado(x.unitA.id, undefined, x.tokens.residenteA);
    expect(cuenta.movimientos.map((m) => m.concepto)).toContain('Nota débito: Cuota de febrero mal liquidada');
    const pdf = await t.trpc('query', 'tesoreria.estadoCuenta.pdf', { id: x.unitA.id }, x.tokens.residenteA);
    expect(pdf.status).toBe(200);
    expect(await pdfText(trpcData(pdf).archivo.base64)).toContain('Nota débito: Cuota de febrero mal liquidada');
  });
});

describe('nota crédito', () => {
  let credito: Ajuste;

  it('applies to the oldest charge (tRPC) and takes no recibo de caja number', async () => {
    const antes = await t.rest('POST', `/api/ph/${x.phA.id}/pagos`, {
      token: admin,
      body: { apartamentoId: x.unitA2.id, valor: 1_000, fecha: '2026-03-16', medio: 'efectivo' },
    });
    expect(antes.body.pago.numeroRecibo).toBe(1);
    const res = await trpcAjuste({
      id: x.unitA.id,
      tipo: 'credito',
      valor: 150_000,
      concepto: 'Cuota de enero cobrada de más',
      motivo: 'Se facturó con el área equivocada',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    credito = trpcData(res).ajuste;
    expect(credito).toMatchObject({
      tipo: 'credito',
      valor: 150_000,
      cargoId: null,
      aplicaciones: [{ cargoId: enero, concepto: 'Cuota de administración 2026-01', valor: 150_000 }],
      saldoAFavor: 0,
    });
    const pago = await t.db.pago.findUniqueOrThrow({ where: { id: credito.pagoId! } });
    expect(pago).toMatchObject({ medio: 'nota_credito', numeroRecibo: null, valor: 150_000 });
    const cuenta = await estado(x.unitA.id);
    expect(cuenta.totalAPagar).toBe(300_000);
    const fila = cuenta.movimientos.find((m) => m.concepto === 'Nota crédito: Cuota de enero cobrada de más');
    expect(fila).toMatchObject({ tipo: 'ajuste', cargo: 0, abono: 150_000, saldo: 300_000 });
    expect(fila?.pagoId).toBeUndefined();
    // The next recibo de caja follows the last one: the nota took no number.
    const despues = await t.rest('POST', `/api/ph/${x.phA.id}/pagos`, {
      token: admin,
      body: { apartamentoId: x.unitA2.id, valor: 1_000, fecha: '2026-03-16', medio: 'efectivo' },
    });
    expect(despues.body.pago.numeroRecibo).toBe(2);
    // Recibos de caja only in the pagos list; not counted as recaudado.
    const lista = await t.rest('GET', `/api/ph/${x.phA.id}/pagos`, { token: admin });
    expect(lista.body.pagos.map((p: { numeroRecibo: number }) => p.numeroRecibo)).toEqual([2, 1]);
    const cartera = await t.rest('GET', `/api/ph/${x.phA.id}/cartera`, { token: admin });
    expect(cartera.body.totales.recaudado).toBe(2_000);
  });

  it('larger than the debt pays everything, oldest first, and leaves the rest a favor', async () => {
    const res = await ajustar(x.unitA.id, {
      tipo: 'credito',
      valor: 400_000,
      concepto: 'Devolución acordada',
      motivo: 'Acuerdo de pago del consejo',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.ajuste.aplicaciones.map((a: { valor: number }) => a.valor)).toEqual([50_000, 200_000, 50_000]);
    expect(res.body.ajuste.saldoAFavor).toBe(100_000);
    const cuenta = await estado(x.unitA.id);
    expect(cuenta).toMatchObject({ saldoCapital: 0, saldoIntereses: 0, saldoAFavor: 100_000, totalAPagar: 0 });
  });

  it('has a «Nota crédito» document instead of a recibo de caja', async () => {
    const res = await t.trpc('query', 'tesoreria.pagos.pdf', { id: credito.pagoId }, x.tokens.residenteA);
    expect(res.status).toBe(200);
    const { archivo } = trpcData(res);
    expect(archivo.nombre).toMatch(/^nota-credito-/);
    const text = await pdfText(archivo.base64);
    expect(text).toContain('Nota crédito');
    expect(text).toContain('Cuota de enero cobrada de más');
    expect(text).not.toContain('Recibo de caja');
  });

  it('is annulled like any pago: reversed, never deleted, and the estado de cuenta shows the reversal', async () => {
    const res = await t.rest('PUT', `/api/pagos/${credito.pagoId}/anular`, {
      token: admin,
      body: { motivo: 'Registrada dos veces' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.pago).toMatchObject({ estado: 'anulado', medio: 'nota_credito', numeroRecibo: null });
    const cuenta = await estado(x.unitA.id);
    expect(cuenta.movimientos.map((m) => m.concepto)).toContain('Anulación de la nota crédito: Cuota de enero cobrada de más');
    // The 150 000 are owed again, minus the 100 000 the larger nota left a favor.
    expect(cuenta.totalAPagar).toBe(50_000);
    expect(await t.db.ajuste.count({ where: { id: credito.id } })).toBe(1);
  });
});

describe('idempotency, validation and permissions', () => {
  it('the same Idempotency-Key gives the same answer and no second ajuste, on both facades', async () => {
    const body = { tipo: 'debito', valor: 1_000, concepto: 'Copia de llaves', motivo: 'Solicitada por el propietario' };
    const antes = await t.db.ajuste.count();
    const primera = await ajustar(x.unitA.id, body, { key: 'ajuste-rest-1' });
    const segunda = await ajustar(x.unitA.id, body, { key: 'ajuste-rest-1' });
    expect([primera.status, segunda.status]).toEqual([200, 200]);
    expect(segunda.body.ajuste.id).toBe(primera.body.ajuste.id);
    const input = { id: x.unitA.id, ...body, concepto: 'Copia de control' };
    const uno = await trpcAjuste(input, { key: 'ajuste-trpc-1' });
    const dos = await trpcAjuste(input, { key: 'ajuste-trpc-1' });
    expect(trpcData(dos).ajuste.id).toBe(trpcData(uno).ajuste.id);
    expect(await t.db.ajuste.count()).toBe(antes + 2);
    const otra = await ajustar(x.unitA.id, { ...body, valor: 2_000 }, { key: 'ajuste-rest-1' });
    expect(otra.status).toBe(409);
  });

  it('refuses a valor that is not whole pesos, and short texts, with 422 in Spanish', async () => {
    const antes = await t.db.ajuste.count();
    const base = { tipo: 'credito', valor: 50_000, concepto: 'Descuento', motivo: 'Pronto pago' };
    for (const valor of ['50.000,50', 50_000.5, 0, -1, 2_000_000_001]) {
      const res = await ajustar(x.unitA.id, { ...base, valor });
      expect(res.status, String(valor)).toBe(422);
    }
    const corto = await ajustar(x.unitA.id, { ...base, concepto: 'ab', motivo: 'no' });
    expect(corto.status).toBe(422);
    expect(corto.body.errors).toEqual(expect.arrayContaining([AJUSTE_MSG.concepto, AJUSTE_MSG.motivo]));
    const tipo = await trpcAjuste({ id: x.unitA.id, ...base, tipo: 'reembolso' });
    expect(tipo.status).toBe(422);
    expect(message(tipo)).toContain(AJUSTE_MSG.tipo);
    expect(await t.db.ajuste.count()).toBe(antes);
    // The web's form reads what people type; «50.000,50» has centavos.
    expect(PESOS_MSG.centavos).toMatch(/sin centavos/);
  });

  it('only the complex’s administration (and a SUPER_ADMIN) may; nothing is written otherwise', async () => {
    const antes = await t.db.ajuste.count();
    const body = { tipo: 'credito', valor: 1_000, concepto: 'Descuento', motivo: 'Pronto pago' };
    for (const actor of ['consejoA', 'residenteA', 'adminB', 'soporte', 'comercial', 'noRole'] as const) {
      expect((await ajustar(x.unitA.id, body, { token: x.tokens[actor] })).status, actor).toBe(403);
      expect((await trpcAjuste({ id: x.unitA.id, ...body }, { token: x.tokens[actor] })).status, actor).toBe(403);
    }
    expect((await t.rest('POST', `/api/apartamentos/${x.unitA.id}/ajustes`, { body })).status).toBe(401);
    const ajeno = await ajustar('00000000-0000-4000-8000-000000000000', body);
    expect(ajeno.status).toBe(404);
    expect(await t.db.ajuste.count()).toBe(antes);
    expect((await ajustar(x.unitA.id, body, { token: x.tokens.superAdmin })).status).toBe(200);
  });
});

describe('paz y salvo', () => {
  it('a nota débito the saldo a favor covers is paid at once; one it does not cover revokes the certificate', async () => {
    // Unit A2 holds 2 000 a favor (the two recibos above) and owes nothing.
    const paz = await t.trpc('mutation', 'tesoreria.pazYSalvo.emitir', { id: x.unitA2.id }, admin);
    expect(paz.status).toBe(200);
    const { codigo } = trpcData(paz);
    const body = { tipo: 'debito', concepto: 'Parqueadero de visitantes', motivo: 'Uso registrado en portería' };
    expect((await ajustar(x.unitA2.id, { ...body, valor: 1_500 })).status).toBe(200);
    expect(await estado(x.unitA2.id)).toMatchObject({ totalAPagar: 0, saldoAFavor: 500 });
    expect((await t.db.pazYSalvo.findUniqueOrThrow({ where: { codigo: codigo } })).anuladoEn).toBeNull();
    expect((await ajustar(x.unitA2.id, { ...body, valor: 1_500 })).status).toBe(200);
    expect((await estado(x.unitA2.id)).totalAPagar).toBe(1_000);
    const revocado = await t.db.pazYSalvo.findUniqueOrThrow({ where: { codigo: codigo } });
    expect(revocado.anuladoEn).not.toBeNull();
    const verificar = await t.rest('GET', `/api/verificar/${codigo}`);
    expect(verificar.body).toMatchObject({ valido: false, estado: 'anulado' });
  });
});

describe('OpenAPI', () => {
  it('documents POST /apartamentos/{id}/ajustes with every status it answers', async () => {
    const doc = (await t.rest('GET', '/api/openapi.json')).body;
    const op = doc.paths['/apartamentos/{id}/ajustes'].post;
    expect(Object.keys(op.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '422',
      '500',
      '503',
    ]);
    expect(op.parameters.map((p: { name: string }) => p.name)).toContain('idempotency-key');
  });
});
