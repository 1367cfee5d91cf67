// manifest.json: what a backup holds, written last (a folder without it is an unfinished backup).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { DatabaseKind } from '@horizonte/db';

export const MANIFEST_FILE = 'manifest.json';
/** Stored files live under this folder of the backup, each at its storage key. */
export const FILES_FOLDER = 'archivos';

export interface BackedUpFile {
  key: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** The git commit of the code that took the backup, when it runs from a checkout. */
  appVersion: string | null;
  database: {
    kind: DatabaseKind;
    /** The dump's file name in the backup folder. */
    file: string;
    bytes: number;
    sha256: string;
    latestMigration: string | null;
    /** "schema.table" → rows, counted in the dump's own snapshot. */
    rowCounts: Record<string, number>;
  };
  storage: { driver: 'fs' | 's3'; files: BackedUpFile[] };
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Size and sha256 of a file read as a stream (a database dump may be larger than memory). */
export async function fileDigest(path: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  await writeFile(join(folder, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n');
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new Error(`${folder} no es un respaldo completo: falta ${MANIFEST_FILE}`);
  }
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`Formato de respaldo desconocido (${String(manifest.format)})`);
  return manifest;
}
