import { Prisma, readRows } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';

const HEALTH_TIMEOUT_MS = 3_000;

/**
 * Throws 503 when the process is draining (SIGTERM: a balancer stops sending it work at once) or
 * the database does not answer a trivial query in time.
 */
export async function checkHealth({ db, shutdown }: Deps): Promise<void> {
  if (shutdown.draining) throw fail.unavailable();
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
