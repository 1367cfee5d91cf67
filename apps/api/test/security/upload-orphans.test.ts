// Issue 25, read from the code: uploads were written to storage before their transaction, so a
// transaction that failed left a file nobody could reach (and nobody would delete). Now every upload
// path (PQRS attachments, a document and its new versions) deletes its files when the transaction
// that records them fails. Here each transaction is made to fail after writing its rows.
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { Database } from '@horizonte/db';

import { PDF, PNG } from '../support/files.ts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { logLines } from '../support/log-lines.ts';
import { createTenants, type Tenants } from '../support/tenants.ts';

let t: TestApp;
let x: Tenants;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'hz-orphans-'));
  // The failed transactions are logged as internal errors: kept here, off the test output.
  t = await startTestApp({ STORAGE_DIR: storageDir }, { logger: logLines('warn').logger });
  x = await createTenants(t.db);
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await t?.close();
});

/** The next transaction runs its work, then fails (as a lost connection or a constraint would). */
function failNextTransaction() {
  const original = t.db.$transaction.bind(t.db) as (fn: (tx: unknown) => Promise<unknown>, options?: unknown) => Promise<unknown>;
  vi.spyOn(t.db, '$transaction').mockImplementationOnce(((fn: (tx: unknown) => Promise<unknown>, options?: unknown) =>
    original(async (tx) => {
      await fn(tx);
      throw new Error('la transacción falló');
    }, options)) as Database['$transaction']);
}

/** Every file under the storage folder. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(storageDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

async function post(path: string, fields: Record<string, string>, files: { field: string; name: string; bytes: Buffer }[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append(f.field, new Blob([new Uint8Array(f.bytes)]), f.name);
  const res = await t.app.request(path, { method: 'POST', headers: { authorization: `Bearer ${x.tokens.adminA}` }, body: form });
  return { status: res.status, body: await res.json() };
}

const publicar = () =>
  post(`/api/ph/${x.phA.id}/documentos`, { titulo: 'Reglamento', categoria: 'otros', visibilidad: 'todos' }, [
    { field: 'archivo', name: 'reglamento.pdf', bytes: PDF },
  ]);

describe('a failed transaction leaves no file behind', () => {
  it('publishing a document', async () => {
    const before = await storedFiles();
    failNextTransaction();
    expect((await publicar()).status).toBe(500);
    expect(await t.db.documento.count({ where: { phId: x.phA.id } })).toBe(0);
    expect(await storedFiles()).toEqual(before);
  });

  it('a new version of a document', async () => {
    const published = await publicar();
    expect(published.status).toBe(200);
    const before = await storedFiles();
    failNextTransaction();
    const res = await post(`/api/documentos/${published.body.documento.id}/versiones`, {}, [
      { field: 'archivo', name: 'v2.pdf', bytes: PDF },
    ]);
    expect(res.status).toBe(500);
    expect(await t.db.documentoVersion.count({ where: { documentoId: published.body.documento.id } })).toBe(1);
    expect(await storedFiles()).toEqual(before);
  });

  it('attaching files to a PQRS', async () => {
    const filed = await t.rest('POST', `/api/ph/${x.phA.id}/pqrs`, {
      token: x.tokens.residenteA,
      body: { tipo: 'peticion', subtipo: 'general', asunto: 'Humedad', descripcion: 'Hay humedad en el muro del baño.' },
    });
    expect(filed.status).toBe(200);
    const before = await storedFiles();
    failNextTransaction();
    const res = await post(
      `/api/pqrs/${filed.body.pqrs.id}/adjuntos`,
      {},
      [1, 2, 3].map((i) => ({ field: 'archivos', name: `foto${i}.png`, bytes: PNG })),
    );
    expect(res.status).toBe(500);
    expect(await t.db.pqrsAdjunto.count({ where: { pqrsId: filed.body.pqrs.id } })).toBe(0);
    expect(await storedFiles()).toEqual(before);
  });
});
