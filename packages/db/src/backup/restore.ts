// The database half of a restore: into an empty target (a new PostgreSQL database, or a PGlite
// folder that does not exist or is empty) unless forced, then the restored database's own facts.
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

import { PGLITE_EXTENSIONS } from '../adapter.ts';
import { parseDatabaseUrl } from '../database-url.ts';
import { openPgliteMessage, ZLIB_CHUNK, type DatabaseKind } from './dump.ts';
import { libpqConnection, runClientProgram } from './libpq.ts';
import { hasNoTables, readSnapshotFacts, type SnapshotFacts } from './snapshot-facts.ts';

export interface RestoredDatabase extends SnapshotFacts {
  /** PGlite with force: where the folder that was there before now lies (nothing is deleted). */
  previousMovedTo?: string;
}

export class NotEmptyError extends Error {}

export async function restoreDatabase(
  databaseUrl: string,
  file: string,
  kind: DatabaseKind,
  { force = false }: { force?: boolean } = {},
): Promise<RestoredDatabase> {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.kind !== kind) {
    throw new Error(
      kind === 'pglite'
        ? 'Este respaldo es de la base embebida (PGlite): restáurelo con DATABASE_URL=pglite:<carpeta>'
        : 'Este respaldo es de PostgreSQL: restáurelo con DATABASE_URL=postgresql://… (una base nueva y vacía)',
    );
  }
  return target.kind === 'postgres' ? restorePostgres(target.url, file, force) : restorePglite(target.dataDir, file, force);
}

async function restorePglite(dataDir: string | undefined, file: string, force: boolean): Promise<RestoredDatabase> {
  if (!dataDir) throw new Error('Restaure en una carpeta (DATABASE_URL=pglite:<carpeta>), no en pglite:memory://');
  let previousMovedTo: string | undefined;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    if (!force)
      throw new NotEmptyError(`La carpeta de la base embebida ${dataDir} no está vacía (use --forzar para reemplazarla)`);
    if (existsSync(join(dataDir, 'postmaster.pid'))) throw new Error(openPgliteMessage(dataDir));
    previousMovedTo = `${dataDir}.antes-de-restaurar-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(dataDir, previousMovedTo);
  }
  await mkdir(dataDir, { recursive: true });
  // Unzipped by zlib here: PGlite would do it in JavaScript, twice as slow.
  const tarball = new Blob([new Uint8Array(await promisify(gunzip)(await readFile(file), { chunkSize: ZLIB_CHUNK }))]);
  const pglite = new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS, loadDataDir: tarball });
  try {
    const facts = await readSnapshotFacts(async (sql) => (await pglite.query<Record<string, unknown>>(sql)).rows);
    return { ...facts, previousMovedTo };
  } finally {
    await pglite.close();
  }
}

async function restorePostgres(url: string, file: string, force: boolean): Promise<RestoredDatabase> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const query = async (sql: string) => (await client.query<Record<string, unknown>>(sql)).rows;
    if (!force && !(await hasNoTables(query))) {
      throw new NotEmptyError(
        'La base de datos de destino no está vacía: restaure en una base nueva (o use --forzar para reemplazarla)',
      );
    }
    const { dbname, env } = libpqConnection(url);
    const replace = force ? ['--clean', '--if-exists'] : [];
    await runClientProgram(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', ...replace, `--dbname=${dbname}`, file],
      env,
    );
    return await readSnapshotFacts(query);
  } finally {
    await client.end();
  }
}
