// Finding 3: with MAIL_OUTBOX=true in production the /dev/mail outbox was public and showed reset
// links. It is never mounted with NODE_ENV=production, and in development the server listens on
// loopback only unless HOST is set explicitly.
import { afterAll, describe, expect, it } from 'vitest';

import { startServices } from '../../src/bootstrap.ts';
import { loadConfig } from '../../src/config.ts';
import { createTestDatabase } from '../support/index.ts';
import { createApp } from '../support/validated-app.ts';
import { VAPID_DE_PRUEBA } from '../support/vapid.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function appWith(env: Record<string, string>) {
  const database = await createTestDatabase();
  const running = await startServices(loadConfig({ DATABASE_URL: database.url, SEED_DEMO: 'false', ...env }), { migrate: false });
  cleanups.push(async () => {
    await running.stop();
    await database.drop();
  });
  return createApp(running.services);
}

describe('/dev/mail', () => {
  it('is not mounted in production, even with MAIL_OUTBOX=true', async () => {
    const app = await appWith({
      NODE_ENV: 'production',
      MAIL_OUTBOX: 'true',
      CODE_SECRET: 'secreto-de-prueba-para-codigos-de-visitantes',
      PASARELA_SECRETS_KEY: 'llave-de-prueba-de-los-secretos-de-pasarela',
      ...VAPID_DE_PRUEBA,
    });
    // Whatever answers (the web app's fallback page, or 404), it is not the mailbox.
    expect(await (await app.request('/dev/mail')).text()).not.toContain('Correo de desarrollo');
    expect(await (await app.request('/dev/mail/messages.json')).text()).not.toContain('"messages"');
  });

  it('is mounted in development without SMTP_URL', async () => {
    const app = await appWith({ NODE_ENV: 'development' });
    const res = await app.request('/dev/mail');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Correo de desarrollo');
  });

  it('makes the development server listen on loopback unless HOST is explicit', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).host).toBe('0.0.0.0');
    expect(
      loadConfig({
        NODE_ENV: 'production',
        MAIL_OUTBOX: 'true',
        CODE_SECRET: 'secreto-de-prueba-para-codigos-de-visitantes',
        PASARELA_SECRETS_KEY: 'llave-de-prueba-de-los-secretos-de-pasarela',
        ...VAPID_DE_PRUEBA,
      }).devMailbox,
    ).toBe(false);
  });
});
