// A fresh, migrated database for each test file (or benchmark): a temporary PGlite folder by default, or a new
// database on the PostgreSQL server that DATABASE_URL points to (CI runs both).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { deployMigrations } from './migrate/migrator.ts';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** `migrate: false`: an empty database (no tables at all), e.g. the target of a restore. */
export async function createTestDatabase({ migrate = true }: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const base = process.env.DATABASE_URL;
  if (base && /^postgres(ql)?:\/\//.test(base)) {
    const name = `hz_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    if (migrate) await deployMigrations(url.toString());
    return {
      url: url.toString(),
      async drop() {
        const client = new pg.Client({ connectionString: base });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'hz-test-'));
  const url = `pglite:${dir}`;
  if (migrate) await deployMigrations(url);
  return { url, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}
