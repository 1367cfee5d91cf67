// The process's structured log: one JSON object per line on stdout (pino), for a collector to read.
// Each request logs through a child that carries its request id (http/request-id.ts). Secrets never
// reach a line: the fields below are replaced by pino's redaction wherever a caller nests them.
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/** The levels LOG_LEVEL accepts (pino's, plus silent). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type LogLevel = (typeof LOG_LEVELS)[number];

/** Tokens, passwords, session cookies and identity document numbers, at the top level and one level down. */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'token',
  'ticket',
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'secret',
  'documento',
  'numeroDocumento',
  'numero_documento',
];

export const REDACTED_PATHS = [
  ...SECRET_FIELDS.map((field) => `["${field}"]`),
  ...SECRET_FIELDS.map((field) => `*["${field}"]`),
  'req.headers.authorization',
  'req.headers.cookie',
];

export interface LoggerOptions {
  level: LogLevel;
  /** Where lines go: stdout by default; tests pass a stream that keeps them. */
  destination?: DestinationStream;
}

export function createLogger({ level, destination }: LoggerOptions): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: '[oculto]' },
      // `err` keeps its stack, message and type; any other Error field is serialised the same way.
      serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

let processLogger = createLogger({ level: 'info' });

/**
 * The process's logger, for code that runs outside a request (start-up, job queue, live events).
 * startServices sets it from the configuration; requests log through their own child (ctx.log).
 */
export function log(): Logger {
  return processLogger;
}

export function useLogger(logger: Logger): void {
  processLogger = logger;
}
