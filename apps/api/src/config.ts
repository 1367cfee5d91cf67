// The only place that reads process.env. Invalid configuration fails fast, naming the variable.
import { availableParallelism } from 'node:os';

import { z } from 'zod';

import { DEFAULT_DATABASE_URL, parseDatabaseUrl } from '@horizonte/db';

import { parseHostsPermitidos, PUSH_HOSTS_POR_DEFECTO, type HostPermitido } from './lib/hosts-permitidos.ts';
import { LOG_LEVELS, type LogLevel } from './lib/logger.ts';
import { REGISTER_MAX_PER_IP } from './modules/auth/throttle.ts';

const booleanText = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

/** An empty variable (`X=`) counts as not set; checked this way, a wrong value keeps its own message. */
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3001),
    HOST: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .default(DEFAULT_DATABASE_URL)
      .refine((url) => {
        try {
          parseDatabaseUrl(url);
          return true;
        } catch {
          return false;
        }
      }, 'debe empezar por "pglite:" o "postgresql://"'),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    APP_URL: z.url().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'debe empezar por smtp:// o smtps://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().default('Horizonte <no-responder@horizonte.local>'),
    MAIL_OUTBOX: booleanText,
    MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(100).default(10),
    MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
    JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
    JOBS_WORKERS: booleanText,
    SEED_DEMO: booleanText,
    BOOTSTRAP_SUPERADMIN_EMAIL: z
      .email()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    BOOTSTRAP_SUPERADMIN_PASSWORD: z
      .string()
      .min(8, 'debe tener al menos 8 caracteres')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    CORS_ORIGINS: z.string().optional(),
    TRUST_PROXY: booleanText,
    TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
    WEB_DIST: z.string().optional(),
    WHATSAPP_NUMBER: z
      .string()
      .regex(/^\d{8,15}$/, 'debe ser el número de WhatsApp con el indicativo del país, solo dígitos (p. ej. 573001234567)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    LOG_REQUESTS: booleanText,
    LOG_LEVEL: z.preprocess(emptyAsAbsent, z.enum(LOG_LEVELS, { error: `debe ser uno de: ${LOG_LEVELS.join(', ')}` }).optional()),
    METRICS_PORT: z.preprocess(
      emptyAsAbsent,
      z.coerce
        .number({ error: 'debe ser un número de puerto' })
        .int('debe ser un número de puerto')
        .min(1, 'debe ser un puerto entre 1 y 65535')
        .max(65535, 'debe ser un puerto entre 1 y 65535')
        .optional(),
    ),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    METRICS_TOKEN: z
      .string()
      .min(32, 'debe tener al menos 32 caracteres (p. ej. la salida de `openssl rand -base64 48`)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    WORKER_THREADS: z.coerce.number().int().min(0).max(256).optional(),
    HEAVY_READS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
    REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(REGISTER_MAX_PER_IP),
    MIGRATE_ON_START: booleanText,
    SCHEMA_WAIT_SECONDS: z.coerce.number().int().min(0).max(3_600).default(120),
    TEST_CLOCK: booleanText,
    CODE_SECRET: z
      .string()
      .min(32, 'debe tener al menos 32 caracteres (p. ej. la salida de `openssl rand -base64 48`)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    PASARELA_SECRETS_KEY: z
      .string()
      .min(32, 'debe tener al menos 32 caracteres (p. ej. la salida de `openssl rand -base64 48`)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // SMS/WhatsApp (issue 32): the provider of lib/mensajes; without one the phone channels are not offered.
    MENSAJES_PROVEEDOR: z.preprocess(
      emptyAsAbsent,
      z.enum(['whatsapp', 'outbox', 'ninguno'], { error: 'debe ser whatsapp, outbox o ninguno' }).optional(),
    ),
    WHATSAPP_TOKEN: z.preprocess(
      emptyAsAbsent,
      z.string().min(20, 'debe ser el token de acceso de la API de WhatsApp Cloud').optional(),
    ),
    WHATSAPP_PHONE_NUMBER_ID: z.preprocess(
      emptyAsAbsent,
      z
        .string()
        .regex(/^\d{5,30}$/, 'debe ser el identificador numérico del número de WhatsApp Business')
        .optional(),
    ),
    WHATSAPP_API_URL: z
      .url({ protocol: /^https?$/, error: 'debe ser una URL http:// o https://' })
      .default('https://graph.facebook.com'),
    WHATSAPP_API_VERSION: z
      .string()
      .regex(/^v\d+\.\d+$/, 'debe ser una versión de la Graph API como v23.0')
      .default('v23.0'),
    WHATSAPP_IDIOMA: z
      .string()
      .regex(/^[a-z]{2}(_[A-Z]{2})?$/, 'debe ser un código de idioma como es o es_CO')
      .default('es'),
    SUBSCRIPTION_SESSION_CHECK_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    MAX_STREAMS_PER_SESSION: z.coerce.number().int().min(1).max(100).default(5),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    RESIDENT_INVITATIONS_PER_ADMIN_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(100),
    PQRS_FILINGS_PER_USER_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
    PQRS_FILINGS_PER_COMPLEX_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(300),
    PQRS_FILES_PER_USER_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
    PQRS_FILES_PER_COMPLEX_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(600),
    STORAGE_DRIVER: z.enum(['fs', 's3']).default('fs'),
    STORAGE_DIR: z.string().min(1).default('./.data/archivos'),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'debe ser un nombre de bucket válido (3 a 63 caracteres: minúsculas, dígitos, puntos y guiones)',
      )
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'debe ser una región como us-east-1 (o auto en Cloudflare R2)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'debe ser una URL http:// o https:// (p. ej. la de MinIO o R2)' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_FORCE_PATH_STYLE: booleanText,
    // Web push (issue 32): the VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints it).
    VAPID_PUBLIC_KEY: z.preprocess(
      emptyAsAbsent,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{87}$/, 'debe ser la clave pública VAPID en base64url (87 caracteres)')
        .optional(),
    ),
    VAPID_PRIVATE_KEY: z.preprocess(
      emptyAsAbsent,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/, 'debe ser la clave privada VAPID en base64url (43 caracteres)')
        .optional(),
    ),
    VAPID_SUBJECT: z.preprocess(
      emptyAsAbsent,
      z
        .string()
        .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'debe ser mailto:<correo> o una URL https:// de contacto')
        .optional(),
    ),
    PUSH_ALLOWED_HOSTS: z.preprocess(emptyAsAbsent, z.string().max(2_000).default(PUSH_HOSTS_POR_DEFECTO)),
    S3_ACCESS_KEY_ID: z
      .string()
      .optional()
      .transform((v) => v || undefined),
    S3_SECRET_ACCESS_KEY: z
      .string()
      .optional()
      .transform((v) => v || undefined),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SMTP_URL && env.MAIL_OUTBOX !== true) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'es obligatorio con NODE_ENV=production (o defina MAIL_OUTBOX=true de forma explícita)',
      });
    }
    if (env.MENSAJES_PROVEEDOR === 'whatsapp' && (!env.WHATSAPP_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: ['MENSAJES_PROVEEDOR'],
        message: 'whatsapp necesita WHATSAPP_TOKEN y WHATSAPP_PHONE_NUMBER_ID',
      });
    }
    if (env.NODE_ENV === 'production' && env.MENSAJES_PROVEEDOR === 'outbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['MENSAJES_PROVEEDOR'],
        message: 'outbox no se permite con NODE_ENV=production (los mensajes no llegarían a nadie)',
      });
    }
    if (env.NODE_ENV === 'production' && env.TEST_CLOCK === true) {
      ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK'], message: 'no se permite con NODE_ENV=production' });
    }
    if (env.NODE_ENV === 'production' && !env.CODE_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['CODE_SECRET'],
        message:
          'es obligatorio con NODE_ENV=production: un secreto aleatorio de al menos 32 caracteres (p. ej. `openssl rand -base64 48`) para guardar los códigos de visitantes y las claves de calendario',
      });
    }
    if (env.NODE_ENV === 'production' && !env.PASARELA_SECRETS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PASARELA_SECRETS_KEY'],
        message:
          'es obligatorio con NODE_ENV=production: un secreto aleatorio de al menos 32 caracteres (p. ej. `openssl rand -base64 48`) para cifrar los secretos de las pasarelas de pago de los conjuntos',
      });
    }
    const vapid = [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, env.VAPID_SUBJECT];
    if (env.NODE_ENV === 'production' && vapid.some((v) => !v)) {
      ctx.addIssue({
        code: 'custom',
        path: [!env.VAPID_PUBLIC_KEY ? 'VAPID_PUBLIC_KEY' : !env.VAPID_PRIVATE_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_SUBJECT'],
        message:
          'es obligatorio con NODE_ENV=production: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys) y VAPID_SUBJECT (mailto: de contacto)',
      });
    } else if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: 'VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY van juntas' });
    }
    try {
      const hosts = parseHostsPermitidos(env.PUSH_ALLOWED_HOSTS);
      if (env.NODE_ENV === 'production' && hosts.some((h) => h.protocolo === 'http:'))
        ctx.addIssue({ code: 'custom', path: ['PUSH_ALLOWED_HOSTS'], message: 'http:// no se permite con NODE_ENV=production' });
    } catch (error) {
      ctx.addIssue({ code: 'custom', path: ['PUSH_ALLOWED_HOSTS'], message: (error as Error).message });
    }
    if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'es obligatorio con STORAGE_DRIVER=s3' });
    }
    if (env.STORAGE_DRIVER !== 's3') {
      // An S3 variable without the driver is a half-done switch: files would silently stay on disk.
      for (const name of S3_VARIABLES) {
        if (env[name] !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'solo se usa con STORAGE_DRIVER=s3 (defínalo o quite la variable)',
          });
      }
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntos (sin ninguno se usan las credenciales del entorno de AWS)',
      });
    }
    if (Boolean(env.BOOTSTRAP_SUPERADMIN_EMAIL) !== Boolean(env.BOOTSTRAP_SUPERADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['BOOTSTRAP_SUPERADMIN_PASSWORD'],
        message: 'BOOTSTRAP_SUPERADMIN_EMAIL y BOOTSTRAP_SUPERADMIN_PASSWORD van juntos',
      });
    }
  });

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** Explicit HOST, or 127.0.0.1 while the dev mailbox is mounted (it shows reset links), else 0.0.0.0. */
  host: string;
  databaseUrl: string;
  databasePoolSize: number;
  /** Folder of uploaded files (PQRS attachments, documentos) on the filesystem storage. */
  storageDir: string;
  /** People one administrator may add and invite per hour (by hand, by edit or by spreadsheet import). */
  residentInvitationsPerAdminPerHour: number;
  /** PQRS filed and files attached per hour, by one person and in one complex, across processes. */
  pqrsQuotas: { filingsPerUser: number; filingsPerComplex: number; filesPerUser: number; filesPerComplex: number };
  /** Set exactly when STORAGE_DRIVER=s3: uploaded files go to this bucket instead of storageDir. */
  s3: S3Settings | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** True when mail goes to the database outbox instead of SMTP. */
  mailOutbox: boolean;
  /** True when the outbox is shown at /dev/mail: never with NODE_ENV=production, whatever the flags. */
  devMailbox: boolean;
  /** Delivery attempts after the first one fails (the job queue retries with exponential back-off). */
  mailRetryLimit: number;
  /** First retry delay; each further retry waits about twice as long. */
  mailRetryDelaySeconds: number;
  /** How often the job queue fails (and so retries) jobs whose process died while running them. */
  jobsMaintenanceSeconds: number;
  /**
   * Whether this process runs the job queue's workers (default true). False: an API process that only
   * enqueues (it tells the workers of other processes by NOTIFY) while worker processes run the jobs.
   */
  jobsWorkers: boolean;
  /** Demo data on an empty database: the default outside production; in production only with SEED_DEMO=true. */
  seedDemo: boolean;
  bootstrapSuperAdmin: { email: string; password: string } | undefined;
  corsOrigins: string[];
  trustProxy: boolean;
  /** With trustProxy: how many proxies append to X-Forwarded-For; the client is that many entries from the right. */
  trustProxyHops: number;
  webDist: string | undefined;
  /** The help buttons' WhatsApp number; without it the web shows no chat button. */
  whatsappNumber: string | undefined;
  /** One access log line per request (LOG_REQUESTS=true); errors are logged whatever it says. */
  logRequests: boolean;
  /** pino level (LOG_LEVEL): info by default, warn under NODE_ENV=test so test runs stay readable. */
  logLevel: LogLevel;
  /**
   * Prometheus metrics: on their own server at `port` (bound to `host`), and/or at /metrics on the main
   * port behind `Authorization: Bearer <token>`; with neither, nothing is measured.
   */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  /**
   * Threads of the heavy-work pool (PDFs, spreadsheets, bank statements; src/workers): WORKER_THREADS, by
   * default one per core but one. 0 runs that work on the event loop (bench:heavy's comparison only).
   */
  workerThreads: number;
  /** Heavy reads (estado de cuenta, cartera, PDFs, exports) each user may make per minute, across processes. */
  heavyReadsPerMinute: number;
  /** Accounts one IP may register per hour (each sends a mail); the browser tests, all from loopback, raise it. */
  registrationsPerHour: number;
  /** Apply pending migrations at start (default). Several processes: false, and `pnpm db:deploy` once before. */
  migrateOnStart: boolean;
  /** With migrateOnStart false: how long to wait for another process to apply this build's migrations. */
  schemaWaitSeconds: number;
  /** A SUPER_ADMIN may move the clock (PUT/DELETE /api/test/reloj) for black-box tests; refused in production. */
  testClock: boolean;
  /**
   * How often a live event stream re-checks its session and its access to the asamblea: an announced
   * change (logout, removal) ends it at once; this bounds what is not announced (expiry by time).
   */
  subscriptionSessionCheckMs: number;
  /** Live event streams (REST SSE and tRPC subscriptions together) one session may hold open in a process. */
  maxStreamsPerSession: number;
  /** SIGTERM: how long requests in flight may take to finish before their connections are cut (server.ts). */
  shutdownGraceMs: number;
  /** Server secret of the HMACs that keep visitor codes and calendar feed keys (a copy of the database opens neither). */
  codeSecret: string;
  /** Key material of the AES-256-GCM encryption of the complexes' gateway secrets (issue 28). */
  pasarelaSecretsKey: string;
  /** The local payment gateway simulator at /dev/pasarela: never with NODE_ENV=production. */
  pasarelaSimulador: boolean;
  /**
   * Web push's VAPID identity (issue 32). Undefined outside production when not configured: the
   * embedded default generates a pair once and keeps it beside its data (modules/notificaciones/vapid.ts).
   */
  vapid: { publicKey: string; privateKey: string; subject: string | undefined } | undefined;
  /** Hosts a push subscription's endpoint may be on (PUSH_ALLOWED_HOSTS; lib/hosts-permitidos.ts). */
  pushAllowedHosts: HostPermitido[];
  /** SMS/WhatsApp (issue 32): the provider, or null (then sms and whatsapp are not offered). */
  mensajes: MensajesSettings;
  /** The messages outbox at /dev/mensajes: never with NODE_ENV=production. */
  devMensajes: boolean;
}

