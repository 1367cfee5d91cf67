import { describe, expect, it } from 'vitest';

import { VAPID_DE_PRUEBA } from '../test/support/vapid.ts';
import { ConfigError, DEVELOPMENT_CODE_SECRET, DEVELOPMENT_PASARELA_SECRETS_KEY, loadConfig } from './config.ts';

const CODE_SECRET = 'un-secreto-de-produccion-de-32-caracteres-o-mas';
const PASARELA_SECRETS_KEY = 'una-llave-de-produccion-de-32-caracteres-o-mas';
/** Production requires a VAPID pair (web push, issue 32). */
const VAPID = VAPID_DE_PRUEBA;

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
    [{ SCHEMA_WAIT_SECONDS: 'siempre' }, 'SCHEMA_WAIT_SECONDS'],
  ])('fails fast naming the variable: %j', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${variable}:`));
  });

  it('refuses production without SMTP_URL unless MAIL_OUTBOX=true is explicit', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL: es obligatorio/);
    expect(
      loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX: 'true', CODE_SECRET, PASARELA_SECRETS_KEY, ...VAPID }).mailOutbox,
    ).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', CODE_SECRET, PASARELA_SECRETS_KEY, ...VAPID })
        .mailOutbox,
    ).toBe(false);
  });

  // Issue 25 (secrets at rest): visitor codes and calendar keys are HMACs with this secret.
  it('refuses production without CODE_SECRET (or with a short one); development and tests get a fixed one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX: 'true' })).toThrow(
      /CODE_SECRET: es obligatorio con NODE_ENV=production/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX: 'true', CODE_SECRET: 'corto', PASARELA_SECRETS_KEY, ...VAPID }),
    ).toThrow(/CODE_SECRET: debe tener al menos 32 caracteres/);
    expect(
      loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX: 'true', CODE_SECRET, PASARELA_SECRETS_KEY, ...VAPID }).codeSecret,
    ).toBe(CODE_SECRET);
    expect(loadConfig({}).codeSecret).toBe(DEVELOPMENT_CODE_SECRET);
  });
});

describe('file storage configuration', () => {
  const s3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'horizonte-archivos' };

  it('keeps files in STORAGE_DIR by default, with no S3 settings', () => {
    const config = loadConfig({});
    expect(config.storageDir).toBe('./.data/archivos');
    expect(config.s3).toBeUndefined();
  });

  it('reads STORAGE_DRIVER=s3 with its defaults: us-east-1, virtual-hosted style, the SDK credential chain', () => {
    expect(loadConfig(s3).s3).toEqual({
      bucket: 'horizonte-archivos',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('reads an S3-compatible endpoint, path style and explicit keys', () => {
    const config = loadConfig({
      ...s3,
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://cuenta.r2.cloudflarestorage.com/',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'AKIAEJEMPLO',
      S3_SECRET_ACCESS_KEY: 'secreto',
    });
    expect(config.s3).toEqual({
      bucket: 'horizonte-archivos',
      region: 'auto',
      endpoint: 'https://cuenta.r2.cloudflarestorage.com',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIAEJEMPLO', secretAccessKey: 'secreto' },
    });
  });

  it.each([
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER', /STORAGE_DRIVER:/],
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET', /S3_BUCKET: es obligatorio con STORAGE_DRIVER=s3/],
    [{ ...s3, S3_BUCKET: 'Mi_Bucket' }, 'S3_BUCKET', /S3_BUCKET: debe ser un nombre de bucket válido/],
    [{ ...s3, S3_REGION: 'US East' }, 'S3_REGION', /S3_REGION: debe ser una región/],
    [{ ...s3, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT', /S3_ENDPOINT: debe ser una URL http/],
    [{ ...s3, S3_ENDPOINT: 'ftp://minio:9000' }, 'S3_ENDPOINT', /S3_ENDPOINT: debe ser una URL http/],
    [{ ...s3, S3_FORCE_PATH_STYLE: 'si' }, 'S3_FORCE_PATH_STYLE', /S3_FORCE_PATH_STYLE:/],
    [
      { ...s3, S3_ACCESS_KEY_ID: 'AKIAEJEMPLO' },
      'S3_SECRET_ACCESS_KEY',
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntos/,
    ],
    [
      { ...s3, S3_SECRET_ACCESS_KEY: 'secreto' },
      'S3_ACCESS_KEY_ID',
      /S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntos/,
    ],
    [{ S3_BUCKET: 'horizonte-archivos' }, 'S3_BUCKET', /S3_BUCKET: solo se usa con STORAGE_DRIVER=s3/],
    [
      { STORAGE_DRIVER: 'fs', S3_ENDPOINT: 'http://127.0.0.1:9000' },
      'S3_ENDPOINT',
      /S3_ENDPOINT: solo se usa con STORAGE_DRIVER=s3/,
    ],
  ])('stops start-up naming the variable: %j → %s', (env, _variable, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('treats empty S3 variables as absent', () => {
    expect(loadConfig({ S3_BUCKET: '', S3_ENDPOINT: '', S3_ACCESS_KEY_ID: '', S3_FORCE_PATH_STYLE: '' }).s3).toBeUndefined();
    expect(loadConfig({ ...s3, S3_REGION: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' }).s3).toMatchObject({
      region: 'us-east-1',
      credentials: undefined,
    });
  });
});

describe('pagos en línea (issue 28)', () => {
  it('refuses production without PASARELA_SECRETS_KEY (or with a short one); development and tests get a fixed one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX: 'true', CODE_SECRET })).toThrow(
      /PASARELA_SECRETS_KEY: es obligatorio con NODE_ENV=production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX: 'true', CODE_SECRET, PASARELA_SECRETS_KEY: 'corta' })).toThrow(
      /PASARELA_SECRETS_KEY: debe tener al menos 32 caracteres/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX: 'true', CODE_SECRET, PASARELA_SECRETS_KEY, ...VAPID }).pasarelaSecretsKey,
    ).toBe(PASARELA_SECRETS_KEY);
    expect(loadConfig({}).pasarelaSecretsKey).toBe(DEVELOPMENT_PASARELA_SECRETS_KEY);
  });

  it('mounts the gateway simulator outside production only', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX: 'true', CODE_SECRET, PASARELA_SECRETS_KEY, ...VAPID }).pasarelaSimulador,
    ).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).pasarelaSimulador).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).pasarelaSimulador).toBe(true);
  });
  it('logs at info (warn under tests) and measures nothing until METRICS_PORT or METRICS_TOKEN says where', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('warn');
    expect(loadConfig({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(loadConfig({}).metrics).toEqual({ port: undefined, host: '127.0.0.1', token: undefined });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toMatchObject({ port: 9464, host: '0.0.0.0' });
  });

  it.each([
    [{ LOG_LEVEL: 'verbose' }, /LOG_LEVEL: debe ser uno de: fatal, error, warn, info, debug, trace, silent/],
    [{ METRICS_PORT: '70000' }, /METRICS_PORT: debe ser un puerto entre 1 y 65535/],
    [{ METRICS_PORT: 'nueve' }, /METRICS_PORT: debe ser un número de puerto/],
    [{ METRICS_TOKEN: 'corto' }, /METRICS_TOKEN: debe tener al menos 32 caracteres/],
  ])('refuses observability settings in Spanish: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('web push (issue 32)', () => {
  it('production requires the VAPID keys and subject; elsewhere they are optional and go together', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX: 'true', CODE_SECRET, PASARELA_SECRETS_KEY })).toThrow(
      /VAPID_PUBLIC_KEY: es obligatorio con NODE_ENV=production/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX: 'true', CODE_SECRET, PASARELA_SECRETS_KEY, ...VAPID, VAPID_SUBJECT: '' }),
    ).toThrow(/VAPID_SUBJECT: es obligatorio/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: VAPID.VAPID_PUBLIC_KEY })).toThrow(/van juntas/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'corta', VAPID_PRIVATE_KEY: VAPID.VAPID_PRIVATE_KEY })).toThrow(
      /VAPID_PUBLIC_KEY: debe ser la clave pública VAPID/,
    );
    expect(loadConfig({}).vapid).toBeUndefined();
    expect(loadConfig({ ...VAPID }).vapid).toEqual({
      publicKey: VAPID.VAPID_PUBLIC_KEY,
      privateKey: VAPID.VAPID_PRIVATE_KEY,
      subject: VAPID.VAPID_SUBJECT,
    });
  });

  it('reads PUSH_ALLOWED_HOSTS (the browsers’ push services by default) and refuses plain http in production', () => {
    expect(loadConfig({}).pushAllowedHosts.map((h) => h.host)).toContain('fcm.googleapis.com');
    expect(() => loadConfig({ PUSH_ALLOWED_HOSTS: 'http://10.0.0.1:80' })).toThrow(/PUSH_ALLOWED_HOSTS: .*loopback/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        MAIL_OUTBOX: 'true',
        CODE_SECRET,
        PASARELA_SECRETS_KEY,
        ...VAPID,
        PUSH_ALLOWED_HOSTS: 'http://127.0.0.1:4567',
      }),
    ).toThrow(/PUSH_ALLOWED_HOSTS: http:\/\/ no se permite con NODE_ENV=production/);
  });
});
