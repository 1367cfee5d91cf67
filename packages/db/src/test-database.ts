// A fresh, migrated database for each test file (or benchmark): a temporary PGlite folder by default, or a new
// database on the PostgreSQL server that DATABASE_URL points to (CI runs both).
//
// Applying the 35 migrations costs 3–4 s per database; the suite makes ~130. So the migrations are applied once
// per content of the migrations folder into a template, and each test database is a copy of it: a folder copy
// for PGlite, `CREATE DATABASE … TEMPLATE` for PostgreSQL.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { readMigrationList } from './migrate/migrations-folder.ts';
import { deployMigrations } from './migrate/migrator.ts';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Bytes a test database folder may need while a file runs (the template is ≈ 45 MB; a file's data adds little). */
const MEMORY_FOLDER_NEEDS = 1024 ** 3;

/**
 * Where the PGlite folders go: memory (/dev/shm) when it has room, else the system's temp folder. On a
 * disk, copying the template and deleting the copy cost ≈ 4 s per test file (the writes are still being
 * flushed when the folder is deleted); in memory ≈ 0.2 s. A container's small /dev/shm (64 MB) falls back.
 */
function scratchFolder(): string {
  const chosen = process.env.HZ_TEST_TMPDIR;
  if (chosen) return chosen;
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize >= MEMORY_FOLDER_NEEDS) return '/dev/shm';
  } catch {
    // no /dev/shm here
  }
  return tmpdir();
}

/** Changes whenever a migration is added or edited, so a stale template is never used. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const dir of readMigrationList().migrationDirectories) {
    hash.update(dir.path).update('\0').update(dir.migrationFile.content.value).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** `migrate: false` gives an empty database, as a new deployment finds it. */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  const base = process.env.DATABASE_URL;
  if (base && /^postgres(ql)?:\/\//.test(base)) return createPostgresDatabase(base, migrate);
  const dir = mkdtempSync(path.join(scratchFolder(), 'hz-test-'));
  if (migrate) cpSync(await pgliteTemplate(), dir, { recursive: true });
  return { url: `pglite:${dir}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** A migrated PGlite folder, built once; built aside and renamed, so concurrent runs never see half of it. */
async function pgliteTemplate(): Promise<string> {
  const template = path.join(scratchFolder(), `hz-template-${migrationsFingerprint()}`);
  if (existsSync(template)) return template;
  const building = mkdtempSync(`${template}-building-`);
  await deployMigrations(`pglite:${building}`);
  try {
    renameSync(building, template);
  } catch {
    // Another run finished the same template first: use theirs.
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

async function withAdmin<T>(base: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The migrated template database on this server, created under an advisory lock (parallel runs share it). */
async function postgresTemplate(base: string): Promise<string> {
  const name = `hz_template_${migrationsFingerprint()}`;
  await withAdmin(base, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return;
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      await deployMigrations(databaseUrl(base, building));
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

async function createPostgresDatabase(base: string, migrate: boolean): Promise<TestDatabase> {
  const template = migrate ? await postgresTemplate(base) : 'template1';
  const name = `hz_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await withAdmin(base, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: databaseUrl(base, name),
    drop: () => withAdmin(base, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}
