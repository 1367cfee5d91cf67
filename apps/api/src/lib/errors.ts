// One error model for both facades: a TRPCError whose message is Spanish, with the machine-readable
// code of its kind (contracts' ERRORES) and optional details (extra top-level fields of the REST body,
// e.g. requiresEmailVerification, and a Retry-After).
import { TRPCError } from '@trpc/server';

import { mensajeDeError, MSG, type ArgumentosError, type CodigoError } from '@horizonte/contracts';

export interface ErrorDetails {
  /** The kind of error (REST: `code`; tRPC: error.data.codigo). */
  codigo?: CodigoError;
  /** Extra fields the client reads (REST: top level; tRPC: error.data.fields). */
  fields?: Record<string, unknown>;
  /** Seconds, sent as the Retry-After header. */
  retryAfterSeconds?: number;
}

export class AppErrorCause extends Error {
  constructor(readonly details: ErrorDetails) {
    super('app error details');
  }
}

type Code = ConstructorParameters<typeof TRPCError>[0]['code'];

function appError(code: Code, message: string, details: ErrorDetails): TRPCError {
  return new TRPCError({ code, message, cause: new AppErrorCause(details) });
}

/** A throw of one status: the code names the message, with the values the message quotes. */
function withStatus(code: Code) {
  return <C extends CodigoError>(codigo: C, ...args: ArgumentosError<C>): TRPCError =>
    appError(code, mensajeDeError(codigo, ...args), { codigo });
}

export const fail = {
  badRequest: withStatus('BAD_REQUEST'),
  unauthorized: withStatus('UNAUTHORIZED'),
  forbidden: withStatus('FORBIDDEN'),
  notFound: withStatus('NOT_FOUND'),
  conflict: withStatus('CONFLICT'),
  /** Each quota words its own 429 (quota.message). */
  tooManyRequests: (message: string, retryAfterSeconds: number) =>
    appError('TOO_MANY_REQUESTS', message, { codigo: 'DEMASIADAS_SOLICITUDES', retryAfterSeconds }),
  unavailable: () => appError('SERVICE_UNAVAILABLE', MSG.serviceUnavailable, { codigo: 'SERVICIO_NO_DISPONIBLE' }),
};

/** The same error carrying extra fields for the client (REST: top level; tRPC: error.data.fields). */
export function withFields(error: TRPCError, fields: Record<string, unknown>): TRPCError {
  return appError(error.code, error.message, { ...errorDetails(error), fields });
}

/** The REST error body of an answer written outside the procedures (body limits, unknown paths). */
export function restErrorBody<C extends CodigoError>(codigo: C, ...args: ArgumentosError<C>) {
  const message = mensajeDeError(codigo, ...args);
  return { success: false as const, message, error: message, code: codigo };
}

export function errorDetails(error: TRPCError): ErrorDetails | undefined {
  return error.cause instanceof AppErrorCause ? error.cause.details : undefined;
}

/** The code of errors not thrown through `fail` (tRPC's, the REST dispatcher's, validation), by status. */
const CODIGO_POR_ESTADO: Partial<Record<TRPCError['code'], CodigoError>> = {
  BAD_REQUEST: 'ENTRADA_INVALIDA',
  PARSE_ERROR: 'JSON_INVALIDO',
  UNPROCESSABLE_CONTENT: 'ENTRADA_INVALIDA',
  UNAUTHORIZED: 'NO_AUTENTICADO',
  FORBIDDEN: 'SIN_ACCESO',
  NOT_FOUND: 'NO_ENCONTRADO',
  METHOD_NOT_SUPPORTED: 'METODO_NO_PERMITIDO',
  CONFLICT: 'CONFLICTO',
  PAYLOAD_TOO_LARGE: 'CUERPO_DEMASIADO_GRANDE',
  UNSUPPORTED_MEDIA_TYPE: 'TIPO_DE_CONTENIDO_NO_SOPORTADO',
  TOO_MANY_REQUESTS: 'DEMASIADAS_SOLICITUDES',
  SERVICE_UNAVAILABLE: 'SERVICIO_NO_DISPONIBLE',
};

/** The machine-readable code of an error thrown through `fail`, else of its status (trpc/init.ts describeError names the rest). */
export function codeOf(error: TRPCError): CodigoError {
  return errorDetails(error)?.codigo ?? CODIGO_POR_ESTADO[error.code] ?? 'ERROR_INTERNO';
}

/** Prisma's unique-constraint violation, so services can answer 409 without a race. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    const err = e as {
      code?: unknown;
      cause?: unknown;
      originalCode?: unknown;
      meta?: { code?: unknown; driverAdapterError?: unknown };
    };
    // P2002 from Prisma's model queries; 23505 unique_violation from a raw statement (readRows, $queryRaw).
    if ([err.code, err.originalCode, err.meta?.code].some((code) => code === 'P2002' || code === '23505')) return true;
    e = err.cause ?? err.meta?.driverAdapterError;
  }
  return false;
}

/** A row still referenced by another that must outlive it (a unit with its ledger): a 409, never a 500. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    const err = e as { code?: unknown; cause?: unknown; originalCode?: unknown; meta?: { driverAdapterError?: unknown } };
    // 23503 foreign_key_violation, 23001 restrict_violation (ON DELETE RESTRICT).
    if ([err.code, err.originalCode].some((code) => code === 'P2003' || code === '23503' || code === '23001')) return true;
    e = err.cause ?? err.meta?.driverAdapterError;
  }
  return false;
}

/**
 * Connection-level database failures, and transactions that could not get a connection in time
 * (P2028: the pool is saturated): the API answers 503 ("try again"), never a stack trace.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    const err = e as { code?: unknown; message?: unknown; cause?: unknown; name?: unknown };
    const code = typeof err.code === 'string' ? err.code : '';
    const message = typeof err.message === 'string' ? err.message : '';
    if (
      [
        'ECONNREFUSED',
        'ECONNRESET',
        'ETIMEDOUT',
        'EPIPE',
        'P1001',
        'P1002',
        'P1017',
        'P2028',
        '57P01',
        '57P03',
        '08006',
        '08001',
        '08003',
      ].includes(code)
    )
      return true;
    if (
      /ECONNREFUSED|Connection terminated|connection timeout|timeout exceeded when trying to connect|Can't reach database|server closed the connection|the database system is (starting up|shutting down)|terminating connection/i.test(
        message,
      )
    )
      return true;
    e = err.cause;
  }
  return false;
}

/**
 * Database refusals caused by the values a client sent (too long, out of range, not a valid UUID,
 * bytes that are not text): a 400, never a 500 with the driver's text in the error log.
 */
export function isInvalidDataError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    const err = e as { code?: unknown; cause?: unknown; originalCode?: unknown };
    const codes = [err.code, err.originalCode].filter((c): c is string => typeof c === 'string');
    if (
      codes.some((code) =>
        [
          'P2000',
          'P2006',
          'P2007',
          'P2009',
          'P2012',
          'P2019',
          'P2020',
          'P2023',
          '22001',
          '22003',
          '22007',
          '22008',
          '22021',
          '22P02',
          '22P05',
          '54000',
        ].includes(code),
      )
    )
      return true;
    e = err.cause;
  }
  return false;
}
