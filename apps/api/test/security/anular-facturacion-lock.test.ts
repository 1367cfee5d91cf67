// Issue 25, read from the code: anularFacturacion checked for applied payments without the lock
// registrarPago takes, so on PostgreSQL a payment registered meanwhile could be applied to the very
// charges being annulled (money on charges nobody owes). The annulment now takes the complex's lock
// first: either it sees the payment and reverses its applications, or the payment waits and finds the
// charges annulled. Issue 26, point 2: a run with payments applied is annulled with a motivo (its
// applications reversed, the money left as saldo a favor or applied again), no longer refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type JsonResponse, type TestApp } from '../support/index.ts';
import { createTenants, type Tenants } from '../support/tenants.ts';
import { presupuestoAprobado } from '../support/tesoreria.ts';

let t: TestApp;
let x: Tenants;
let admin: string;

async function emitirPeriodo(periodo: string): Promise<string> {
  const run = await t.rest('POST', `/api/ph/${x.phA.id}/facturacion`, {
    token: admin,
    body: { periodo, fechaVencimiento: `${periodo}-20` },
  });
  expect(run.status).toBe(200);
  expect((await t.rest('PUT', `/api/facturaciones/${run.body.facturacion.id}/emitir`, { token: admin })).status).toBe(200);
  return run.body.facturacion.id;
}

const anular = (id: string) =>
  t.rest('PUT', `/api/facturaciones/${id}/anular`, { token: admin, body: { motivo: 'Presupuesto equivocado' } });
const pagar = () =>
  t.rest('POST', `/api/ph/${x.phA.id}/pagos`, {
    token: admin,
    body: { apartamentoId: x.unitA.id, valor: 100_000, fecha: '2026-03-16', medio: 'efectivo' },
  });

/**
 * Never money applied to an annulled charge; whichever ran first, the run is annulled and the payment's
 * 100 000 end as saldo a favor (the unit has no other live charge).
 */
async function expectSerialised(anulacion: JsonResponse, pago: JsonResponse) {
  expect(await t.db.aplicacionPago.count({ where: { anuladaEn: null, cargo: { estado: 'anulado' } } })).toBe(0);
  expect(anulacion.status).toBe(200);
  expect(pago.status).toBe(200);
  const aplicado = await t.db.aplicacionPago.aggregate({
    where: { pagoId: pago.body.pago.id, anuladaEn: null },
    _sum: { valor: true },
  });
  expect(aplicado._sum.valor ?? 0).toBe(0);
}

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  admin = x.tokens.adminA!;
  await t.db.apartamento.updateMany({ where: { phId: x.phA.id }, data: { coeficiente: 50 } });
  expect(
    (await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora: '2026-03-16T09:00:00-05:00' } })).status,
  ).toBe(200);
  await presupuestoAprobado(t, x.phA.id, admin);
});
afterAll(async () => {
  await t?.close();
});

/** Backends of this database waiting for a lock (PostgreSQL). */
const waitingForLocks = async () =>
  Number(
    (
      await t.db.$queryRaw<
        { n: bigint }[]
      >`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`
    )[0]!.n,
  );

async function until(condition: () => Promise<boolean>) {
  for (let i = 0; i < 500 && !(await condition()); i++) await new Promise((r) => setTimeout(r, 20));
}

describe.skipIf(!process.env.DATABASE_URL?.startsWith('postgres'))(
  'on PostgreSQL, with the annulment paused between its check and its write',
  () => {
    it('the payment waits for the annulment and lands on no annulled charge', async () => {
      const id = await emitirPeriodo('2026-03');
      // Another session holds the run's row: the annulment checks for payments, then waits to write.
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      let holding!: () => void;
      const held = new Promise<void>((r) => (holding = r));
      const holder = t.db.$transaction(
        async (tx) => {
          await tx.$queryRaw`SELECT id FROM facturaciones WHERE id = ${id}::uuid FOR UPDATE`;
          holding();
          await released;
        },
        { timeout: 30_000 },
      );
      await held;

      const anulacion = anular(id);
      await until(async () => (await waitingForLocks()) >= 1);
      let pagoListo = false;
      const pago = pagar().finally(() => (pagoListo = true));
      // Before the fix the payment went through here, onto the charges about to be annulled.
      await until(async () => pagoListo || (await waitingForLocks()) >= 2);
      release();
      await holder;
      const [a, p] = await Promise.all([anulacion, pago]);
      expect(a.status).toBe(200);
      await expectSerialised(a, p);
    });
  },
);

describe('a payment and an annulment sent together', () => {
  it('serialise: never a payment applied to annulled charges', async () => {
    const id = await emitirPeriodo('2026-02');
    const [a, p] = await Promise.all([anular(id), pagar()]);
    await expectSerialised(a, p);
  });
});
