// Finding 7: accepting an invitation checked an existing account's password without any limit.
// It now goes through the login throttle, counted before the check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG } from '@horizonte/contracts';

import { linkIn, startTestApp, TEST_APP_URL, type TestApp } from '../support/index.ts';
import { createTestUser, TEST_PASSWORD } from '../support/sessions.ts';
import { createTenants, type Tenants } from '../support/tenants.ts';

let t: TestApp;
let x: Tenants;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
});
afterAll(async () => {
  await t?.close();
});

describe('invitation acceptance', () => {
  it('gives an existing account 5 password guesses, then 429 even for the right password', async () => {
    const { user } = await createTestUser(t.db);
    const invited = await t.rest('POST', `/api/ph/${x.phA.id}/invite`, {
      token: x.tokens.adminA,
      body: { email: user.email, rol: 'consejo' },
    });
    expect(invited.status).toBe(200);
    const mail = await t.smtp.waitFor(user.email, { subject: /Invitación/ });
    const token = new URL(linkIn(mail, `${TEST_APP_URL}/ph/${x.phA.identificador}?invitacion=`)).searchParams.get('invitacion');

    for (let i = 0; i < 5; i++) {
      const wrong = await t.rest('POST', '/api/invitations/accept', { body: { token, password: `adivina-${i}` } });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(MSG.invitationPasswordWrong);
    }
    const blocked = await t.rest('POST', '/api/invitations/accept', { body: { token, password: TEST_PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    // Shared with login: the same account from the same address is throttled there too.
    expect((await t.rest('POST', '/api/auth/login', { body: { email: user.email, password: TEST_PASSWORD } })).status).toBe(429);
  });
});
