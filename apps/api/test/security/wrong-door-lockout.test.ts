// Finding 14 (issue 25): a propietario typing the correct password on the main login five times got
// 403 each time — and then 429 at the right door, because each 403 counted as a failed attempt; twenty
// such mistakes locked everyone behind the building's shared IP for 15 minutes. A correct password at
// the wrong door is no failed guess now: it counts neither per account+IP nor per IP. Wrong passwords
// still count as before (login-brute-force.test.ts, targeted-lockout.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG } from '@horizonte/contracts';

import { startTestApp, type TestApp } from '../support/index.ts';
import { createTestUser, TEST_PASSWORD } from '../support/sessions.ts';
import { createProperty } from '../support/tenants.ts';

let t: TestApp;
let identificador: string;
let phId: string;
const BUILDING_IP = '203.0.113.80';

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
  const ph = await createProperty(t.db, 'Conjunto La Portería');
  identificador = ph.identificador;
  phId = ph.id;
});
afterAll(async () => {
  await t?.close();
});

function login(email: string, password: string, door?: string) {
  return t.rest('POST', '/api/auth/login', {
    body: { email, password, ...(door ? { identificador: door } : {}) },
    headers: { 'x-forwarded-for': BUILDING_IP },
  });
}

describe('a correct password at the wrong door', () => {
  it('five times at the main login (403 each), then the complex portal lets the propietario in', async () => {
    const { user } = await createTestUser(t.db, { roles: [{ phId, rol: 'propietario' }] });
    for (let i = 0; i < 5; i++) {
      const res = await login(user.email, TEST_PASSWORD);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MSG.loginForbiddenMainPortal);
    }
    const right = await login(user.email, TEST_PASSWORD, identificador);
    expect(right.status).toBe(200);
    expect(right.body.data.token).toEqual(expect.any(String));
  });

  it('twenty such mistakes behind the building’s shared IP lock nobody out', async () => {
    const vecinos = await Promise.all(
      Array.from({ length: 4 }, () => createTestUser(t.db, { roles: [{ phId, rol: 'propietario' }] })),
    );
    for (let i = 0; i < 20; i++) {
      const res = await login(vecinos[i % 4]!.user.email, TEST_PASSWORD);
      expect(res.status).toBe(403);
    }
    // The portal's own door, for someone who never made a mistake, and a wrong one (no role here) both still answer.
    const otro = await createTestUser(t.db, { roles: [{ phId, rol: 'propietario' }] });
    expect((await login(otro.user.email, TEST_PASSWORD, identificador)).status).toBe(200);
    const elsewhere = await login(otro.user.email, TEST_PASSWORD, 'no-es-aqui');
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.message).toBe(MSG.noAccessToProperty);
    for (const v of vecinos) expect((await login(v.user.email, TEST_PASSWORD, identificador)).status).toBe(200);
  });
});
