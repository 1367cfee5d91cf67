// The durable job queue: pg-boss, on PostgreSQL (its own `pgboss` schema, its own small pool) and on
// the embedded PGlite (the same library through its `db` option, over the one in-process connection).
// A job is enqueued with the Prisma client of the caller's transaction, so it exists exactly when the
// change that caused it commits; workers in every API process take jobs (SKIP LOCKED), retry failures
// with exponential back-off, and a job whose process died mid-run is retried once it expires.
// JOBS_WORKERS=false makes a process that only enqueues (a stateless API process of a scale-out): it
// runs no worker, no schedule and no maintenance, and the jobs it enqueues are announced on the
// CANAL_TRABAJOS channel (pg_notify in the sender's transaction, so it arrives when the job commits; a
// job name at most every AVISO_CADA_MS), which the worker processes LISTEN on to fetch at once.
import PgBoss from 'pg-boss';

import {
  isSqlTransaction,
  readTextRows,
  type Database,
  type DatabaseHandle,
  type DbClient,
  type SqlTransaction,
} from '@horizonte/db';

import type { Config } from '../config.ts';
import type { Deps } from '../deps.ts';
import type { Clock } from '../lib/clock.ts';
import { log } from '../lib/logger.ts';
import type { Mailer } from '../lib/mail/mailer.ts';
import type { Metrics } from '../lib/metrics.ts';
import type { Shutdown } from '../lib/shutdown.ts';
import type { AsambleaNotifier } from '../modules/asambleas/eventos/notifier.ts';
import type { SessionCache } from '../modules/auth/session-cache.ts';
import { JOBS, type JobData, type JobDefinition, type JobName } from './registry.ts';
import { startWorkerLoop, stopWorkers, type Worker } from './worker.ts';

/** The Prisma client or the transaction client of a `db.$transaction(async (tx) => …)`. */
export type { DbClient as Db } from '@horizonte/db';

export interface JobQueue {
  /** Enqueues in `db`'s transaction: nothing is enqueued if that transaction rolls back. */
  send<N extends JobName>(db: DbClient | SqlTransaction, name: N, data: JobData<N>): Promise<void>;
  /** The same for many jobs of one kind in one statement (e.g. the invitations of a spreadsheet import). */
  sendMany<N extends JobName>(db: DbClient | SqlTransaction, name: N, data: JobData<N>[]): Promise<void>;
  /** Resolves once no job is waiting, retrying or running (tests and benchmarks). */
  settle(timeoutMs?: number): Promise<void>;
  /** Stops taking jobs, lets running ones finish (a few seconds at most) and detaches. */
  stop(): Promise<void>;
}

/** What a job handler receives: the deps of a request plus the mail transport. */
export interface JobServices extends Deps {
  mailer: Mailer;
}

/** How often an idle worker looks for work; `send` also wakes the local worker at once. */
const DEFAULT_POLL_SECONDS = 0.5;
/** A sender's transaction usually commits within a few ms of `send`: wake the worker just after. */
const WAKE_AFTER_SEND_MS = 50;
const STOP_TIMEOUT_MS = 4_000;
/** The NOTIFY channel on which a process without workers announces the name of a job it enqueued. */
export const CANAL_TRABAJOS = 'horizonte_trabajos';
/**
 * A process without workers announces each job name at most this often. A commit that carries a NOTIFY
 * takes PostgreSQL's one notification-queue lock, so announcing every job serialises the webhook's
 * commits; a woken worker keeps fetching while it finds work, and a job enqueued unannounced waits at
 * most for the next poll.
 */
const AVISO_CADA_MS = 200;

type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- pg-boss reads its own rows

/**
 * pg-boss speaking through a Prisma client: inside a transaction this is how a job joins it (outside one, readTextRows: a named statement on the pool).
 * Prisma's raw parameters take no objects, so JSON values travel as text (pg-boss casts to jsonb).
 */
function prismaExecutor(db: DbClient | SqlTransaction): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const args = values.map((v) =>
        v === undefined
          ? null
          : v !== null && typeof v === 'object' && !(v instanceof Date) && !Array.isArray(v)
            ? JSON.stringify(v)
            : v,
      );
      const rows = isSqlTransaction(db)
        ? db.text<Record<string, unknown>>(text, args)
        : readTextRows<Record<string, unknown>>(db, text, args);
      return { rows: await rows };
    },
  };
}

/** pg-boss on PGlite: parameterised statements go through `query`, its multi-statement scripts (schema creation) through `exec`. */
function pgliteExecutor(pglite: NonNullable<DatabaseHandle['pglite']>): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values?.length) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/** Logs a failing queue once a minute at most (a stopped database would otherwise log every poll). */
function throttledLog(label: string): (error: unknown) => void {
  let last = 0;
  return (error) => {
    if (Date.now() - last < 60_000) return;
    last = Date.now();
    log().error({ err: error }, `[jobs] ${label}: ${error instanceof Error ? error.message : String(error)}`);
  };
}

/**
 * Creates the queue, or applies the current options to it. pg-boss creates a queue's partition with
 * DDL that can deadlock when two processes start on a fresh database at once: retry a few times.
 */
async function ensureQueue(boss: PgBoss, options: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (await boss.getQueue(options.name)) await boss.updateQueue(options.name, options);
      else await boss.createQueue(options.name, options);
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));
    }
  }
}

