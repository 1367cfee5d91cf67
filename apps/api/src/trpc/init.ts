import { initTRPC, TRPCError } from '@trpc/server';
import { z } from 'zod';

import { MSG, type CodigoError } from '@horizonte/contracts';

import { codeOf, errorDetails, isDatabaseUnavailable, isInvalidDataError } from '../lib/errors.ts';
import type { Context } from './context.ts';
import type { ApiMeta } from './meta.ts';

// Our schemas carry Spanish messages; zod's own (a wrong type where a field has none) are Spanish too.
z.config(z.locales.es());

/** One invalid input field: its path joined with '.' (e.g. `items.3.monto`; '' for the whole input). */
export interface ValidationIssue {
  path: string;
  message: string;
}

/** Validation failures carry one Spanish message per problem (`errors`) and each field's problem (`issues`). */
export class ValidationCause extends Error {
  constructor(
    readonly errors: string[],
    readonly issues: ValidationIssue[] = [],
    readonly codigo: CodigoError = 'ENTRADA_INVALIDA',
  ) {
    super('validation');
  }
}

/** Texts that tRPC or trpc-to-openapi produce in English, answered in Spanish instead. */
const SPANISH_BY_CODE: Partial<Record<TRPCError['code'], string>> = {
  PARSE_ERROR: MSG.malformedJson,
  UNSUPPORTED_MEDIA_TYPE: MSG.unsupportedMediaType,
  PAYLOAD_TOO_LARGE: MSG.payloadTooLarge,
  METHOD_NOT_SUPPORTED: MSG.methodNotAllowed,
  INTERNAL_SERVER_ERROR: MSG.serverError,
  SERVICE_UNAVAILABLE: MSG.serviceUnavailable,
};

/**
 * The Spanish message and machine-readable code of any error: ours (fail.*, validation) keep theirs;
 * what tRPC or trpc-to-openapi raise in English is named here, once, for both facades.
 */
export function describeError(error: TRPCError): { message: string; codigo: CodigoError } {
  if (error.cause instanceof ValidationCause) return { message: error.message, codigo: error.cause.codigo };
  const own = errorDetails(error)?.codigo;
  if (own) return { message: error.message, codigo: own };
  if (error.code === 'NOT_FOUND' && /^No procedure found|^Not found$/i.test(error.message))
    return { message: MSG.routeNotFound, codigo: 'RUTA_NO_ENCONTRADA' };
  if (error.code === 'BAD_REQUEST' && /^(Input validation failed|Invalid input|Missing input)/i.test(error.message))
    return { message: MSG.invalidInput, codigo: 'ENTRADA_INVALIDA' };
  if (error.code === 'BAD_REQUEST' && /^Invalid URL-encoding/i.test(error.message))
    return { message: MSG.malformedUrl, codigo: 'URL_INVALIDA' };
  return { message: SPANISH_BY_CODE[error.code] ?? error.message, codigo: codeOf(error) };
}

const t = initTRPC
  .context<Context>()
  .meta<ApiMeta>()
  .create({
    // Subscriptions (SSE): a ping after 15 s without events keeps proxies from closing an idle stream,
    // and a client that hears nothing for 45 s reconnects (asking for a new connection, new ticket).
    sse: { ping: { enabled: true, intervalMs: 15_000 }, client: { reconnectAfterInactivityMs: 45_000 } },
    errorFormatter({ shape, error }) {
      const details = errorDetails(error);
      const { message, codigo } = describeError(error);
      const validation = error.cause instanceof ValidationCause ? error.cause : undefined;
      return {
        message,
        code: shape.code,
        data: {
          code: shape.data.code,
          // Our kind of error (contracts' ERRORES), the REST body's `code`.
          codigo,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          errors: validation?.errors,
          issues: validation?.issues.length ? validation.issues : undefined,
          fields: details?.fields,
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/** A zod failure as our validation cause; undefined for any other cause. */
function zodValidation(cause: unknown): ValidationCause | undefined {
  if (!cause || typeof cause !== 'object' || !('issues' in cause)) return undefined;
  const issues = (cause as { issues: { message: string; path?: PropertyKey[] }[] }).issues;
  if (!Array.isArray(issues)) return undefined;
  return new ValidationCause(
    [...new Set(issues.map((i) => i.message))],
    issues.map((i) => ({ path: (i.path ?? []).map(String).join('.'), message: i.message })),
  );
}

/**
 * Our error model, applied to whatever a procedure ends with: input validation failures become 422
 * with Spanish messages, and a database that cannot be reached becomes 503 (never a stack trace).
 * Null when the error stays as it is.
 */
function inOurModel(error: TRPCError): TRPCError | null {
  if (error.code === 'BAD_REQUEST') {
    const validation = zodValidation(error.cause);
    if (validation)
      return new TRPCError({ code: 'UNPROCESSABLE_CONTENT', message: validation.errors.join('. '), cause: validation });
  }
  if (error.code === 'INTERNAL_SERVER_ERROR') {
    if (isDatabaseUnavailable(error.cause ?? error))
      return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: MSG.serviceUnavailable, cause: error });
    if (isInvalidDataError(error.cause ?? error)) return new TRPCError({ code: 'BAD_REQUEST', message: MSG.invalidInput });
  }
  return null;
}

/** Invalid input found outside a procedure (a multipart form's fields): the 422 a procedure would answer. */
export function invalidInput(zodError: unknown): TRPCError {
  const validation = zodValidation(zodError) ?? new ValidationCause([MSG.invalidInput]);
  return new TRPCError({ code: 'UNPROCESSABLE_CONTENT', message: validation.errors.join('. '), cause: validation });
}

/** Work done before the procedure runs (e.g. reading the session), its failures in our error model. */
export async function beforeProcedure<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (cause) {
    const error =
      cause instanceof TRPCError
        ? cause
        : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: cause instanceof Error ? cause : undefined });
    throw inOurModel(error) ?? error;
  }
}

/** What the procedure (and the middlewares under it) ended with, in our error model. */
export function afterProcedure<R extends { ok: true } | { ok: false; error: TRPCError }>(result: R): R {
  const replaced = 'error' in result ? inOurModel(result.error) : null;
  if (replaced) throw replaced;
  return result;
}

/**
 * PostgreSQL cannot store NUL characters, and lone UTF-16 surrogates are not text: refuse both up
 * front. Every value is scanned: the body limit (and the URL's) already bounds how many there are.
 */
export const UNSTORABLE_TEXT_MESSAGE = MSG.invalidCharacters;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function hasUnstorableText(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000') || LONE_SURROGATE.test(value)) return true;
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000') || LONE_SURROGATE.test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

export function refuseUnstorableText(input: unknown): void {
  if (hasUnstorableText(input)) {
    throw new TRPCError({
      code: 'UNPROCESSABLE_CONTENT',
      message: UNSTORABLE_TEXT_MESSAGE,
      cause: new ValidationCause([UNSTORABLE_TEXT_MESSAGE], [], 'TEXTO_CON_CARACTERES_INVALIDOS'),
    });
  }
}

/** The bare procedure builder: procedures.ts adds the one middleware every procedure starts with. */
export const procedure = t.procedure;
