// pnpm backup: the database first, then the stored files. Files are stored before the rows that
// name them commit and are never deleted afterwards, so copying them after the dump's snapshot
// means every file a dumped row names is in the backup; files of uploads that committed later come
// along too, as harmless orphans.
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { DUMP_FILE, dumpDatabase, type DatabaseHandle } from '@horizonte/db';

import type { Config } from '../../config.ts';
import { storageOf } from '../../lib/storage.ts';
import { fileDigest, FILES_FOLDER, sha256, writeManifest, type BackedUpFile, type BackupManifest } from './manifest.ts';

export interface BackupOptions {
  config: Pick<Config, 'databaseUrl' | 'storageDir' | 's3'>;
  folder: string;
  /** The embedded database this process already has open (tests, or a server that backs itself up). */
  openPglite?: DatabaseHandle['pglite'];
}

export async function createBackup({ config, folder, openPglite }: BackupOptions): Promise<BackupManifest> {
  await requireEmptyFolder(folder);
  const kind = config.databaseUrl.startsWith('pglite:') ? 'pglite' : 'postgres';
  const dumpFile = join(folder, DUMP_FILE[kind]);
  const dump = await dumpDatabase(config.databaseUrl, dumpFile, openPglite);
  const dumped = await fileDigest(dumpFile);
  const files = await copyStoredFiles(config, join(folder, FILES_FOLDER));
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    appVersion: gitCommit(),
    database: {
      kind: dump.kind,
      file: DUMP_FILE[dump.kind],
      bytes: dumped.bytes,
      sha256: dumped.sha256,
      latestMigration: dump.latestMigration,
      rowCounts: dump.rowCounts,
    },
    storage: { driver: config.s3 ? 's3' : 'fs', files },
  };
  await writeManifest(folder, manifest);
  return manifest;
}

/** Files copied at once: a bucket answers faster to a few requests in parallel than to one after another. */
const COPIES_AT_ONCE = 8;

async function copyStoredFiles(config: BackupOptions['config'], into: string): Promise<BackedUpFile[]> {
  const storage = storageOf(config);
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  const files: BackedUpFile[] = [];
  const copyNext = async (): Promise<void> => {
    for (let key = keys.pop(); key !== undefined; key = keys.pop()) {
      const bytes = await storage.get(key);
      if (!bytes) continue; // a failed upload's file, removed meanwhile: no row names it
      const path = join(into, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      files.push({ key, bytes: bytes.length, sha256: sha256(bytes) });
    }
  };
  await Promise.all(Array.from({ length: COPIES_AT_ONCE }, copyNext));
  return files.sort((a, b) => a.key.localeCompare(b.key));
}

async function requireEmptyFolder(folder: string): Promise<void> {
  const entries = await readdir(folder).catch(() => []);
  if (entries.length > 0) throw new Error(`La carpeta del respaldo ${folder} ya tiene archivos: elija otra`);
  // Personal data of every complex: readable by the service's user only.
  await mkdir(folder, { recursive: true, mode: 0o700 });
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}
