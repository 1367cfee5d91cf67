import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('uses the embedded defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3001);
    expect(config.databaseUrl).toBe('pglite:./.data/horizonte');
    expect(config.mailOutbox).toBe(true);
    expect(config.seedDemo).toBe(true);
    expect(config.appUrl).toBe('http://localhost:3001');
    expect(config.whatsappNumber).toBeUndefined();
    expect(loadConfig({ WHATSAPP_NUMBER: '573001234567' }).whatsappNumber).toBe('573001234567');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ APP_URL: 'no es una url' }, 'APP_URL'],
    [{ BOOTSTRAP_SUPERADMIN_EMAIL: 'root@horizonte.co' }, 'BOOTSTRAP_SUPERADMIN_PASSWORD'],
    [{ SEED_DEMO: 'quizas' }, 'SEED_DEMO'],
    [{ WHATSAPP_NUMBER: '+57 300 000 0000' }, 'WHATSAPP_NUMBER'],
  ])('fails fast naming the variable: %j', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${variable}:`));
  });

  it('refuses production without SMTP_URL unless MAIL_OUTBOX=true is explicit', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL: es obligatorio/);
    expect(loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX: 'true' }).mailOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' }).mailOutbox).toBe(false);
  });
});
