// Prepares what the server needs: migrations, the database client, demo data, the first super admin, the job queue (mail).
import { createDatabase, deployMigrations, waitForSchema, type Database, type DatabaseHandle } from '@horizonte/db';

import type { Config } from './config.ts';
import type { Deps } from './deps.ts';
import { startJobQueue } from './jobs/queue.ts';
import { JOBS } from './jobs/registry.ts';
import { adjustableClock, systemClock } from './lib/clock.ts';
import { createLogger, log, useLogger, type Logger } from './lib/logger.ts';
import { createMailer, type Mailer } from './lib/mail/mailer.ts';
import { createMetrics, type Metrics } from './lib/metrics.ts';
import { hashPassword } from './lib/password.ts';
import { createShutdown } from './lib/shutdown.ts';
import { storageOf } from './lib/storage.ts';
import { startAsambleaNotifier } from './modules/asambleas/eventos/notifier.ts';
import { startSessionCache } from './modules/auth/session-cache.ts';
import { startLatido } from './modules/plataforma-estado/latido.ts';
import { DEMO_ACCOUNTS } from './seed/demo-accounts.ts';
import { seedDemoPasarela } from './seed/demo-pasarela.ts';
import { seedDemoData } from './seed/demo.ts';
import { closeHeavyPool, startHeavyPool } from './workers/pool.ts';

export interface RunningServices {
  services: Deps;
  databaseKind: 'pglite' | 'postgres';
  /** The embedded database (PGlite only): a backup taken inside this process dumps it (ops/backup). */
  pglite: DatabaseHandle['pglite'];
  stop(): Promise<void>;
}

export interface StartOptions {
  migrate?: boolean;
  /** The process's logger (default: JSON on stdout at config.logLevel); tests pass one that keeps its lines. */
  logger?: Logger;
}

export async function startServices(config: Config, options: StartOptions = {}): Promise<RunningServices> {
  useLogger(options.logger ?? createLogger({ level: config.logLevel }));
  const migrate = options.migrate ?? config.migrateOnStart;
  if (migrate) {
    const applied = await deployMigrations(config.databaseUrl);
    if (applied.length) log().info({ migraciones: applied }, `Migraciones aplicadas: ${applied.join(', ')}`);
  }
  // Started first: its threads load while the database opens, and the demo's PDFs are drawn in them.
  await startHeavyPool(config.workerThreads);
  const database = await createDatabase(config.databaseUrl, { poolSize: config.databasePoolSize });
  if (!migrate) {
    await waitForSchema(database, {
      timeoutMs: config.schemaWaitSeconds * 1000,
      onWaiting: (latest) =>
        log().info(
          `Esperando a que otro proceso aplique las migraciones (falta ${latest}; hasta ${config.schemaWaitSeconds} s, MIGRATE_ON_START=false)`,
        ),
    }).catch(async (error: unknown) => {
      await database.close();
      throw error;
    });
  }
  const db = database.prisma;
  const clock = config.testClock ? adjustableClock() : systemClock;
  if (config.nodeEnv === 'production' && !config.seedDemo) {
    await refuseDemoAccounts(db).catch(async (error: unknown) => {
      await database.close();
      throw error;
    });
  }
  if (config.seedDemo && (await db.user.count()) === 0) {
    await seedDemoData(db, clock.now(), storageOf(config));
    await seedDemoPasarela(db, config, clock.now());
    log().info('Datos de demostración cargados (ver README: cuentas de demostración).');
  }
  if (config.bootstrapSuperAdmin) await ensureSuperAdmin(db, config.bootstrapSuperAdmin, clock.now());
  const eventos = await startAsambleaNotifier(database).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const sessions = await startSessionCache(database).catch(async (error: unknown) => {
    await eventos.close();
    await database.close();
    throw error;
  });
  const shutdown = createShutdown();
  // Measured only when something can read it (METRICS_PORT or METRICS_TOKEN).
  const metrics =
    config.metrics.port !== undefined || config.metrics.token !== undefined
      ? createMetrics({ database, queues: Object.keys(JOBS), openStreams: () => sessions.openWatches() })
      : undefined;
  const mailer = metrics ? counted(createMailer(config, db), metrics) : createMailer(config, db);
  const jobs = await startJobQueue(database, config, mailer, clock, eventos, sessions, shutdown, metrics).catch(
    async (error: unknown) => {
      await sessions.close();
      await eventos.close();
      await database.close();
      throw error;
    },
  );
  const latido = await startLatido(db, clock).catch(async (error: unknown) => {
    await jobs.stop();
    await sessions.close();
    await eventos.close();
    await database.close();
    throw error;
  });
  return {
    services: { db, config, jobs, clock, eventos, sessions, shutdown, metrics, latido },
    databaseKind: database.kind,
    pglite: database.pglite,
    async stop() {
      await latido.stop();
      await sessions.close();
      await eventos.close();
      await jobs.stop();
      mailer.close();
      await database.close();
      await closeHeavyPool();
    },
  };
}

/** Each delivery counted by result (horizonte_mail_deliveries_total), whichever job sent it. */
function counted(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    kind: mailer.kind,
    close: () => mailer.close(),
    async deliver(message) {
      try {
        await mailer.deliver(message);
      } catch (error) {
        metrics.mailDeliveries.inc({ result: 'failed' });
        throw error;
      }
      metrics.mailDeliveries.inc({ result: 'sent' });
    },
  };
}

/** Production never runs with the publicly known demo accounts unless SEED_DEMO=true says so. */
async function refuseDemoAccounts(db: Database): Promise<void> {
  const present = await db.user.findMany({
    where: { email: { in: DEMO_ACCOUNTS.map((a) => a.email) } },
    select: { email: true },
  });
  if (present.length === 0) return;
  throw new Error(
    `la base de datos tiene cuentas de demostración (${present.map((u) => u.email).join(', ')}) y NODE_ENV=production. ` +
      'Elimínelas, o defina SEED_DEMO=true si este servidor es de demostración.',
  );
}

async function ensureSuperAdmin(db: Database, account: { email: string; password: string }, now: Date): Promise<void> {
  const existing = await db.user.findUnique({ where: { email: account.email } });
  if (existing) return;
  await db.user.create({
    data: {
      nombre: 'Super Administrador',
      email: account.email,
      tipoDocumento: 'CC',
      numeroDocumento: `BOOT-${now.getTime()}`,
      passwordHash: await hashPassword(account.password),
      emailVerifiedAt: now,
      platformRole: 'SUPER_ADMIN',
    },
  });
  log().info(`Super administrador inicial creado: ${account.email}`);
}
