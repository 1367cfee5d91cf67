// The process's Prometheus metrics (prom-client): Node's own (memory, CPU, event loop, GC), HTTP latency
// by route template, the database pool, the job queue, mail and live event streams. What lives in the
// database (queue depth, failed jobs, oldest waiting job) is read when Prometheus scrapes: one cheap
// query per scrape at most each second, whatever the number of gauges that show it.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

import type { DatabaseHandle } from '@horizonte/db';

import { log } from './logger.ts';

export interface Metrics {
  registry: Registry;
  /** Labels: method, route (a template: http/route-template.ts), status. */
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** Attempts of a job that threw (each is retried with back-off until its queue's limit). */
  jobFailures: Counter<'queue'>;
  /** Every mail handed to SMTP (or the outbox): result sent | failed. */
  mailDeliveries: Counter<'result'>;
}

export interface MetricSources {
  database: Pick<DatabaseHandle, 'poolUse' | 'prisma'>;
  /** The job queues' names (each is shown, even when empty). */
  queues: readonly string[];
  /** Live event streams open in this process (REST SSE and tRPC subscriptions). */
  openStreams(): number;
}

/** The queue whose jobs are single mails (jobs/mail.ts). */
const MAIL_QUEUE = 'mail.send';
const SNAPSHOT_TTL_MS = 1_000;

interface QueueRow {
  name: string;
  created: number;
  retry: number;
  active: number;
  failed: number;
  oldest: number;
}

/**
 * Per queue: waiting (created, or retry once its back-off has passed), retrying, running, failed (kept by
 * pg-boss until archived) and how long the oldest job able to run has waited for a worker.
 */
const QUEUE_SNAPSHOT_SQL = `
  SELECT name,
    count(*) FILTER (WHERE state = 'created')::int AS created,
    count(*) FILTER (WHERE state = 'retry')::int AS retry,
    count(*) FILTER (WHERE state = 'active')::int AS active,
    count(*) FILTER (WHERE state = 'failed')::int AS failed,
    COALESCE(EXTRACT(EPOCH FROM now() - min(start_after) FILTER (WHERE state < 'active' AND start_after <= now())), 0)::float8 AS oldest
  FROM pgboss.job
  WHERE state <> 'completed'
  GROUP BY name`;

export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  let snapshot: { at: number; rows: Promise<Map<string, QueueRow>> } | undefined;
  const queueRows = (): Promise<Map<string, QueueRow>> => {
    if (snapshot && Date.now() - snapshot.at < SNAPSHOT_TTL_MS) return snapshot.rows;
    const rows = sources.database.prisma
      .$queryRawUnsafe<QueueRow[]>(QUEUE_SNAPSHOT_SQL)
      .then((list) => new Map(list.map((row) => [row.name, row])))
      .catch((error: unknown) => {
        log().warn({ err: error }, 'No fue posible leer el estado de la cola de trabajos para las métricas');
        return new Map<string, QueueRow>();
      });
    snapshot = { at: Date.now(), rows };
    return rows;
  };
  const queueGauge = (name: string, help: string, value: (row: QueueRow) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        const rows = await queueRows();
        this.reset();
        for (const queue of sources.queues) {
          const row = rows.get(queue);
          this.set({ queue }, row ? value(row) : 0);
        }
      },
    });
  queueGauge(
    'horizonte_jobs_waiting',
    'Trabajos en cola que esperan un worker (nuevos o por reintentar)',
    (r) => r.created + r.retry,
  );
  queueGauge('horizonte_jobs_retrying', 'Trabajos que fallaron y esperan su próximo intento', (r) => r.retry);
  queueGauge('horizonte_jobs_active', 'Trabajos en ejecución', (r) => r.active);
  queueGauge('horizonte_jobs_failed', 'Trabajos que agotaron sus intentos (hasta que pg-boss los archiva)', (r) => r.failed);
  queueGauge(
    'horizonte_jobs_oldest_waiting_seconds',
    'Segundos que lleva esperando el trabajo más antiguo que ya podía ejecutarse',
    (r) => r.oldest,
  );
  new Gauge({
    name: 'horizonte_mail_failing',
    help: 'Correos (cola mail.send) que fallaron: reintentando (retry) o sin más intentos (failed)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const row = (await queueRows()).get(MAIL_QUEUE);
      this.set({ state: 'retry' }, row?.retry ?? 0);
      this.set({ state: 'failed' }, row?.failed ?? 0);
    },
  });

  const poolGauge = (name: string, help: string, value: (use: ReturnType<MetricSources['database']['poolUse']>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(value(sources.database.poolUse()));
      },
    });
  poolGauge('horizonte_db_pool_connections', 'Conexiones abiertas del pool de la base de datos (PGlite: 1)', (u) => u.total);
  poolGauge('horizonte_db_pool_idle', 'Conexiones libres del pool', (u) => u.idle);
  poolGauge('horizonte_db_pool_waiting', 'Consultas esperando una conexión del pool', (u) => u.waiting);
  poolGauge('horizonte_db_pool_max', 'Tamaño máximo del pool (DATABASE_POOL_SIZE)', (u) => u.max);

  new Gauge({
    name: 'horizonte_event_streams_open',
    help: 'Flujos de eventos en vivo abiertos en este proceso (SSE y suscripciones tRPC)',
    registers: [registry],
    collect() {
      this.set(sources.openStreams());
    },
  });

  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duración de las peticiones HTTP hasta la respuesta, por método, plantilla de ruta y estado',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    jobFailures: new Counter({
      name: 'horizonte_job_failures_total',
      help: 'Intentos de trabajos que fallaron, por cola',
      labelNames: ['queue'],
      registers: [registry],
    }),
    mailDeliveries: new Counter({
      name: 'horizonte_mail_deliveries_total',
      help: 'Correos entregados al servidor SMTP (o a la bandeja local), por resultado: sent | failed',
      labelNames: ['result'],
      registers: [registry],
    }),
  };
}
