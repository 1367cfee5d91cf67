// Finding 2: one tRPC batch of 200 logins from one IP got 199 × 401 and then a session; 40 parallel
// REST logins evaluated 8 guesses where the limit is 5; change-password in a 30-item batch was
// never throttled. Attempts are now counted atomically before the password is checked, and a
// batch holds at most 10 calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG, TRPC_MAX_BATCH } from '@horizonte/contracts';

import { startTestApp, type TestApp } from '../support/index.ts';
import { createTestUser, TEST_PASSWORD, type TestUser } from '../support/sessions.ts';

let t: TestApp;
let victim: TestUser;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function freshVictim(): Promise<TestUser> {
  await t.db.rateLimitBucket.deleteMany();
  return createTestUser(t.db);
}

function batch(procedure: string, inputs: unknown[], token?: string) {
  const path = Array.from({ length: inputs.length }, () => procedure).join(',');
  const body = Object.fromEntries(inputs.map((input, i) => [String(i), input]));
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return t.app.request(`/trpc/${path}?batch=1`, { method: 'POST', headers, body: JSON.stringify(body) });
}

describe('login brute force', () => {
  it('refuses a batch of more than 10 calls outright', async () => {
    victim = await freshVictim();
    const guesses = Array.from({ length: 200 }, (_, i) => ({ email: victim.user.email, password: `adivina-${i}` }));
    guesses[199] = { email: victim.user.email, password: TEST_PASSWORD };
    const res = await batch('auth.login', guesses);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, message: MSG.batchTooLarge });
    expect(await t.db.session.count({ where: { userId: victim.user.id } })).toBe(1); // only the fixture's own
  });

  it('counts every call of an allowed batch: 10 guesses evaluate 5 passwords, and then the right one gets 429', async () => {
    victim = await freshVictim();
    const guesses = Array.from({ length: TRPC_MAX_BATCH }, (_, i) => ({ email: victim.user.email, password: `adivina-${i}` }));
    const res = await batch('auth.login', guesses);
    const results = (await res.json()) as { error?: { data: { httpStatus: number } } }[];
    const statuses = results.map((r) => r.error?.data.httpStatus ?? 200);
    // A batch's calls run concurrently, so which five are evaluated is the database's order, not the
    // batch's: what holds is how many.
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const right = await batch('auth.login', [{ email: victim.user.email, password: TEST_PASSWORD }]);
    const [answer] = (await right.json()) as { error?: { data: { httpStatus: number } } }[];
    expect(answer!.error?.data.httpStatus).toBe(429);
  });

  it('evaluates at most 5 of 40 parallel REST guesses', async () => {
    victim = await freshVictim();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.rest('POST', '/api/auth/login', { body: { email: victim.user.email, password: `paralelo-${i}` } }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });

  it('throttles change-password inside a batch with the same limit', async () => {
    victim = await freshVictim();
    const guesses = Array.from({ length: TRPC_MAX_BATCH }, (_, i) => ({
      currentPassword: `adivina-${i}`,
      newPassword: 'Nueva-Clave-Larga-1',
    }));
    const res = await batch('auth.changePassword', guesses, victim.token);
    const results = (await res.json()) as { error?: { data: { httpStatus: number }; message: string } }[];
    const statuses = results.map((r) => r.error?.data.httpStatus ?? 200);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    // The limit is the login's: the same account from the same IP cannot log in either now.
    const login = await t.rest('POST', '/api/auth/login', { body: { email: victim.user.email, password: TEST_PASSWORD } });
    expect(login.status).toBe(429);
  });
});
