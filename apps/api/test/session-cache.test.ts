// Sessions held in each process's memory (issue 13): a session check costs no query, and nothing held
// outlives what the database says — changes made here are forgotten at once, changes made elsewhere when
// the database announces them (LISTEN/NOTIFY; PGlite: in this process).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServices } from '../src/bootstrap.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { createSession, type AuthenticatedSession } from '../src/modules/auth/sessions.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { createTestUser } from './support/sessions.ts';
import { createApp } from './support/validated-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const verify = (token: string) => t.rest('GET', '/api/auth/verify', { token });
const held = (token: string) => t.sessions.get(hashToken(token));

describe('sessions held in memory', () => {
  it('holds a session once it has been checked', async () => {
    const { token } = await createTestUser(t.db);
    expect(held(token)).toBeUndefined();
    expect((await verify(token)).status).toBe(200);
    expect(held(token)?.user.id).toBeDefined();
    expect((await verify(token)).status).toBe(200);
  });

  it('refuses a session ended straight in the database once the database announces it', async () => {
    const { token, user } = await createTestUser(t.db);
    expect((await verify(token)).status).toBe(200);
    await t.db.session.deleteMany({ where: { userId: user.id } });
    await t.sessions.settle(t.db);
    expect(held(token)).toBeUndefined();
    expect((await verify(token)).status).toBe(401);
  });

  it('reads a user again when the database announces a change to it', async () => {
    const { token, user } = await createTestUser(t.db, { nombre: 'Antes Del Cambio' });
    expect((await verify(token)).body.user.nombre).toBe('Antes Del Cambio');
    await t.db.user.update({ where: { id: user.id }, data: { nombre: 'Después Del Cambio', platformRole: 'SOPORTE' } });
    await t.sessions.settle(t.db);
    const after = await verify(token);
    expect(after.body.user).toMatchObject({ nombre: 'Después Del Cambio', isSuperUser: true, superUserRole: 'SOPORTE' });
  });

  it('forgets at once what this process changes: logout, the other sessions, the name', async () => {
    const { token: mine } = await createTestUser(t.db, { nombre: 'Nombre Viejo' });
    const user = (await verify(mine)).body.user as { id: string };
    const { token: second } = await createSession(t.db, user.id, new Date());
    expect((await verify(second)).status).toBe(200);
    expect(held(second)).toBeDefined();

    expect((await t.rest('POST', '/api/auth/sessions/cerrar-otras', { token: mine })).status).toBe(200);
    expect(held(second)).toBeUndefined();
    expect((await verify(second)).status).toBe(401);

    expect(
      (await t.rest('PUT', '/api/auth/profile', { token: mine, body: { nombre: 'Nombre Nuevo', telefono: '' } })).status,
    ).toBe(200);
    expect((await verify(mine)).body.user.nombre).toBe('Nombre Nuevo');

    expect((await t.rest('POST', '/api/auth/logout', { token: mine })).status).toBe(200);
    expect(held(mine)).toBeUndefined();
    expect((await verify(mine)).status).toBe(401);
  });

  it('does not keep a read that an announcement overlapped (it may predate the change)', async () => {
    const { user } = await createTestUser(t.db);
    const row = await t.db.session.findFirstOrThrow({ where: { userId: user.id } });
    const found = { session: row, user } as AuthenticatedSession;
    await t.sessions.remember('leida-durante-un-aviso', async () => {
      t.sessions.forgetUser('00000000-0000-0000-0000-000000000000');
      return found;
    });
    expect(t.sessions.get('leida-durante-un-aviso')).toBeUndefined();
    await t.sessions.remember('leida-en-calma', async () => found);
    expect(t.sessions.get('leida-en-calma')?.user.id).toBe(user.id);
    expect(Object.isFrozen(t.sessions.get('leida-en-calma')?.user)).toBe(true);
  });
});

describe.skipIf(!process.env.DATABASE_URL?.startsWith('postgres'))('across API processes (PostgreSQL LISTEN/NOTIFY)', () => {
  it('a session A holds, ended through B, is refused by A', async () => {
    const b = await startServices(t.config, { migrate: false });
    try {
      const appB = createApp(b.services);
      const { token } = await createTestUser(t.db);
      expect((await verify(token)).status).toBe(200);
      expect(held(token)).toBeDefined();
      const logout = await appB.request('/api/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      expect(logout.status).toBe(200);
      await expect.poll(async () => (await verify(token)).status, { timeout: 2_000, interval: 5 }).toBe(401);
    } finally {
      await b.stop();
    }
  });

  it('drops everything it holds when its LISTEN connection is lost, and holds again once it listens anew', async () => {
    const { token } = await createTestUser(t.db);
    expect((await verify(token)).status).toBe(200);
    expect(held(token)).toBeDefined();
    const listener = async () =>
      (
        await t.db.$queryRaw<
          { pid: number }[]
        >`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN "horizonte_sesiones"'`
      ).map((r) => r.pid);
    const [before] = await listener();
    expect(before).toBeDefined();
    await t.db.$queryRaw`SELECT pg_terminate_backend(${before}::int)`;
    await expect.poll(() => held(token), { timeout: 2_000 }).toBeUndefined();
    await expect.poll(async () => (await listener()).some((pid) => pid !== before), { timeout: 5_000 }).toBe(true);
    expect((await verify(token)).status).toBe(200);
    expect(held(token)).toBeDefined();
  });
});
