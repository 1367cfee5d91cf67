// Finding 10 (issue 11): resend-verification and forgot-password answered measurably slower for an
// existing account, because the token and the mail were prepared before the answer. Now both paths do
// the same database work before answering (the quota and one queued job) and the lookup, the token and
// the mail happen in the job. Measured as the list of database operations each request performs
// before its answer — no wall-clock thresholds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG } from '@horizonte/contracts';
import type { TestDatabase } from '@horizonte/db/testing';

import { startServices, type RunningServices } from '../../src/bootstrap.ts';
import { loadConfig } from '../../src/config.ts';
import { createTestDatabase, linkIn, startTestSmtp, TEST_APP_URL, type TestSmtp } from '../support/index.ts';
import { recordOperations, type OperationRecorder } from '../support/operations.ts';
import { createTestUser } from '../support/sessions.ts';
import { createApp } from '../support/validated-app.ts';

let database: TestDatabase;
let smtp: TestSmtp;
let running: RunningServices;
let app: ReturnType<typeof createApp>;
let recorder: OperationRecorder;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtp();
  running = await startServices(
    loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      SEED_DEMO: 'false',
      SMTP_URL: smtp.url,
      APP_URL: TEST_APP_URL,
      MAIL_RETRY_DELAY_SECONDS: '1',
    }),
    { migrate: false },
  );
  recorder = recordOperations(running.services.db);
  app = createApp({ ...running.services, db: recorder.db });
});
afterAll(async () => {
  await running?.stop();
  await smtp?.close();
  await database?.drop();
});

/** POSTs JSON and returns the answer with the database operations done before it. */
async function post(path: string, body: unknown, ip: string) {
  const { result, operations } = await recorder.record(async () => {
    const res = await app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  });
  return { ...result, operations };
}

describe('resend-verification', () => {
  it('does the same database work before answering for an unverified account and for an unknown email', async () => {
    const { user } = await createTestUser(running.services.db, { email: 'sin.verificar@example.com', verified: false });
    const unknown = await post('/api/auth/resend-verification', { email: 'nadie.aqui@example.com' }, '198.51.100.1');
    const existing = await post('/api/auth/resend-verification', { email: user.email }, '198.51.100.2');
    expect(existing.status).toBe(200);
    expect(existing.body).toEqual(unknown.body);
    expect(existing.body).toEqual({ success: true, message: MSG.verificationResent });
    expect(existing.operations).toEqual(unknown.operations);
    expect(existing.operations).toContain('$queryRawUnsafe'); // the quota and the queued job
    expect(existing.operations.some((op) => op.startsWith('User.') || op.startsWith('OneTimeToken.'))).toBe(false);

    // The work happened after the answer: the real account gets its link, the unknown email nothing.
    await running.services.jobs.settle();
    const mail = await smtp.waitFor(user.email, { subject: /Verifica/ });
    expect(linkIn(mail, `${TEST_APP_URL}/verify-email?token=`)).toMatch(/token=/);
    expect(smtp.messages.filter((m) => m.to === 'nadie.aqui@example.com')).toEqual([]);
  });
});

describe('forgot-password by email', () => {
  it('does the same database work before answering for an existing account and for an unknown email', async () => {
    const { user } = await createTestUser(running.services.db, { email: 'olvide.clave@example.com' });
    const unknown = await post('/api/auth/forgot-password', { email: 'tampoco.existe@example.com' }, '198.51.100.3');
    const existing = await post('/api/auth/forgot-password', { email: user.email }, '198.51.100.4');
    expect(existing.status).toBe(200);
    expect(existing.body).toEqual(unknown.body);
    expect(existing.operations).toEqual(unknown.operations);
    expect(existing.operations.some((op) => op.startsWith('User.') || op.startsWith('OneTimeToken.'))).toBe(false);

    await running.services.jobs.settle();
    const mail = await smtp.waitFor(user.email, { subject: /Restablece/ });
    expect(linkIn(mail, `${TEST_APP_URL}/reset-password?token=`)).toMatch(/token=/);
    expect(smtp.messages.filter((m) => m.to === 'tampoco.existe@example.com')).toEqual([]);
  });

  it('does not wait for the mail: with SMTP down the answer is the same 200', async () => {
    const { user } = await createTestUser(running.services.db, { email: 'smtp.caido@example.com' });
    await smtp.stop();
    try {
      const existing = await post('/api/auth/forgot-password', { email: user.email }, '198.51.100.5');
      expect(existing.status).toBe(200);
      expect(existing.body).toMatchObject({ success: true, message: MSG.forgotEmailSent });
    } finally {
      await smtp.start();
    }
    expect((await smtp.waitFor(user.email, { subject: /Restablece/, timeoutMs: 20_000 })).to).toBe(user.email);
  });
});
