// The demo complexes show a real treasury from the first start: budget, coeficientes at 100 %,
// three emitted months, payments (late, overpaid), a unit in mora for more than 90 days.
import { beforeAll, describe, expect, it } from 'vitest';

import { sharedDemoApp } from '../support/demo.ts';
import type { TestApp } from '../support/index.ts';
import { createTestUser } from '../support/sessions.ts';

let t: TestApp;
let token: string;
let phId: string;

beforeAll(async () => {
  ({ t } = sharedDemoApp());
  const ph = await t.db.pH.findFirstOrThrow({ where: { identificador: 'altos' } });
  phId = ph.id;
  token = (await createTestUser(t.db, { roles: [{ phId, rol: 'admin' }] })).token;
});

describe('demo treasury', () => {
  it('has an approved budget, three emitted runs and coeficientes that add up to 100 %', async () => {
    const presupuestos = await t.rest('GET', `/api/ph/${phId}/presupuestos`, { token });
    expect(presupuestos.body.presupuestos[0]).toMatchObject({
      estado: 'aprobado',
      totalRubros: 36_000_000,
      valorImprevistos: 360_000,
      cuotaMensualTotal: 3_030_000,
    });
    const runs = await t.rest('GET', `/api/ph/${phId}/facturaciones`, { token });
    expect(runs.body.facturaciones.map((f: { estado: string }) => f.estado)).toEqual(['emitida', 'emitida', 'emitida']);
    const unidades = await t.db.apartamento.findMany({ where: { phId } });
    expect(unidades.reduce((a, u) => a + Number(u.coeficiente) * 1e6, 0)).toBe(100 * 1e6);
  });

  it('shows a unit in mora for more than 90 days, one with saldo a favor and payments in the cartera', async () => {
    const cartera = await t.rest('GET', `/api/ph/${phId}/cartera`, { token });
    expect(cartera.status).toBe(200);
    const moroso = cartera.body.unidades.find((u: { unidad: string }) => u.unidad === '2-302');
    expect(moroso.capital.masDe90).toBeGreaterThan(0);
    expect(moroso.intereses).toBeGreaterThan(0);
    expect(cartera.body.totales.recaudado).toBeGreaterThan(0);
    const pagos = await t.rest('GET', `/api/ph/${phId}/pagos?pageSize=100`, { token });
    expect(pagos.body.total).toBeGreaterThan(25);
    expect(
      pagos.body.pagos.some((p: { aplicaciones: { concepto: string }[] }) =>
        p.aplicaciones.some((a) => a.concepto.startsWith('Intereses de mora')),
      ),
    ).toBe(true);
    const unit = await t.db.apartamento.findFirstOrThrow({ where: { phId, torre: '1', numero: '102' } });
    const cuenta = await t.rest('GET', `/api/apartamentos/${unit.id}/estado-cuenta`, { token });
    expect(cuenta.body).toMatchObject({ saldoCapital: 0, saldoAFavor: 10_000, totalAPagar: 0 });
  });

  it('prados shows a nota crédito in Casa 1’s estado de cuenta, with no recibo de caja number', async () => {
    const prados = await t.db.pH.findFirstOrThrow({ where: { identificador: 'prados' } });
    const casa = await t.db.apartamento.findFirstOrThrow({ where: { phId: prados.id, numero: 'Casa 1' } });
    const admin = (await createTestUser(t.db, { roles: [{ phId: prados.id, rol: 'admin' }] })).token;
    const cuenta = await t.rest('GET', `/api/apartamentos/${casa.id}/estado-cuenta`, { token: admin });
    const nota = cuenta.body.movimientos.find((m: { concepto: string }) =>
      m.concepto.startsWith('Nota crédito: Intereses cobrados de más'),
    );
    expect(nota).toMatchObject({ tipo: 'ajuste', abono: 10_000, cargo: 0 });
    expect(await t.db.pago.count({ where: { phId: prados.id, medio: 'nota_credito', numeroRecibo: null } })).toBe(1);
  });
});
