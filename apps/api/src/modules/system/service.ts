import { Prisma, readRows } from '@horizonte/db';
import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';

const HEALTH_TIMEOUT_MS = 3_000;

/** Throws 503 when the database does not answer a trivial query in time. */
export async function checkHealth({ db }: Deps): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), HEALTH_TIMEOUT_MS);
  });
  try {
    await Promise.race([readRows(db, Prisma.sql`SELECT 1`), timeout]);
  } catch {
    throw fail.unavailable();
  } finally {
    clearTimeout(timer);
  }
}
