// Finding 1 of issue 25: an owner with one overdue charge sent ten
// `estado-cuenta?hasta=9999-11-30` in one tRPC batch and the whole process stopped ~8 s for every
// complex (the interest was walked month by month). Now the date is bounded, the interest is computed
// per rate period, and heavy reads (estado de cuenta, cartera, PDFs, exports) count against a
// per-user limit of HEAVY_READS_PER_MINUTE (30): the next one is a 429 in Spanish with Retry-After.
// While the hostile reads run, /api/health answers within 1 s (the bound, kept generous).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { corteMaximo, MSG } from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';

import { startTestApp, type TestApp } from '../support/index.ts';
import { createMoroso } from '../support/moroso.ts';
import { createTestUser } from '../support/sessions.ts';

let t: TestApp;
let x: Awaited<ReturnType<typeof createMoroso>>;

beforeAll(async () => {
  t = await startTestApp();
  x = await createMoroso(t.db);
});
afterAll(async () => {
  await t?.close();
});

interface BatchItem {
  result?: { data: { saldoIntereses: number } };
  error?: { message: string; data: { httpStatus: number } };
}

/** Ten calls of one query in a single tRPC batch (the most a batch admits). */
async function batchOfTen(procedure: string, input: Record<string, unknown>, token: string): Promise<BatchItem[]> {
  const inputs = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i, input]));
  const path = `/trpc/${Array(10).fill(procedure).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
  const res = await t.app.request(path, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as BatchItem[];
}

/** The slowest of the /api/health answers asked one after another until `work` settles. */
async function slowestHealthWhile(work: Promise<unknown>): Promise<number> {
  let settled = false;
  void work.finally(() => (settled = true));
  let slowest = 0;
  do {
    const started = performance.now();
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    slowest = Math.max(slowest, performance.now() - started);
  } while (!settled);
  await work;
  return slowest;
}

describe('finding 1: hostile reads of an estado de cuenta', () => {
  it('refuses ten hasta=9999-11-30 in one batch and ten through REST, and /api/health keeps answering within 1 s', async () => {
    const hasta = '9999-11-30';
    const owner = x.propietario.token;
    // Beside them, ten of the heaviest reads still accepted: two years past today.
    const maximo = corteMaximo(bogotaDate(t.services.clock.now()));
    // A first read and a first health check, so what is measured is the attack, not a cold start.
    expect((await t.rest('GET', `/api/apartamentos/${x.unidad.id}/estado-cuenta`, { token: owner })).status).toBe(200);
    await slowestHealthWhile(Promise.resolve());

    const hostile = Promise.all([
      batchOfTen('tesoreria.estadoCuenta.get', { id: x.unidad.id, hasta }, owner),
      batchOfTen('tesoreria.estadoCuenta.get', { id: x.unidad.id, hasta: maximo }, x.admin.token),
    ]);
    expect(await slowestHealthWhile(hostile)).toBeLessThan(1_000);
    const [batch, accepted] = await hostile;
    expect(batch.map((r) => [r.error?.data.httpStatus, r.error?.message])).toEqual(Array(10).fill([422, MSG.fechaFueraDeRango]));
    expect(accepted.every((r) => r.result && r.result.data.saldoIntereses > 0)).toBe(true);

    const rest = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.rest('GET', `/api/apartamentos/${x.unidad.id}/estado-cuenta?hasta=${hasta}`, { token: owner }),
      ),
    );
    expect(rest.map((r) => [r.status, r.body.message])).toEqual(Array(10).fill([422, MSG.fechaFueraDeRango]));
  });

  it('counts heavy reads per user: past 30 a minute a 429 in Spanish with Retry-After, on both facades', async () => {
    const lector = await createTestUser(t.db, { roles: [{ phId: x.ph.id, rol: 'admin' }] });
    const unidad = { id: x.unidad.id };
    // 30 reads of every kind: statements (JSON and PDF), the cartera (JSON, xlsx) in batches of ten, then REST.
    const mixed = [
      ...(await batchOfTen('tesoreria.estadoCuenta.get', unidad, lector.token)),
      ...(await batchOfTen('tesoreria.cartera.get', { id: x.ph.id, formato: 'csv' }, lector.token)),
    ];
    expect(mixed.every((r) => r.result)).toBe(true);
    const files = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        t.rest('GET', `/api/apartamentos/${x.unidad.id}/estado-cuenta.pdf`, { token: lector.token }),
      ),
      ...Array.from({ length: 5 }, () => t.rest('GET', `/api/ph/${x.ph.id}/cartera.xlsx`, { token: lector.token })),
    ]);
    expect(files.map((r) => r.status)).toEqual(Array(10).fill(200));

    const rest = await t.rest('GET', `/api/apartamentos/${x.unidad.id}/estado-cuenta`, { token: lector.token });
    expect([rest.status, rest.body.message]).toEqual([429, MSG.tooManyHeavyReads]);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
    const trpc = await t.trpc('query', 'tesoreria.cartera.get', { id: x.ph.id }, lector.token);
    expect([trpc.status, trpc.body.error.message]).toEqual([429, MSG.tooManyHeavyReads]);

    // Someone else's quota is their own.
    const otro = await t.rest('GET', `/api/apartamentos/${x.unidad.id}/estado-cuenta`, { token: x.consejo.token });
    expect(otro.status).toBe(200);
  });
});