export interface MensajesSettings {
  /** outbox: kept in the database and shown at /dev/mensajes (the default outside production). */
  proveedor: 'whatsapp' | 'outbox' | null;
  /** WhatsApp Business Cloud API (template messages), when proveedor is whatsapp. */
  whatsapp: { token: string; phoneNumberId: string; apiUrl: string; version: string; idioma: string } | undefined;
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, Cloudflare R2, …); AWS itself when absent. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Without them the AWS SDK's default chain (AWS_* variables, profile, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** Development and tests only: production refuses to start without its own PASARELA_SECRETS_KEY. */
export const DEVELOPMENT_PASARELA_SECRETS_KEY = 'horizonte-pasarela-desarrollo-no-usar-en-produccion';

/** Development and tests only: production refuses to start without its own CODE_SECRET. */
export const DEVELOPMENT_CODE_SECRET = 'horizonte-desarrollo-no-usar-en-produccion';

/** The heavy-work pool's size by default: one thread per core but the one the event loop needs. */
export function defaultWorkerThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

export class ConfigError extends Error {}

function mensajesDe(e: z.output<typeof envSchema>, production: boolean): MensajesSettings {
  const elegido = e.MENSAJES_PROVEEDOR ?? (production ? 'ninguno' : 'outbox');
  const whatsapp =
    elegido === 'whatsapp' && e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
      ? {
          token: e.WHATSAPP_TOKEN,
          phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
          apiUrl: e.WHATSAPP_API_URL.replace(/\/$/, ''),
          version: e.WHATSAPP_API_VERSION,
          idioma: e.WHATSAPP_IDIOMA,
        }
      : undefined;
  return { proveedor: elegido === 'ninguno' ? null : elegido, whatsapp };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'entorno'}: ${issue.message}`);
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const production = e.NODE_ENV === 'production';
  const devMailbox = !e.SMTP_URL && !production;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (devMailbox ? '127.0.0.1' : '0.0.0.0'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    storageDir: e.STORAGE_DIR,
    residentInvitationsPerAdminPerHour: e.RESIDENT_INVITATIONS_PER_ADMIN_PER_HOUR,
    pqrsQuotas: {
      filingsPerUser: e.PQRS_FILINGS_PER_USER_PER_HOUR,
      filingsPerComplex: e.PQRS_FILINGS_PER_COMPLEX_PER_HOUR,
      filesPerUser: e.PQRS_FILES_PER_USER_PER_HOUR,
      filesPerComplex: e.PQRS_FILES_PER_COMPLEX_PER_HOUR,
    },
    s3:
      e.STORAGE_DRIVER === 's3' && e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION ?? 'us-east-1',
            endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
            forcePathStyle: e.S3_FORCE_PATH_STYLE === true,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : undefined,
    appUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailOutbox: !e.SMTP_URL,
    devMailbox,
    mailRetryLimit: e.MAIL_RETRY_LIMIT,
    mailRetryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
    jobsMaintenanceSeconds: e.JOBS_MAINTENANCE_SECONDS,
    jobsWorkers: e.JOBS_WORKERS ?? true,
    seedDemo: production ? e.SEED_DEMO === true : e.SEED_DEMO !== false,
    bootstrapSuperAdmin:
      e.BOOTSTRAP_SUPERADMIN_EMAIL && e.BOOTSTRAP_SUPERADMIN_PASSWORD
        ? { email: e.BOOTSTRAP_SUPERADMIN_EMAIL.toLowerCase(), password: e.BOOTSTRAP_SUPERADMIN_PASSWORD }
        : undefined,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY === true,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    webDist: e.WEB_DIST,
    whatsappNumber: e.WHATSAPP_NUMBER,
    logRequests: e.LOG_REQUESTS === true,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'warn' : 'info'),
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    workerThreads: e.WORKER_THREADS ?? defaultWorkerThreads(),
    heavyReadsPerMinute: e.HEAVY_READS_PER_MINUTE,
    registrationsPerHour: e.REGISTRATIONS_PER_HOUR,
    migrateOnStart: e.MIGRATE_ON_START !== false,
    schemaWaitSeconds: e.SCHEMA_WAIT_SECONDS,
    testClock: e.TEST_CLOCK === true,
    subscriptionSessionCheckMs: e.SUBSCRIPTION_SESSION_CHECK_MS,
    maxStreamsPerSession: e.MAX_STREAMS_PER_SESSION,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    codeSecret: e.CODE_SECRET ?? DEVELOPMENT_CODE_SECRET,
    pasarelaSecretsKey: e.PASARELA_SECRETS_KEY ?? DEVELOPMENT_PASARELA_SECRETS_KEY,
    pasarelaSimulador: !production,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT }
        : undefined,
    pushAllowedHosts: parseHostsPermitidos(e.PUSH_ALLOWED_HOSTS),
    mensajes: mensajesDe(e, production),
    devMensajes: !production,
  };
}
