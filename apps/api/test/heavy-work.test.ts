// Issue 31, heavy work off the event loop: PDFs, spreadsheet exports and uploaded files are drawn and
// read in the pool's worker threads (src/workers), not on the thread that answers every request. Each
// task the threads finish is counted by the pool: a document or a file that did not cross to a thread
// leaves the count where it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config.ts';
import { createHeavyPool, heavyPool } from '../src/workers/pool.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
  token = x.tokens.adminA!;
});
afterAll(async () => {
  await t?.close();
});

/** The answer of `request` and how many tasks the pool's threads finished meanwhile. */
async function counted<T>(request: () => T | Promise<T>): Promise<{ answer: T; tasks: number }> {
  const before = heavyPool().completed;
  const answer = await request();
  return { answer, tasks: heavyPool().completed - before };
}

const bytesOf = (base64: string) => Buffer.from(base64, 'base64');

describe('the heavy-work pool', () => {
  it('has threads of its own, sized by WORKER_THREADS (by default one per core but one)', () => {
    expect(heavyPool().threads).toBeGreaterThanOrEqual(1);
    expect(loadConfig({ WORKER_THREADS: '3' }).workerThreads).toBe(3);
    expect(loadConfig({ WORKER_THREADS: '0' }).workerThreads).toBe(0);
    expect(() => loadConfig({ WORKER_THREADS: 'muchos' })).toThrow(/WORKER_THREADS/);
  });

  it('draws a PDF in a worker thread', async () => {
    const { answer, tasks } = await counted(() =>
      t.app.request(`/api/apartamentos/${x.unitA.id}/estado-cuenta.pdf`, { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(answer.status).toBe(200);
    expect(
      Buffer.from(await answer.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(tasks).toBe(1);
  });

  it('writes the cartera as XLSX and as CSV in a worker thread', async () => {
    const xlsx = await counted(() => t.trpc('query', 'tesoreria.cartera.get', { id: x.phA.id, formato: 'xlsx' }, token));
    expect(xlsx.tasks).toBe(1);
    expect(bytesOf(xlsx.answer.body.result.data.archivo.base64).subarray(0, 2).toString()).toBe('PK');
    const csv = await counted(() => t.trpc('query', 'tesoreria.cartera.get', { id: x.phA.id, formato: 'csv' }, token));
    expect(csv.tasks).toBe(1);
    expect(bytesOf(csv.answer.body.result.data.archivo.base64).toString('utf8')).toMatch(/^\ufeffUnidad;Al día;/);
  });

  it('reads an upload in a worker thread; what it refuses keeps its Spanish message and code', async () => {
    const form = new FormData();
    form.append('archivo', new Blob([new Uint8Array([0, 1, 2, 3, 250, 251, 0, 9])]), 'unidades.csv');
    const { answer, tasks } = await counted(() =>
      t.app.request(`/api/ph/${x.phA.id}/importaciones`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(tasks).toBe(1);
    expect(answer.status).toBe(400);
    const message = 'El archivo debe ser una hoja de cálculo .xlsx o .csv';
    expect(await answer.json()).toEqual({ success: false, message, error: message, code: 'IMPORTACION_NO_ES_HOJA_DE_CALCULO' });
  });

  it("with WORKER_THREADS=0 draws on the calling thread (bench:heavy's comparison)", async () => {
    const inProcess = createHeavyPool(0);
    const doc = { titulo: 'Prueba', conjunto: { nombre: 'C', nit: '1', direccion: 'D', ciudad: 'E' }, lineas: ['Línea'] };
    const bytes = await inProcess.run('pdf', doc);
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    expect(inProcess.completed).toBe(0);
  });
});
