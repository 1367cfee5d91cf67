// Issue 26 #10, «9 identical "Otra sesión" entries with no device or date in Mi Perfil»: a session kept
// nothing about where it was opened, so nobody could tell a stolen session from their own tablet. Now
// a login keeps its User-Agent (bounded to 256 characters) and GET /api/auth/sessions (and
// perfil.sesiones.list) names each session's browser and system beside its last use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './support/index.ts';
import { createTestUser, TEST_PASSWORD, type TestUser } from './support/sessions.ts';

let t: TestApp;
let persona: TestUser;

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function login(userAgent: string): Promise<string> {
  const res = await t.rest('POST', '/api/auth/login', {
    body: { email: persona.user.email, password: TEST_PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

beforeAll(async () => {
  t = await startTestApp();
  persona = await createTestUser(t.db, { nombre: 'Persona con dos teléfonos' });
});
afterAll(async () => {
  await t?.close();
});

describe('sessions name their device', () => {
  it('lists each session with its browser, system and last use (REST and tRPC)', async () => {
    await login(ANDROID);
    const token = await login(`${IPHONE} ${'x'.repeat(2_000)}`);
    const res = await t.rest('GET', '/api/auth/sessions', { token });
    expect(res.status).toBe(200);
    const nuestras = (
      res.body.sesiones as { actual: boolean; navegador: string | null; sistema: string | null; ultimoUso: string }[]
    ).filter((s) => s.navegador);
    expect(nuestras.map(({ actual, navegador, sistema }) => ({ actual, navegador, sistema }))).toEqual(
      expect.arrayContaining([
        { actual: true, navegador: 'Safari', sistema: 'iOS' },
        { actual: false, navegador: 'Chrome', sistema: 'Android' },
      ]),
    );
    for (const s of nuestras) expect(Number.isNaN(Date.parse(s.ultimoUso))).toBe(false);
    const trpc = await t.trpc('query', 'perfil.sesiones.list', undefined, token);
    expect(trpc.body.result.data.sesiones.find((s: { actual: boolean }) => s.actual)).toMatchObject({
      navegador: 'Safari',
      sistema: 'iOS',
    });
    // Only the first 256 characters of an agent are kept.
    const guardadas = await t.db.session.findMany({ where: { userId: persona.user.id }, select: { userAgent: true } });
    expect(Math.max(...guardadas.map((s) => s.userAgent?.length ?? 0))).toBe(256);
  });
});
