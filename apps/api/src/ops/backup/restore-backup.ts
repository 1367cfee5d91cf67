// pnpm restore: check every checksum of the backup before writing anything, restore the database
// into an empty target, then the files, then compare what was restored with the manifest.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { NotEmptyError, restoreDatabase } from '@horizonte/db';

import type { Config } from '../../config.ts';
import { storageOf, type Storage } from '../../lib/storage.ts';
import { checkedKey } from '../../lib/storage/key.ts';
import { fileDigest, FILES_FOLDER, readManifest, sha256, type BackupManifest } from './manifest.ts';

export interface RestoreOptions {
  config: Pick<Config, 'databaseUrl' | 'storageDir' | 's3'>;
  folder: string;
  /** Replace a target that already has data (--forzar). */
  force?: boolean;
}

export interface RestoreReport {
  manifest: BackupManifest;
  tables: { table: string; expected: number | null; restored: number | null }[];
  files: { key: string; expected: string; restored: string | null }[];
  /** Tables and files whose restored state differs from the manifest. */
  mismatches: number;
  /** PGlite with --forzar: where the folder that was there before now lies. */
  previousMovedTo?: string;
}

/** The backup differs from its manifest: nothing was written. */
export class TamperedBackupError extends Error {}

export { NotEmptyError };

export async function restoreBackup({ config, folder, force = false }: RestoreOptions): Promise<RestoreReport> {
  const manifest = await readManifest(folder);
  await verifyBackup(folder, manifest);
  const storage = storageOf(config);
  if (!force && !(await isEmpty(storage))) {
    throw new NotEmptyError('El almacenamiento de archivos de destino no está vacío (use --forzar para escribir encima)');
  }
  const database = await restoreDatabase(config.databaseUrl, join(folder, manifest.database.file), manifest.database.kind, {
    force,
  });
  for (const file of manifest.storage.files) {
    const bytes = new Uint8Array(await readFile(join(folder, FILES_FOLDER, file.key)));
    if (force) await storage.delete(file.key);
    await storage.put(file.key, bytes);
  }
  const tables = compareRowCounts(manifest.database.rowCounts, database.rowCounts);
  const files = await Promise.all(
    manifest.storage.files.map(async ({ key, sha256: expected }) => {
      const bytes = await storage.get(key);
      return { key, expected, restored: bytes ? sha256(bytes) : null };
    }),
  );
  const mismatches =
    tables.filter((t) => t.expected !== t.restored).length + files.filter((f) => f.expected !== f.restored).length;
  return { manifest, tables, files, mismatches, previousMovedTo: database.previousMovedTo };
}

/** Every checksum and size of the manifest, against the backup's own files. */
async function verifyBackup(folder: string, manifest: BackupManifest): Promise<void> {
  const problems: string[] = [];
  const dump = await fileDigest(join(folder, manifest.database.file)).catch(() => null);
  if (!dump) problems.push(`${manifest.database.file}: falta`);
  else if (dump.sha256 !== manifest.database.sha256 || dump.bytes !== manifest.database.bytes) {
    problems.push(`${manifest.database.file}: la suma sha256 no coincide con el manifiesto`);
  }
  for (const file of manifest.storage.files) {
    const name = `${FILES_FOLDER}/${file.key}`;
    try {
      checkedKey(file.key);
    } catch {
      problems.push(`${name}: clave de archivo inválida`);
      continue;
    }
    const digest = await fileDigest(join(folder, FILES_FOLDER, file.key)).catch(() => null);
    if (!digest) problems.push(`${name}: falta`);
    else if (digest.sha256 !== file.sha256 || digest.bytes !== file.bytes) {
      problems.push(`${name}: la suma sha256 no coincide con el manifiesto`);
    }
  }
  if (problems.length > 0) {
    throw new TamperedBackupError(
      `El respaldo está dañado o fue modificado; no se restauró nada:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  }
}

async function isEmpty(storage: Storage): Promise<boolean> {
  for await (const key of storage.list()) {
    void key;
    return false;
  }
  return true;
}

function compareRowCounts(expected: Record<string, number>, restored: Record<string, number>): RestoreReport['tables'] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(restored)])].sort();
  return names.map((table) => ({ table, expected: expected[table] ?? null, restored: restored[table] ?? null }));
}
