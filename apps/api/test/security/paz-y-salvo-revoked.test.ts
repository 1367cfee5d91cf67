// Finding 6 (issue 25): a paz y salvo was issued, then the payment that made it possible was annulled
// the same day, and /verificar/{codigo} still said valido: true while the unit owed $159.542. Now a
// change that makes the unit owe money on or before a certificate's date (an annulled payment, a new
// charge dated up to it) revokes it: /verificar says «anulado» with the date, and the PDF of a revoked
// certificate is never handed out again (a repeated request with its Idempotency-Key gets 409).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TESORERIA_MSG } from '@horizonte/contracts';

import { formatoPesos } from '../../src/modules/tesoreria/pdf.ts';
import { startTestApp, type JsonResponse, type TestApp } from '../support/index.ts';
import { createTenants, type Tenants } from '../support/tenants.ts';

let t: TestApp;
let x: Tenants;

const message = (res: JsonResponse) => (res.body.message as string | undefined) ?? res.body.error?.message;
const pagar = () =>
  t.rest('POST', `/api/ph/${x.phA.id}/pagos`, {
    token: x.tokens.adminA,
    body: { apartamentoId: x.unitA.id, valor: 159_542, fecha: '2026-03-05', medio: 'pse' },
  });
const pazYSalvo = (apartamentoId: string, key: string) =>
  t.rest('POST', `/api/apartamentos/${apartamentoId}/paz-y-salvo`, {
    token: x.tokens.adminA,
    headers: { 'idempotency-key': key },
  });
const verificar = (codigo: string) => t.rest('GET', `/api/verificar/${codigo}`);

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  await t.db.cargo.create({
    data: {
      phId: x.phA.id,
      apartamentoId: x.unitA.id,
      tipo: 'ordinaria',
      concepto: 'Cuota de administración 2026-03',
      periodo: '2026-03',
      fecha: new Date('2026-03-01T00:00:00Z'),
      fechaVencimiento: new Date('2026-03-10T00:00:00Z'),
      valor: 159_542,
      generaMora: true,
      estado: 'vigente',
    },
  });
  // Thursday 5 March 2026, 09:00 in Bogotá.
  const res = await t.rest('PUT', '/api/test/reloj', {
    token: x.tokens.superAdmin,
    body: { ahora: '2026-03-05T09:00:00-05:00' },
  });
  expect(res.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('a paz y salvo whose payment is annulled', () => {
  let codigo: string;
  let otraUnidad: string;

  it('is valid while the payment stands', async () => {
    const pago = await pagar();
    expect(pago.status).toBe(200);
    const res = await pazYSalvo(x.unitA.id, 'pys-101-1');
    expect(res.status).toBe(200);
    codigo = res.headers.get('x-codigo-verificacion')!;
    expect((await verificar(codigo)).body).toEqual({
      success: true,
      valido: true,
      conjunto: 'Conjunto A',
      unidad: '1-101',
      fecha: '2026-03-05',
    });
    // Another unit's certificate, which nothing below touches.
    otraUnidad = (await pazYSalvo(x.unitA2.id, 'pys-102-1')).headers.get('x-codigo-verificacion')!;

    const annul = await t.rest('PUT', `/api/pagos/${pago.body.pago.id}/anular`, {
      token: x.tokens.adminA,
      body: { motivo: 'Transferencia rechazada por el banco' },
    });
    expect(annul.status).toBe(200);
  });

  it("then verifies as «anulado» with the date, and the other unit's stays valid", async () => {
    const res = await verificar(codigo);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      valido: false,
      estado: 'anulado',
      anuladoEn: '2026-03-05',
      conjunto: 'Conjunto A',
      unidad: '1-101',
      fecha: '2026-03-05',
    });
    // The tRPC facade says the same.
    const trpc = await t.trpc('query', 'tesoreria.pazYSalvo.verificar', { codigo });
    expect(trpc.body.result.data).toMatchObject({ valido: false, estado: 'anulado', anuladoEn: '2026-03-05' });
    expect((await verificar(otraUnidad)).body.valido).toBe(true);
    expect(await t.db.auditLog.count({ where: { action: 'paz-y-salvo.anular' } })).toBe(1);
  });

  it('cannot be downloaded again: repeating its request answers 409, and a new one is refused with the debt', async () => {
    const again = await pazYSalvo(x.unitA.id, 'pys-101-1');
    expect(again.status).toBe(409);
    expect(again.headers.get('content-type')).toMatch(/json/);
    expect(message(again)).toBe(TESORERIA_MSG.pazYSalvoAnulado(codigo, '2026-03-05'));
    const nuevo = await pazYSalvo(x.unitA.id, 'pys-101-2');
    expect(nuevo.status).toBe(409);
    expect(message(nuevo)).toBe(TESORERIA_MSG.pazYSalvoDeuda(formatoPesos(159_542)));
  });
});

describe('a paz y salvo followed by a charge dated on its day', () => {
  it('is revoked when a booking with a fee is charged to the unit that day', async () => {
    expect((await pagar()).status).toBe(200);
    const res = await pazYSalvo(x.unitA.id, 'pys-101-3');
    expect(res.status).toBe(200);
    const codigo = res.headers.get('x-codigo-verificacion')!;
    expect((await verificar(codigo)).body.valido).toBe(true);

    const zona = await t.rest('POST', `/api/ph/${x.phA.id}/zonas`, {
      token: x.tokens.adminA,
      body: {
        nombre: 'Salón',
        aforo: 20,
        duracionSlotMin: 120,
        horario: [1, 2, 3, 4, 5, 6, 7].map((dia) => ({ dia, desde: '08:00', hasta: '22:00' })),
        anticipacionMinHoras: 1,
        anticipacionMaxDias: 30,
        maxReservasPorUnidadMes: 4,
        tarifa: 60_000,
      },
    });
    expect(zona.status).toBe(200);
    const reserva = await t.rest('POST', `/api/zonas/${zona.body.zona.id}/reservas`, {
      token: x.tokens.residenteA,
      body: { apartamentoId: x.unitA.id, inicio: '2026-03-06T10:00:00-05:00', fin: '2026-03-06T12:00:00-05:00', asistentes: 10 },
    });
    expect(reserva.status).toBe(200);
    expect((await verificar(codigo)).body).toMatchObject({ valido: false, estado: 'anulado', anuladoEn: '2026-03-05' });
  });
});
