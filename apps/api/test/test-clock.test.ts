// The one injectable clock: with TEST_CLOCK=true a SUPER_ADMIN moves the platform's time (both
// facades) and every service reads it; without the flag the routes do not exist; production refuses it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { TEST_PASSWORD } from './support/sessions.ts';
import { ACTORS, createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let plain: TestApp;
let x: Tenants;

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  plain = await startTestApp();
  x = await createTenants(t.db);
});
afterAll(async () => {
  await t?.close();
  await plain?.close();
});

/** A no-input mutation as the web's tRPC client sends it (a one-call batch); answers like t.trpc. */
async function trpcWithoutInput(app: TestApp, procedure: string, token: string | undefined) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await app.app.request(`/trpc/${procedure}?batch=1`, { method: 'POST', headers, body: '{}' });
  const [body] = (await res.json()) as unknown[];
  return { status: res.status, body: body as any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read whatever came back
}

describe('test clock', () => {
  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX: 'true', TEST_CLOCK: 'true' })).toThrow(
      /TEST_CLOCK: no se permite/,
    );
  });

  it('does not exist without TEST_CLOCK (404 on both facades)', async () => {
    const plainTenants = await createTenants(plain.db);
    const rest = await plain.rest('PUT', '/api/test/reloj', {
      token: plainTenants.tokens.superAdmin,
      body: { ahora: '2027-03-06T09:00:00-05:00' },
    });
    expect(rest.status).toBe(404);
    const trpc = await trpcWithoutInput(plain, 'testClock.reset', plainTenants.tokens.superAdmin);
    expect(trpc.status).toBe(404);
  });

  it.each(ACTORS.filter((a) => a !== 'superAdmin'))('refuses %s on both facades', async (actor) => {
    const expected = actor === 'anonymous' ? 401 : 403;
    expect(
      (await t.rest('PUT', '/api/test/reloj', { token: x.tokens[actor], body: { ahora: '2027-03-06T09:00:00-05:00' } })).status,
    ).toBe(expected);
    expect((await trpcWithoutInput(t, 'testClock.reset', x.tokens[actor])).status).toBe(expected);
  });

  it('moves every service’s "now": an invitation expires after 7 days of platform time', async () => {
    const invited = await t.rest('POST', `/api/ph/${x.phA.id}/invite`, {
      token: x.tokens.adminA,
      body: { email: 'reloj@example.com', rol: 'residente' },
    });
    expect(invited.body.invitation.status).toBe('pendiente');
    const later = new Date(Date.now() + 8 * 24 * 3600 * 1000);
    const moved = await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora: later.toISOString() } });
    expect(moved.status).toBe(200);
    expect(moved.body.ajustado).toBe(true);
    expect(Math.abs(new Date(moved.body.ahora).getTime() - later.getTime())).toBeLessThan(5_000);

    // Eight days later every session has expired too: log in again at the new time.
    expect((await t.rest('GET', '/api/auth/verify', { token: x.tokens.adminA })).status).toBe(401);
    const login = await t.rest('POST', '/api/auth/login', {
      body: { email: x.users.adminA.user.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(200);
    const list = await t.rest('GET', `/api/ph/${x.phA.id}/invitations`, { token: login.body.data.token });
    expect(list.body.invitations.find((i: { email: string }) => i.email === 'reloj@example.com').status).toBe('vencida');

    const superLogin = await t.rest('POST', '/api/auth/login', {
      body: { email: x.users.superAdmin.user.email, password: TEST_PASSWORD },
    });
    const reset = await trpcWithoutInput(t, 'testClock.reset', superLogin.body.data.token);
    expect(reset.status).toBe(200);
    expect(reset.body.result.data.ajustado).toBe(false);
  });
});
