// Scheduled work through the job queue: the hourly purge of expired sessions, one-time tokens and
// rate-limit buckets, run as the scheduler would run it (a job on the queue).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './support/index.ts';
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
