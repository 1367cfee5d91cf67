// The benchmarks' own PostgreSQL on loopback (scripts/postgres.sh), and a fresh empty database per run.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { createDatabase } from '@horizonte/db';

import { repoRoot } from '../../packages/e2e/src/server.ts';

/** PG_PORT / PG_DIR choose the instance (defaults keep it apart from the tests' one). */
const pgEnv = () => ({ ...process.env, PG_PORT: process.env.PG_PORT ?? '55450', PG_DIR: process.env.PG_DIR ?? '/tmp/hz-pg-res' });
const script = path.join(repoRoot, 'scripts/postgres.sh');

/** Starts the instance (no-op when running) and returns its server URL. */
export function startPostgres(): string {
  return execFileSync(script, ['start'], { env: pgEnv(), encoding: 'utf8', timeout: 60_000 }).trim();
}

/** The postmaster's process id (its backends are its children), for the CPU a run cost the database. */
export function postgresPid(): number {
  return Number(readFileSync(path.join(pgEnv().PG_DIR, 'data/postmaster.pid'), 'utf8').split('\n')[0]);
}

export function stopPostgres(): void {
  execFileSync(script, ['stop'], { env: pgEnv(), stdio: 'ignore', timeout: 60_000 });
}

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** An empty database (no migrations: the first API process applies them, as in production). */
export async function createEmptyDatabase(serverUrl: string, prefix: string): Promise<BenchDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const handle = await createDatabase(serverUrl, { poolSize: 1 });
  try {
    await handle.prisma.$executeRawUnsafe(sql);
  } finally {
    await handle.close();
  }
}

/** Runs one query on the database (for counting rows after a run). */
export async function query<T>(databaseUrl: string, sql: string, ...params: unknown[]): Promise<T[]> {
  const handle = await createDatabase(databaseUrl, { poolSize: 1 });
  try {
    return await handle.prisma.$queryRawUnsafe<T[]>(sql, ...params);
  } finally {
    await handle.close();
  }
}
