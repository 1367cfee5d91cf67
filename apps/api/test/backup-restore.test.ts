// pnpm backup / pnpm restore end to end: PQRS with attachments filed through the real app, a backup
// taken while a loop keeps filing more, then restores into fresh, empty targets (fs and S3) compared
// with the manifest — and every attachment row of the restored database has its file.
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase } from '@horizonte/db';
import { createTestDatabase, type TestDatabase } from '@horizonte/db/testing';

import { fsStorage, s3Storage, type Storage } from '../src/lib/storage.ts';
import { createBackup } from '../src/ops/backup/create-backup.ts';
import { readManifest, sha256, type BackupManifest } from '../src/ops/backup/manifest.ts';
import { NotEmptyError, restoreBackup, TamperedBackupError } from '../src/ops/backup/restore-backup.ts';
import { PNG } from './support/files.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { startTestS3, type TestS3 } from './support/s3.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let s3: TestS3;
let work: string;
let backup: string;
let manifest: BackupManifest;
let filed = 0;
const targets: TestDatabase[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'hz-respaldo-'));
  t = await startTestApp({
    STORAGE_DIR: join(work, 'origen'),
    PQRS_FILINGS_PER_USER_PER_HOUR: '10000',
    PQRS_FILES_PER_USER_PER_HOUR: '10000',
  });
  x = await createTenants(t.db);
  s3 = await startTestS3('horizonte-restaurado', { listing: true });
  for (let i = 0; i < 3; i += 1) await fileWithAttachment();
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  for (const target of targets) await target.drop();
  if (work) await rm(work, { recursive: true, force: true });
});

/** A PQRS and its attachment, each through the REST API; every attachment's bytes are its own. */
async function fileWithAttachment(): Promise<void> {
  const n = (filed += 1);
  const pqrs = await t.rest('POST', `/api/ph/${x.phA.id}/pqrs`, {
    token: x.tokens.residenteA,
    body: { tipo: 'queja', subtipo: 'general', asunto: `Humedad en la torre ${n}`, descripcion: 'Foto adjunta.' },
  });
  expect(pqrs.status).toBe(200);
  const form = new FormData();
  const bytes = Buffer.concat([PNG, Buffer.from(`foto ${n}`)]);
  form.append('archivos', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `torre-${n}.png`);
  const res = await t.app.request(`/api/pqrs/${pqrs.body.pqrs.id}/adjuntos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${x.tokens.residenteA}` },
    body: form,
  });
  expect(res.status).toBe(200);
}

async function emptyTarget(): Promise<TestDatabase> {
  const target = await createTestDatabase({ migrate: false });
  targets.push(target);
  return target;
}

/** The restored database's attachment rows, each with the sha256 of its file in the restored storage. */
async function attachmentsIn(databaseUrl: string, storage: Storage) {
  const database = await createDatabase(databaseUrl);
  try {
    const rows = await database.prisma.pqrsAdjunto.findMany({ select: { clave: true } });
    return await Promise.all(
      rows.map(async ({ clave }) => {
        const bytes = await storage.get(clave);
        return { clave, sha256: bytes ? sha256(bytes) : null };
      }),
    );
  } finally {
    await database.close();
  }
}

/** Tables in the target: a PGlite folder is read as it is (opening it would write into it). */
async function tablesIn(databaseUrl: string): Promise<number> {
  if (databaseUrl.startsWith('pglite:')) return (await readdir(databaseUrl.slice('pglite:'.length))).length;
  const database = await createDatabase(databaseUrl);
  try {
    const [row] = await database.prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    return row!.n;
  } finally {
    await database.close();
  }
}

