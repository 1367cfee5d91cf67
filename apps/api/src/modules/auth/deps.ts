import type { Database } from '@horizonte/db';
import type { Config } from '../../config.ts';
import type { JobQueue } from '../../jobs/queue.ts';

/** What the accounts services need: plain dependencies, no HTTP or tRPC objects. */
export interface AuthDeps {
  db: Database;
  config: Config;
  jobs: JobQueue;
}
