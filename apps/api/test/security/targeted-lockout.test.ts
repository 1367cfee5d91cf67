// Finding 8: five wrong passwords from anyone locked the owner out for 15 minutes. The limit is now
// per account and IP, plus an account-wide count that slows checks down instead of locking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG } from '@horizonte/contracts';

import { ACCOUNT_SLOWDOWN_AFTER, slowdownMs } from '../../src/modules/auth/throttle.ts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { createTestUser, TEST_PASSWORD } from '../support/sessions.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t?.close();
});

function loginFrom(ip: string, email: string, password: string) {
  return t.rest('POST', '/api/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });
}

describe('targeted lockout', () => {
  it('an attacker’s five failures block the attacker’s address, not the owner on another device', async () => {
    const { user } = await createTestUser(t.db);
    for (let i = 0; i < 5; i++) expect((await loginFrom('203.0.113.66', user.email, `mala-${i}`)).status).toBe(401);
    const attacker = await loginFrom('203.0.113.66', user.email, TEST_PASSWORD);
    expect(attacker.status).toBe(429);
    expect(attacker.body.message).toBe(MSG.tooManyLoginAttempts);
    expect((await loginFrom('198.51.100.7', user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('many addresses guessing one account slow its checks down but the owner still gets in', async () => {
    const { user } = await createTestUser(t.db);
    for (let ip = 1; ip <= 3; ip++) {
      for (let i = 0; i < 5; i++) expect((await loginFrom(`203.0.113.${ip}`, user.email, `mala-${i}`)).status).toBe(401);
    }
    const bucket = await t.db.rateLimitBucket.findUnique({ where: { key: `login:account:${user.email}` } });
    expect(bucket?.points).toBe(15);
    expect(slowdownMs(bucket!.points + 1)).toBeGreaterThan(0);
    const started = Date.now();
    expect((await loginFrom('198.51.100.8', user.email, TEST_PASSWORD)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(slowdownMs(16) - 50);
  });

  it('slows by steps up to a ceiling, never refusing', () => {
    expect(slowdownMs(ACCOUNT_SLOWDOWN_AFTER)).toBe(0);
    expect(slowdownMs(ACCOUNT_SLOWDOWN_AFTER + 1)).toBe(200);
    expect(slowdownMs(ACCOUNT_SLOWDOWN_AFTER + 100)).toBe(2000);
  });
});
