// Starts the real Horizonte server for a benchmark on a fresh database (PostgreSQL when
// BENCH_DATABASE_URL or DATABASE_URL points to one, else embedded PGlite).
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

export async function startBenchServer(
  env: Record<string, string> = {},
): Promise<RunningServer & { databaseUrl: string; dropDatabase(): Promise<void> }> {
  if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const database = await createTestDatabase();
  const server = await startServer({
    ...BENCH_SERVER_ENV,
    DATABASE_URL: database.url,
    ...env,
  });
  return { ...server, databaseUrl: database.url, dropDatabase: () => database.drop() };
}
