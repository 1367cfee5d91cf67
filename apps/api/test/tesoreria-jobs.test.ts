// Billing's background work on the durable queue, moved through a month with the one clock: a notice
// 5 days before the due date, the collection reminder the day after it (the default schedule of
// modules/recordatorios-cobro; recordatorios-cobro.test.ts tests the schedules and Ley 2300's limits),
// both only to units with debt and inside Ley 2300's windows, and the platform-wide monthly run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './support/index.ts';
import { createTestUser } from './support/sessions.ts';
import { createProperty, createResidente, createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let token: string;
let adminId: string;
let phId: string;
let deudora: string;
let aldia: string;

async function setClock(ahora: string) {
  expect((await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora } })).status).toBe(200);
}

async function runJob(name: 'tesoreria.recordatorios' | 'tesoreria.recordatorios-cobro' | 'tesoreria.facturacion-mensual') {
  await t.jobs.send(t.db, name, {});
  await t.jobs.settle(20_000);
}

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  const admin = await createTestUser(t.db);
  token = admin.token;
  adminId = admin.user.id;
  const ph = await createProperty(t.db, 'Conjunto Recordatorios', admin.user.id);
  phId = ph.id;
  const u1 = await t.db.apartamento.create({ data: { phId, torre: '', numero: '1', coeficiente: 50 } });
  const u2 = await t.db.apartamento.create({ data: { phId, torre: '', numero: '2', coeficiente: 50 } });
  deudora = `deudora${Date.now()}@example.com`;
  aldia = `aldia${Date.now()}@example.com`;
  await t.db.residente.update({
    where: { id: (await createResidente(t.db, u1.id)).id },
    data: { email: deudora, tipo: 'propietario' },
  });
  await t.db.residente.update({
    where: { id: (await createResidente(t.db, u2.id)).id },
    data: { email: aldia, tipo: 'propietario' },
  });
  await setClock('2026-05-01T08:00:00-05:00');
  const p = await t.rest('POST', `/api/ph/${phId}/presupuestos`, {
    token,
    body: { anio: 2026, porcentajeImprevistos: 1, rubros: [{ nombre: 'Aseo', valorAnual: 12_000_000 }] },
  });
  await t.rest('PUT', `/api/presupuestos/${p.body.presupuesto.id}/aprobar`, { token, body: { actaReferencia: 'Acta 1' } });
  const run = await t.rest('POST', `/api/ph/${phId}/facturacion`, {
    token,
    body: { periodo: '2026-05', fechaVencimiento: '2026-05-20' },
  });
  expect((await t.rest('PUT', `/api/facturaciones/${run.body.facturacion.id}/emitir`, { token })).status).toBe(200);
  // 12 120 000 / 12 = 1 010 000; 505 000 each. Unit 2 pays in full, today (a later date is refused).
  expect(
    (
      await t.rest('POST', `/api/ph/${phId}/pagos`, {
        token,
        body: { apartamentoId: u2.id, valor: 505_000, fecha: '2026-05-01', medio: 'pse' },
      })
    ).status,
  ).toBe(200);
  await t.jobs.settle(20_000);
});
afterAll(async () => {
  await t?.close();
});

const remindersTo = (email: string) => t.smtp.messages.filter((m) => m.to === email && /Tu cuota/.test(m.subject));

describe('billing jobs', () => {
  it('mails nothing on other days', async () => {
    await setClock('2026-05-14T08:00:00-05:00');
    await runJob('tesoreria.recordatorios');
    expect(remindersTo(deudora)).toHaveLength(0);
  });

  it('reminds units with debt 5 days before the due date', async () => {
    await setClock('2026-05-15T08:00:00-05:00');
    await runJob('tesoreria.recordatorios');
    const mail = await t.smtp.waitFor(deudora, { subject: /Tu cuota de Conjunto Recordatorios vence el 20 de may de 2026/ });
    expect(mail.text).toContain('La unidad 1 tiene un saldo de $ 505.000.');
    expect(remindersTo(aldia)).toHaveLength(0);
  });

  it('reminds them again on the day after the due date (the default collection reminder)', async () => {
    // Thursday 2026-05-21 at 8:00, inside the weekday window of Ley 2300 de 2023, art. 3.
    await setClock('2026-05-21T08:00:00-05:00');
    await runJob('tesoreria.recordatorios');
    await runJob('tesoreria.recordatorios-cobro');
    const mail = await t.smtp.waitFor(deudora, { subject: /Recordatorio de pago: unidad 1 de Conjunto Recordatorios/ });
    expect(mail.text).toContain('La unidad 1 tiene un saldo vencido de $ 505.000, pendiente desde el 20 de may de 2026.');
    expect(mail.text).toContain('intereses de mora');
    expect(remindersTo(deudora)).toHaveLength(1);
    expect(t.smtp.messages.filter((m) => m.to === aldia && /^Recordatorio de pago/.test(m.subject))).toHaveLength(0);
  });

  it('computes the next month for every complex with an approved budget, once', async () => {
    // Two more complexes planned in the same batch: one ready (1 010 000 a month over 33,333334 % +
    // 2 × 33,333333 %: floors 336 666 × 3, the two pesos left go to the largest remainders, the tie to the
    // first unit), one whose coeficientes add up to 90 %.
    const listo = await conjuntoConPresupuesto('Conjunto Listo', [33.333334, 33.333333, 33.333333], 12_000_000);
    const descuadrado = await conjuntoConPresupuesto('Conjunto Descuadrado', [60, 30], 12_000_000);
    await setClock('2026-06-01T05:00:00-05:00');
    await runJob('tesoreria.facturacion-mensual');
    await runJob('tesoreria.facturacion-mensual');
    const runs = await t.rest('GET', `/api/ph/${phId}/facturaciones`, { token });
    expect(
      runs.body.facturaciones.map((f: { periodo: string; estado: string; total: number }) => [f.periodo, f.estado, f.total]),
    ).toEqual([
      ['2026-06', 'borrador', 1_010_000],
      ['2026-05', 'emitida', 1_010_000],
    ]);
    const [run] = (await t.rest('GET', `/api/ph/${listo}/facturaciones`, { token })).body.facturaciones;
    expect([run.periodo, run.estado, run.total, run.cargos]).toEqual(['2026-06', 'borrador', 1_010_000, 3]);
    const cargos = (await t.rest('GET', `/api/facturaciones/${run.id}`, { token })).body.detalle.map(
      (c: { valor: number }) => c.valor,
    );
    expect(cargos).toEqual([336_667, 336_667, 336_666]);
    expect((await t.rest('GET', `/api/ph/${descuadrado}/facturaciones`, { token })).body.facturaciones).toEqual([]);
  });
});

async function conjuntoConPresupuesto(nombre: string, coeficientes: number[], valorAnual: number): Promise<string> {
  const ph = await createProperty(t.db, nombre, adminId);
  for (const [i, coeficiente] of coeficientes.entries())
    await t.db.apartamento.create({ data: { phId: ph.id, torre: '', numero: String(i + 1), coeficiente } });
  const p = await t.rest('POST', `/api/ph/${ph.id}/presupuestos`, {
    token,
    body: { anio: 2026, porcentajeImprevistos: 1, rubros: [{ nombre: 'Aseo', valorAnual }] },
  });
  await t.rest('PUT', `/api/presupuestos/${p.body.presupuesto.id}/aprobar`, { token, body: { actaReferencia: 'Acta 1' } });
  return ph.id;
}
