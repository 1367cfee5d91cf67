// Finding 16 (issue 25): a 99 KB bank statement (4 367 rows) to POST /api/ph/{id}/pagos/importar
// kept the embedded database, and with it /api/health, from answering for 55 s: every row was its own
// transaction, one after another, and PGlite answers within the same microtask chain, so not even a
// timer ran until the last row. Now a statement has at most 1 000 rows (a Spanish 400 past them,
// nothing applied) and its payments are written in batches with a turn of the event loop between
// them, so other requests are answered while a long statement is applied.
import { setTimeout as sleep } from 'node:timers/promises';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { EXTRACTO_MAX_FILAS, TESORERIA_MSG } from '@horizonte/contracts';

import { startTestApp, type TestApp } from '../support/index.ts';
import { createTenants, type Tenants } from '../support/tenants.ts';

let t: TestApp;
let x: Tenants;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
});
afterAll(async () => {
  await t?.close();
});

/** `rows` transfers (distinct by day and amount), to the fixture's unit 1-101 or to a reference no unit has. */
function statement(rows: number, referencia: (i: number) => string): string {
  const lines = ['fecha,valor,referencia,descripcion'];
  for (let i = 0; i < rows; i++)
    lines.push(`2026-01-${String(1 + (i % 28)).padStart(2, '0')},${100 + Math.floor(i / 28)},${referencia(i)},`);
  return lines.join('\n');
}

const importar = (csv: string) => t.rest('POST', `/api/ph/${x.phA.id}/pagos/importar`, { token: x.tokens.adminA, body: { csv } });

describe('bank statements', () => {
  it('refuses the 4 367-row statement with a Spanish 400 and applies nothing', async () => {
    const csv = statement(4367, () => '1-101');
    expect(csv.length).toBeLessThan(99 * 1024);
    const res = await importar(csv);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TESORERIA_MSG.extractoDemasiadasFilas(EXTRACTO_MAX_FILAS));
    expect(res.body.message).toBe('El extracto tiene más de 1.000 filas: divídelo en archivos más pequeños');
    expect(await t.db.pago.count({ where: { phId: x.phA.id } })).toBe(0);
  });

  it('reads a statement of exactly 1 000 rows', async () => {
    const res = await importar(statement(EXTRACTO_MAX_FILAS, (i) => `ZZ-${i}`));
    expect(res.status).toBe(200);
    expect(res.body.sinAsignar).toHaveLength(EXTRACTO_MAX_FILAS);
    expect((await importar(statement(EXTRACTO_MAX_FILAS + 1, (i) => `ZZ-${i}`))).status).toBe(400);
  });

  it('applies no row dated in the future: it comes back unassigned, with the reason', async () => {
    const res = await importar(['fecha,valor,referencia,descripcion', '2099-01-01,50000,1-101,Futuro'].join('\n'));
    expect(res.status).toBe(200);
    expect(res.body.aplicados).toEqual([]);
    expect(res.body.sinAsignar[0].motivo).toMatch(/^La fecha del pago no puede ser posterior a hoy/);
  });

  it('answers other requests while a statement is applied', async () => {
    let importing = true;
    let answeredMeanwhile = 0;
    const health = (async () => {
      while (importing) {
        await sleep(5);
        const res = await t.rest('GET', '/api/health');
        if (importing && res.status === 200) answeredMeanwhile++;
      }
    })();
    const res = await importar(statement(60, () => '1-101'));
    importing = false;
    await health;
    expect(res.status).toBe(200);
    expect(res.body.aplicados).toHaveLength(60);
    expect(answeredMeanwhile).toBeGreaterThanOrEqual(3);
    // Imported again: every row is a duplicate, nothing is applied twice.
    const again = await importar(statement(60, () => '1-101'));
    expect(again.body.aplicados).toEqual([]);
    expect(again.body.duplicados).toHaveLength(60);
    expect(await t.db.pago.count({ where: { phId: x.phA.id } })).toBe(60);
  });
});
