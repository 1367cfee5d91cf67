// Starts the real Horizonte server for a benchmark on a fresh database (PostgreSQL when
// BENCH_DATABASE_URL or DATABASE_URL points to one, else embedded PGlite).
import path from 'node:path';

import { createTestDatabase } from '@horizonte/db/testing';

import { VAPID_DE_PRUEBA } from '../../apps/api/test/support/vapid.ts';
import { startServer, type RunningServer } from '../../packages/e2e/src/server.ts';

/** A bench server's settings (production mode, mail to the outbox, the test keys). */
export const BENCH_SERVER_ENV = {
  SEED_DEMO: 'true',
  SMTP_URL: '',
  NODE_ENV: 'production',
  MAIL_OUTBOX: 'true',
  CODE_SECRET: 'bench-secreto-de-codigos-de-visitantes-0001',
  PASARELA_SECRETS_KEY: 'llave-de-prueba-de-los-secretos-de-pasarela',
  ...VAPID_DE_PRUEBA,
};

/** BENCH_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (`pnpm bench:profile <file>`). */
export async function startBenchServer(
  env: Record<string, string> = {},
): Promise<RunningServer & { databaseUrl: string; dropDatabase(): Promise<void> }> {
  if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const database = await createTestDatabase();
  const profileDir = process.env.BENCH_PROFILE;
  const server = await startServer(
    { ...BENCH_SERVER_ENV, DATABASE_URL: database.url, ...env },
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
  );
  return { ...server, databaseUrl: database.url, dropDatabase: () => database.drop() };
}