describe('pnpm backup under write load', () => {
  it('takes a backup while PQRS and attachments keep arriving', async () => {
    backup = join(work, 'respaldo');
    let backupDone = false;
    let filedAfterBackup = 0;
    const load = (async () => {
      // Keeps writing until one filing has started after the backup finished.
      while (filedAfterBackup === 0) {
        const startedAfter = backupDone;
        await fileWithAttachment();
        if (startedAfter) filedAfterBackup += 1;
      }
    })();
    manifest = await createBackup({ config: t.config, folder: join(work, 'respaldo'), openPglite: t.pglite });
    backupDone = true;
    await load;

    const kind = t.config.databaseUrl.startsWith('pglite:') ? 'pglite' : 'postgres';
    expect(manifest.database).toMatchObject({ kind, latestMigration: expect.stringMatching(/^\d{14}_/) });
    const backedUp = manifest.database.rowCounts['public.pqrs_adjuntos']!;
    expect(backedUp).toBeGreaterThanOrEqual(3);
    expect(manifest.database.rowCounts['public.pqrs']).toBeGreaterThanOrEqual(backedUp);
    // The load went on past the dump's snapshot: the live database has more than the backup.
    expect(await t.db.pqrsAdjunto.count()).toBeGreaterThan(backedUp);
    expect(manifest.storage.files.length).toBeGreaterThanOrEqual(backedUp);
    expect(await readManifest(backup)).toEqual(manifest);
  });
});

describe('pnpm restore', () => {
  it('restores into an empty database and folder: same row counts, same checksums, every attachment with its file', async () => {
    const target = await emptyTarget();
    const storageDir = join(work, 'destino');
    const report = await restoreBackup({ config: { databaseUrl: target.url, storageDir, s3: undefined }, folder: backup });

    expect(report.mismatches).toBe(0);
    expect(report.tables.length).toBeGreaterThan(50);
    expect(report.tables.find((r) => r.table === 'public.pqrs_adjuntos')).toEqual({
      table: 'public.pqrs_adjuntos',
      expected: manifest.database.rowCounts['public.pqrs_adjuntos'],
      restored: manifest.database.rowCounts['public.pqrs_adjuntos'],
    });
    const checksums = new Map(manifest.storage.files.map((f) => [f.key, f.sha256]));
    const attachments = await attachmentsIn(target.url, fsStorage(storageDir));
    expect(attachments).toHaveLength(manifest.database.rowCounts['public.pqrs_adjuntos']!);
    for (const a of attachments) expect(a.sha256).toBe(checksums.get(a.clave));
  });

  it('restores the same backup into an S3 bucket, where a listing finds exactly its files', async () => {
    const target = await emptyTarget();
    const config = { databaseUrl: target.url, storageDir: join(work, 'no-usada'), s3: s3.settings };
    const report = await restoreBackup({ config, folder: backup });
    expect(report.mismatches).toBe(0);
    expect(report.files).toHaveLength(manifest.storage.files.length);

    const listed: string[] = [];
    for await (const key of s3Storage(s3.settings).list()) listed.push(key);
    expect(listed.sort()).toEqual(manifest.storage.files.map((f) => f.key).sort());
    expect(await readdir(join(work, 'no-usada')).catch(() => [])).toEqual([]);
  });

  it('refuses a backup whose file was changed, before writing anything', async () => {
    const tampered = join(work, 'alterado');
    await cp(backup, tampered, { recursive: true });
    const victim = manifest.storage.files[0]!;
    await writeFile(join(tampered, 'archivos', victim.key), Buffer.concat([PNG, Buffer.from('otra foto')]));
    const target = await emptyTarget();
    const storageDir = join(work, 'destino-alterado');

    const restoring = restoreBackup({ config: { databaseUrl: target.url, storageDir, s3: undefined }, folder: tampered });
    await expect(restoring).rejects.toThrow(TamperedBackupError);
    await expect(restoring).rejects.toThrow(`archivos/${victim.key}: la suma sha256 no coincide con el manifiesto`);
    expect(await readdir(storageDir).catch(() => [])).toEqual([]);
    expect(await tablesIn(target.url)).toBe(0);
  });

  it('refuses a database or a storage that already holds data, unless forced', async () => {
    const intoLive = restoreBackup({
      config: { databaseUrl: t.config.databaseUrl, storageDir: join(work, 'vacia'), s3: undefined },
      folder: backup,
    });
    await expect(intoLive).rejects.toThrow(NotEmptyError);
    await expect(intoLive).rejects.toThrow(/no está vacía/);

    const target = await emptyTarget();
    const intoUsedFolder = restoreBackup({
      config: { databaseUrl: target.url, storageDir: t.config.storageDir, s3: undefined },
      folder: backup,
    });
    await expect(intoUsedFolder).rejects.toThrow('El almacenamiento de archivos de destino no está vacío');
    expect(await tablesIn(target.url)).toBe(0);
  });
});
