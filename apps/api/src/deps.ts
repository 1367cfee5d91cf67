// What every service receives first: long-lived dependencies, created once per process.
// Services take (deps, actor, input) and never touch Hono or tRPC objects.
import type { Database } from '@horizonte/db';

import type { Config } from './config.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Clock } from './lib/clock.ts';
import type { Metrics } from './lib/metrics.ts';
import type { Shutdown } from './lib/shutdown.ts';
import type { AsambleaNotifier } from './modules/asambleas/eventos/notifier.ts';
import type { SessionCache } from './modules/auth/session-cache.ts';
import type { Latido } from './modules/plataforma-estado/latido.ts';

export interface Deps {
  db: Database;
  config: Config;
  /** Background work and mail: enqueue in the transaction of the change that causes it. */
  jobs: JobQueue;
  /** The one source of the current time (see lib/clock.ts). */
  clock: Clock;
  /** Asambleas in real time: publish in the transaction of the change; every process's streams receive it. */
  eventos: AsambleaNotifier;
  /** The sessions this process has checked: whoever ends a session or changes a user tells it (session-cache.ts). */
  sessions: SessionCache;
  /** SIGTERM: streams and long work end cleanly, health answers 503 (lib/shutdown.ts). */
  shutdown: Shutdown;
  /** Prometheus metrics, when something can read them (METRICS_PORT or METRICS_TOKEN): lib/metrics.ts. */
  metrics?: Metrics;
  /** This process's heartbeat (procesos_latido): GET /api/plataforma/estado counts the processes alive. */
  latido?: Latido;
}
