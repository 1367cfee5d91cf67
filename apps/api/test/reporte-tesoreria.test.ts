// Issue 26, point 9: the general panel's Reportes show real treasury trends — GET
// /api/reportes/tesoreria (tRPC platform.reporteTesoreria): billed, collected and still owed per month
// over the complexes whose treasury the caller reads, never a sample figure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bogotaDate } from '@horizonte/contracts/calendar';

import { startTestApp, type TestApp } from './support/index.ts';
import { createMoroso } from './support/moroso.ts';
import { createTestUser } from './support/sessions.ts';

let t: TestApp;
let m: Awaited<ReturnType<typeof createMoroso>>;

beforeAll(async () => {
  t = await startTestApp();
  m = await createMoroso(t.db);
  const hoy = bogotaDate(new Date());
  await t.db.cargo.create({
    data: {
      phId: m.ph.id,
      apartamentoId: m.unidad.id,
      tipo: 'ordinaria',
      concepto: 'Cuota del mes',
      periodo: hoy.slice(0, 7),
      fecha: new Date(`${hoy}T00:00:00Z`),
      fechaVencimiento: new Date(`${hoy}T00:00:00Z`),
      valor: 100_000,
      generaMora: false,
      estado: 'vigente',
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('reporte de tesorería', () => {
  it('gives the admin six months of facturado, recaudado and cartera of their complex, on both facades', async () => {
    const res = await t.rest('GET', '/api/reportes/tesoreria', { token: m.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.conjuntos).toBe(1);
    expect(res.body.meses).toHaveLength(6);
    const actual = res.body.meses.at(-1);
    expect(actual).toEqual({ mes: bogotaDate(new Date()).slice(0, 7), facturado: 100_000, recaudado: 0, cartera: 450_000 });
    // The January charge, still unpaid, is owed at the end of every earlier month shown.
    expect(res.body.meses[0]).toMatchObject({ facturado: 0, recaudado: 0, cartera: 350_000 });
    const consejo = await t.trpc('query', 'platform.reporteTesoreria', undefined, m.consejo.token);
    expect(consejo.body.result.data.meses).toEqual(res.body.meses);
  });

  it('refuses owners, support and sales staff (they may not read debts), and people with no complex', async () => {
    const soporte = await createTestUser(t.db, { platformRole: 'SOPORTE' });
    const sinRol = await createTestUser(t.db, {});
    for (const token of [m.propietario.token, soporte.token, sinRol.token]) {
      const res = await t.rest('GET', '/api/reportes/tesoreria', { token });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('No tienes permiso para realizar esta acción');
    }
  });
});
