// Finding 1: NODE_ENV=production with SMTP_URL seeded the demo data, so superadmin@horizonte.co with
// the public demo password logged in. Production loads demo data only with SEED_DEMO=true and
// refuses to start on a database that holds demo accounts without that flag.
import { afterAll, describe, expect, it } from 'vitest';

import { startServices } from '../../src/bootstrap.ts';
import { loadConfig } from '../../src/config.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts';
import { createTestDatabase, startTestSmtp, type TestSmtp } from '../support/index.ts';
import { createApp } from '../support/validated-app.ts';
import { VAPID_DE_PRUEBA } from '../support/vapid.ts';

const smtps: TestSmtp[] = [];
afterAll(async () => {
  await Promise.all(smtps.map((s) => s.close()));
});

async function productionEnv(extra: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const smtp = await startTestSmtp();
  smtps.push(smtp);
  return {
    database,
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      CODE_SECRET: 'secreto-de-prueba-para-codigos-de-visitantes',
      PASARELA_SECRETS_KEY: 'llave-de-prueba-de-los-secretos-de-pasarela',
      ...VAPID_DE_PRUEBA,
      ...extra,
    },
  };
}

describe('demo accounts in production', () => {
  it('are not seeded without SEED_DEMO=true: the demo super admin cannot log in', async () => {
    const { database, env } = await productionEnv();
    expect(loadConfig(env).seedDemo).toBe(false);
    const running = await startServices(loadConfig(env), { migrate: false });
    try {
      expect(await running.services.db.user.count()).toBe(0);
      const app = createApp(running.services);
      const res = await app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'superadmin@horizonte.co', password: DEMO_PASSWORD }),
      });
      expect(res.status).toBe(401);
    } finally {
      await running.stop();
      await database.drop();
    }
  });

  it('refuse to start on a database holding demo accounts unless SEED_DEMO=true', async () => {
    const { database, env } = await productionEnv();
    const seeded = await startServices(loadConfig({ ...env, SEED_DEMO: 'true' }), { migrate: false });
    expect(await seeded.services.db.user.count({ where: { email: 'superadmin@horizonte.co' } })).toBe(1);
    await seeded.stop();
    try {
      await expect(startServices(loadConfig(env), { migrate: false })).rejects.toThrow(
        /cuentas de demostración.*superadmin@horizonte\.co/,
      );
      const explicit = await startServices(loadConfig({ ...env, SEED_DEMO: 'true' }), { migrate: false });
      await explicit.stop();
    } finally {
      await database.drop();
    }
  });

  it('still load by default outside production', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});
