// Finding 5: a 6-character password was accepted at registration. New passwords (registration,
// reset, change, invitation) need 8 characters and must not be on the common/breached list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG } from '@horizonte/contracts';

import { isCommonPassword } from '../../src/lib/password.ts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { createTestUser, TEST_PASSWORD } from '../support/sessions.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
function register(password: string) {
  n += 1;
  return t.rest('POST', '/api/auth/register', {
    body: {
      nombre: 'Persona Clave',
      tipo_documento: 'CC',
      numero_documento: `55500${n}`,
      email: `clave${n}@example.com`,
      password,
    },
  });
}

describe('new passwords', () => {
  it('keeps the spec message under 6 characters and says 8 for 6–7', async () => {
    const five = await register('abc12');
    expect(five.status).toBe(422);
    expect(five.body.errors).toEqual([MSG.passwordMin]);
    for (const password of ['abc123', 'k7#pQ2z']) {
      const short = await register(password);
      expect(short.status).toBe(422);
      expect(short.body.errors).toEqual([MSG.passwordTooShort]);
    }
    expect((await register('k7#pQ2zW')).status).toBe(200);
  });

  it('refuses common and breached passwords on registration, change and reset', async () => {
    for (const password of ['password1', '12345678', 'qwertyuiop', 'Colombia']) expect(isCommonPassword(password)).toBe(true);
    expect(isCommonPassword('Horizonte-Chicó-2026')).toBe(false);
    const common = await register('qwertyuiop');
    expect(common.status).toBe(400);
    expect(common.body.message).toBe(MSG.passwordTooCommon);
    expect(await t.db.user.count({ where: { email: `clave${n}@example.com` } })).toBe(0);

    const { token } = await createTestUser(t.db);
    const change = await t.rest('PUT', '/api/auth/change-password', {
      token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'password1' },
    });
    expect(change.status).toBe(400);
    expect(change.body.message).toBe(MSG.passwordTooCommon);

    const reset = await t.rest('POST', '/api/auth/reset-password', { body: { token: 'cualquiera', newPassword: '12345678' } });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe(MSG.passwordTooCommon);
  });

  it('lets the same rules run in the browser forms (the shared schema) for length', async () => {
    const { newPasswordField } = await import('@horizonte/contracts');
    expect(newPasswordField.safeParse('1234567').error?.issues.map((i) => i.message)).toEqual([MSG.passwordTooShort]);
    expect(newPasswordField.safeParse('Horizonte-2026').success).toBe(true);
  });
});
