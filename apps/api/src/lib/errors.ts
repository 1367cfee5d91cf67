// One error model for both facades: a TRPCError whose message is Spanish, plus optional details
// (extra top-level fields of the REST body, e.g. requiresEmailVerification) and a Retry-After.
import { TRPCError } from '@trpc/server';

import { MSG } from '@horizonte/contracts';

export interface ErrorDetails {
  /** Extra fields the client reads (REST: top level; tRPC: error.data.details). */
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

function appError(code: Code, message: string, details?: ErrorDetails): TRPCError {
  return new TRPCError({ code, message, cause: details ? new AppErrorCause(details) : undefined });
}

export const fail = {
  badRequest: (message: string = MSG.invalidInput, details?: ErrorDetails) => appError('BAD_REQUEST', message, details),
  unauthorized: (message: string = MSG.unauthenticated) => appError('UNAUTHORIZED', message),
  forbidden: (message: string = MSG.forbidden, details?: ErrorDetails) => appError('FORBIDDEN', message, details),
  notFound: (message: string = MSG.notFound) => appError('NOT_FOUND', message),
  conflict: (message: string, details?: ErrorDetails) => appError('CONFLICT', message, details),
  tooManyRequests: (message: string, retryAfterSeconds: number) => appError('TOO_MANY_REQUESTS', message, { retryAfterSeconds }),
  unavailable: () => appError('SERVICE_UNAVAILABLE', MSG.serviceUnavailable),
};

export function errorDetails(error: TRPCError): ErrorDetails | undefined {
  return error.cause instanceof AppErrorCause ? error.cause.details : undefined;
}

/** Prisma's unique-constraint violation, so services can answer 409 without a race. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
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
