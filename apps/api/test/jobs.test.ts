// Scheduled work through the job queue: the hourly purge of expired sessions, one-time tokens and
// rate-limit buckets, run as the scheduler would run it (a job on the queue).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase } from '@horizonte/db';

import { loadConfig, type Config } from '../src/config.ts';
import { startJobQueue, type JobQueue } from '../src/jobs/queue.ts';
import { systemClock } from '../src/lib/clock.ts';
import { createMailer } from '../src/lib/mail/mailer.ts';
import { createShutdown } from '../src/lib/shutdown.ts';
import { startAsambleaNotifier } from '../src/modules/asambleas/eventos/notifier.ts';
import { startSessionCache } from '../src/modules/auth/session-cache.ts';
import { createTestDatabase, startTestApp, type TestApp } from './support/index.ts';
import { createTestUser } from './support/sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

describe('maintenance.purge-expired', () => {
  it('deletes what has expired and keeps what is live (tokens a week past expiry)', async () => {
    const { user } = await createTestUser(t.db);
    await t.db.session.createMany({
      data: [
        { id: 'purga-vencida', userId: user.id, expiresAt: ago(HOUR), absoluteExpiresAt: ago(-HOUR) },
        { id: 'purga-viva', userId: user.id, expiresAt: ago(-HOUR), absoluteExpiresAt: ago(-24 * HOUR) },
      ],
    });
    await t.db.oneTimeToken.createMany({
      data: [
        { userId: user.id, purpose: 'password_reset', tokenHash: 'purga-hace-8-dias', expiresAt: ago(8 * 24 * HOUR) },
        { userId: user.id, purpose: 'password_reset', tokenHash: 'purga-hace-1-hora', expiresAt: ago(HOUR) },
        { userId: user.id, purpose: 'email_verification', tokenHash: 'purga-vigente', expiresAt: ago(-HOUR) },
      ],
    });
    await t.db.rateLimitBucket.createMany({
      data: [
        { key: 'purga:vencido', points: 3, expire: BigInt(Date.now() - 1000) },
        { key: 'purga:vigente', points: 1, expire: BigInt(Date.now() + HOUR) },
        { key: 'purga:sin-fin', points: 1, expire: null },
      ],
    });

    await t.jobs.send(t.db, 'maintenance.purge-expired', undefined);
    await t.jobs.settle();

    expect(
      (await t.db.session.findMany({ where: { id: { startsWith: 'purga-' } }, select: { id: true } })).map((s) => s.id),
    ).toEqual(['purga-viva']);
    const tokens = await t.db.oneTimeToken.findMany({
      where: { tokenHash: { startsWith: 'purga-' } },
      select: { tokenHash: true },
      orderBy: { tokenHash: 'asc' },
    });
    expect(tokens.map((x) => x.tokenHash)).toEqual(['purga-hace-1-hora', 'purga-vigente']);
    const buckets = await t.db.rateLimitBucket.findMany({
      where: { key: { startsWith: 'purga:' } },
      select: { key: true },
      orderBy: { key: 'asc' },
    });
    expect(buckets.map((b) => b.key)).toEqual(['purga:sin-fin', 'purga:vigente']);
  });
});

describe('JOBS_WORKERS: processes that only enqueue, and processes that run the jobs', () => {
  it('is true by default, false when told, and a wrong value names the variable', () => {
    const base = { NODE_ENV: 'test', DATABASE_URL: 'pglite:memory://' };
    expect(loadConfig(base).jobsWorkers).toBe(true);
    expect(loadConfig({ ...base, JOBS_WORKERS: 'false' }).jobsWorkers).toBe(false);
    expect(loadConfig({ ...base, JOBS_WORKERS: '1' }).jobsWorkers).toBe(true);
    expect(() => loadConfig({ ...base, JOBS_WORKERS: 'quizas' })).toThrow(/JOBS_WORKERS/);
  });

  it('a process without workers runs nothing; a worker process is woken by its NOTIFY and runs the job at once; both stop cleanly', async () => {
    const db = await createTestDatabase();
    const database = await createDatabase(db.url);
    const base = loadConfig({ NODE_ENV: 'test', DATABASE_URL: db.url, SEED_DEMO: 'false', MAIL_OUTBOX: 'true' });
    const services = async (config: Config) =>
      [
        createMailer(config, database.prisma),
        systemClock,
        await startAsambleaNotifier(database),
        await startSessionCache(database),
        createShutdown(),
      ] as const;
    const apiConfig = { ...base, jobsWorkers: false };
    const apiServices = await services(apiConfig);
    const api = await startJobQueue(database, apiConfig, ...apiServices);
    let worker: JobQueue | undefined;
    try {
      const { user } = await createTestUser(database.prisma);
      const vencida = (id: string) => ({ id, userId: user.id, expiresAt: ago(HOUR), absoluteExpiresAt: ago(-HOUR) });
      const quedan = async (id: string) => (await database.prisma.session.count({ where: { id } })) === 1;

      await database.prisma.session.create({ data: vencida('sin-trabajadores') });
      await api.send(database.prisma, 'maintenance.purge-expired', undefined);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await quedan('sin-trabajadores')).toBe(true);
      const [job] = await database.prisma.$queryRawUnsafe<{ state: string }[]>(
        "SELECT state::text FROM pgboss.job WHERE name = 'maintenance.purge-expired'",
      );
      expect(job?.state).toBe('created');

      // The worker process takes what was waiting as it starts…
      const workerServices = await services(base);
      worker = await startJobQueue(database, base, ...workerServices);
      await api.settle(5_000);
      expect(await quedan('sin-trabajadores')).toBe(false);
      // …and, between polls 30 s apart, what an API process enqueues in a transaction once it commits.
      await database.prisma.$transaction(async (tx) => {
        await tx.session.create({ data: vencida('avisado') });
        await api.send(tx, 'maintenance.purge-expired', undefined);
      });
      await api.settle(5_000);
      expect(await quedan('avisado')).toBe(false);
      await worker.stop();
      worker = undefined;
      await Promise.all([workerServices[2].close(), workerServices[3].close()]);
    } finally {
      await worker?.stop();
      await api.stop();
      await Promise.all([apiServices[2].close(), apiServices[3].close()]);
      await database.close();
      await db.drop();
    }
  });
});
