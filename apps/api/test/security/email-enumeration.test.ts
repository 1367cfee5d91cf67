// Finding 7 (issue 25): 40 calls of `POST /api/auth/email` with candidate addresses answered 409 for
// every registered email and 200 for unknown ones — account enumeration, with no throttle. Now the
// answer, and the database work before it, are the same for a taken and a free address (the job that
// runs afterwards mails the link to a free address, and a notice to the owner of a taken one), and
// the requests are throttled per account: Spanish 429 with Retry-After.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG } from '@horizonte/contracts';

import { linkIn, startTestApp, TEST_APP_URL, type TestApp } from '../support/index.ts';
import { recordOperations, type OperationRecorder } from '../support/operations.ts';
import { createTestUser, TEST_PASSWORD, type TestUser } from '../support/sessions.ts';
import { createApp } from '../support/validated-app.ts';

let t: TestApp;
let app: ReturnType<typeof createApp>;
let attacker: TestUser;
let recorder: OperationRecorder;
const registered: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  recorder = recordOperations(t.db);
  app = createApp({ ...t.services, db: recorder.db });
  attacker = await createTestUser(t.db, { email: 'curioso@example.com' });
  for (const nombre of ['ana', 'beto', 'carla', 'dario'])
    registered.push((await createTestUser(t.db, { email: `${nombre}@example.com`, nombre: `Vecina ${nombre}` })).user.email);
});
afterAll(async () => {
  await t?.close();
});

async function tryAddress(email: string) {
  const { result, operations } = await recorder.record(async () => {
    const res = await app.request('/api/auth/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${attacker.token}` },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: (await res.json()) as Record<string, unknown>,
    };
  });
  return { email, ...result, operations };
}

describe('POST /api/auth/email with candidate addresses', () => {
  it('answers the same for taken and free addresses, then 429; only the owner of a taken address hears of it', async () => {
    // 40 candidates: the registered ones among unknown ones, two of each within the first five.
    const candidates = [registered[0]!, 'nadie1@example.com', registered[1]!, 'nadie2@example.com', 'nadie3@example.com'];
    for (let i = candidates.length; i < 40; i++)
      candidates.push(i % 9 === 0 ? registered[(i / 9) % 4]! : `nadie${i}@example.com`);
    const answers = [];
    for (const email of candidates) answers.push(await tryAddress(email));

    for (const a of answers.slice(0, 5)) {
      expect(a.status, a.email).toBe(200);
      expect(a.body).toEqual({ success: true, message: MSG.emailChangeSent, emailPendiente: a.email });
    }
    // The same database work before answering, taken or free (the first call also looked the session up).
    expect(answers[2]!.operations).toEqual(answers[1]!.operations);
    expect(answers[3]!.operations).toEqual(answers[2]!.operations);
    expect(answers[0]!.operations.some((op) => op.startsWith('User.'))).toBe(false);

    for (const a of answers.slice(5)) {
      expect(a.status, a.email).toBe(429);
      expect(a.body.message).toBe(MSG.tooManyRequests);
      expect(Number(a.retryAfter)).toBeGreaterThan(0);
    }
    // Mi Perfil shows the last address asked for as pending, whether it is taken or not.
    const perfil = await t.rest('GET', '/api/auth/perfil', { token: attacker.token });
    expect(perfil.body.perfil.emailPendiente).toBe('nadie3@example.com');

    await t.jobs.settle();
    const notice = await t.smtp.waitFor(registered[0]!, { subject: /Alguien pidió usar tu email/ });
    expect(notice.text).toContain('Hola Vecina ana');
    expect(notice.text).not.toContain('/verify-email');
    await t.smtp.waitFor(registered[1]!, { subject: /Alguien pidió usar tu email/ });
    const link = await t.smtp.waitFor('nadie1@example.com', { subject: /Confirma tu nuevo email/ });
    expect(linkIn(link, `${TEST_APP_URL}/verify-email?token=`)).toMatch(/token=/);
    // Nothing reached the addresses refused with 429.
    expect(t.smtp.messages.filter((m) => candidates.slice(5).includes(m.to) && !registered.includes(m.to))).toEqual([]);
  });
});