export async function startJobQueue(
  database: DatabaseHandle,
  config: Config,
  mailer: Mailer,
  clock: Clock,
  eventos: AsambleaNotifier,
  sessions: SessionCache,
  shutdown: Shutdown,
  metrics?: Metrics,
): Promise<JobQueue> {
  const common = {
    application_name: 'horizonte-jobs',
    // Expired active jobs (their process died) are failed — and so retried — by this periodic check.
    maintenanceIntervalSeconds: config.jobsMaintenanceSeconds,
  };
  // A process without workers neither keeps the schedules nor runs the maintenance: the workers do.
  const roles = config.jobsWorkers ? {} : { schedule: false, supervise: false };
  const boss = database.pglite
    ? new PgBoss({ ...common, ...roles, db: pgliteExecutor(database.pglite) })
    : new PgBoss({ ...common, ...roles, connectionString: config.databaseUrl, max: config.jobsWorkers ? 3 : 1 });
  boss.on('error', throttledLog('error de la cola'));
  await boss.start();

  const workers = new Map<JobName, Worker>();
  const avisados = new Map<JobName, number>();
  async function wakeWorker(db: DbClient | SqlTransaction, name: JobName): Promise<void> {
    // No worker here: the workers of other processes hear of it when the sender's transaction commits.
    if (!config.jobsWorkers) {
      const ahora = Date.now();
      if (ahora - (avisados.get(name) ?? -Infinity) < AVISO_CADA_MS) return;
      avisados.set(name, ahora);
      await prismaExecutor(db).executeSql('SELECT 1 AS avisado FROM pg_notify($1, $2)', [CANAL_TRABAJOS, name]);
      return;
    }
    const worker = workers.get(name);
    // The root client has committed already; a transaction client commits a moment later.
    const committed = typeof (db as Partial<Database>).$connect === 'function';
    if (worker) setTimeout(() => worker.wake(), committed ? 0 : WAKE_AFTER_SEND_MS).unref();
  }
  // Jobs enqueued by processes without workers (JOBS_WORKERS=false) are announced on this channel.
  const unlisten = config.jobsWorkers
    ? await database.listen(CANAL_TRABAJOS, (name) => workers.get(name as JobName)?.wake())
    : undefined;
  const queue: JobQueue = {
    async send(db, name, data) {
      await boss.send(name, (data ?? {}) as object, { db: prismaExecutor(db) });
      await wakeWorker(db, name);
    },
    async sendMany(db, name, data) {
      if (data.length === 0) return;
      await boss.insert(
        data.map((item) => ({ name, data: (item ?? {}) as object })),
        { db: prismaExecutor(db) },
      );
      await wakeWorker(db, name);
    },
    async settle(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      const names = Object.keys(JOBS);
      for (;;) {
        const { rows } = await prismaExecutor(database.prisma).executeSql(
          `SELECT count(*)::int AS pending FROM pgboss.job WHERE name = ANY($1::text[]) AND state < 'completed'`,
          [names],
        );
        if (rows[0].pending === 0) return;
        if (Date.now() > deadline)
          throw new Error(`La cola de trabajos no terminó en ${timeoutMs} ms (${rows[0].pending} pendientes)`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      await unlisten?.();
      await stopWorkers([...workers.values()], STOP_TIMEOUT_MS);
      // Our loops have ended: nothing can take a job any more, so pg-boss has nothing to wait for.
      await boss.stop({ graceful: false });
    },
  };
  const services: JobServices = {
    db: database.prisma,
    config,
    jobs: queue,
    mailer,
    clock,
    eventos,
    sessions,
    shutdown,
    metrics,
  };

  const startWorker = async ([name, definition]: [JobName, JobDefinition<unknown>]) => {
    await ensureQueue(boss, { ...definition.queue?.(config), name });
    const logFailure = throttledLog(`falló el trabajo ${name}`);
    // Each job of a batch succeeds or fails on its own.
    const handle = async (job: PgBoss.Job<unknown>) => {
      try {
        await definition.run(services, job.data);
      } catch (error) {
        metrics?.jobFailures.inc({ queue: name });
        logFailure(error);
        await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
        return;
      }
      // The data holds a secret (a link with a raw one-time token) or who asked for one: keep no copy.
      if (definition.sensitive) await boss.deleteJob(name, job.id);
      else await boss.complete(name, job.id);
    };
    workers.set(
      name,
      startWorkerLoop(
        boss,
        name,
        { batchSize: definition.batchSize ?? 1, pollMs: (definition.pollSeconds ?? DEFAULT_POLL_SECONDS) * 1000 },
        handle,
        throttledLog(`cola ${name}`),
      ),
    );
    if (definition.schedule) await boss.schedule(name, definition.schedule, {}, { tz: 'America/Bogota' });
  };
  const entries = Object.entries(JOBS) as [JobName, JobDefinition<unknown>][];
  if (!config.jobsWorkers) {
    // Only enqueues: the queues must exist for `send`; another process runs them.
    for (const [name, definition] of entries) await ensureQueue(boss, { ...definition.queue?.(config), name });
    return queue;
  }
  // One queue at a time: pg-boss creates each queue's partition under a lock, and in parallel on
  // PostgreSQL those DDL statements deadlock.
  for (const entry of entries) await startWorker(entry);
  // A job taken out of the registry stops being scheduled.
  for (const scheduled of await boss.getSchedules()) {
    if (!JOBS[scheduled.name as JobName]?.schedule) await boss.unschedule(scheduled.name);
  }
  return queue;
}
