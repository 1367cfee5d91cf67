// Turns a failed call into the Spanish text the user should read (spec section 8).
import { TRPCClientError } from '@trpc/client';

import { MSG_COMUNES } from '@horizonte/contracts';

import { HttpError } from './http-error.ts';

interface ErrorData {
  httpStatus?: number;
  code?: string;
  errors?: string[];
  fields?: Record<string, unknown>;
}

function dataOf(error: unknown): ErrorData | undefined {
  // The plain routes (uploads, downloads) answer with the same status and Spanish message as tRPC.
  if (error instanceof HttpError) return { httpStatus: error.status, errors: error.errors };
  return error instanceof TRPCClientError ? ((error.data ?? undefined) as ErrorData | undefined) : undefined;
}

function causeName(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 4 && e; i++) {
    const name = (e as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError' || name === 'TypeError') return name;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

type FailureKind = 'timeout' | 'network' | 'invalid-response' | 'server' | 'client';

export function failureKind(error: unknown): FailureKind {
  const data = dataOf(error);
  if (data?.httpStatus) return data.httpStatus >= 500 && data.httpStatus !== 503 ? 'server' : 'client';
  const name = causeName(error);
  if (name === 'TimeoutError' || name === 'AbortError') return 'timeout';
  if (name === 'TypeError') return 'network';
  return 'invalid-response';
}

/** The message to show: the server's Spanish text, or the catalogue's text for transport failures. */
export function errorMessage(error: unknown, fallback: string): string {
  switch (failureKind(error)) {
    case 'timeout':
      return MSG_COMUNES.timeout;
    case 'network':
      return MSG_COMUNES.networkError;
    case 'server':
      return MSG_COMUNES.serverError;
    case 'invalid-response':
      return MSG_COMUNES.invalidServerResponse;
    case 'client':
      return error instanceof Error && error.message ? error.message : fallback;
  }
}

export function errorStatus(error: unknown): number | undefined {
  return dataOf(error)?.httpStatus;
}

/** One Spanish message per invalid field, when the server sent them. */
export function errorList(error: unknown): string[] | undefined {
  return dataOf(error)?.errors;
}

/** Extra fields the server attached (e.g. requiresEmailVerification). */
export function errorFields(error: unknown): Record<string, unknown> | undefined {
  return dataOf(error)?.fields;
}
