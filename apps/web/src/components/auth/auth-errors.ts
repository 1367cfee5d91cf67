// The texts each auth form shows for a failed call (spec section 8).
import { MSG } from '@horizonte/contracts';

import { errorFields, errorList, errorMessage, failureKind } from '../../lib/api-errors.ts';

const UNEXPECTED = 'Error inesperado';

/**
 * Main login, in the spec's order: the error's message unless it is an 'Error inesperado' one;
 * else the email-verification notice when flagged; else the server's list of errors joined with
 * '. '; else the response or error message; else 'Error inesperado al iniciar sesión'.
 */
export function mainLoginErrorMessage(error: unknown): string {
  const message = errorMessage(error, '');
  if (message && !message.includes(UNEXPECTED)) return message;
  if (errorFields(error)?.requiresEmailVerification === true) return MSG.verifyEmailFirst;
  const list = errorList(error);
  if (list?.length) return list.join('. ');
  return message || (error instanceof Error && error.message) || MSG.unexpectedLoginError;
}

/** Whether the login failed because the email is not verified yet (offers a new link). */
export function needsEmailVerification(error: unknown): boolean {
  return errorFields(error)?.requiresEmailVerification === true;
}

/** Registration: the server's list joined with '. ', its message, else the defaults. */
export function registerErrorMessage(error: unknown): string {
  const kind = failureKind(error);
  if (kind === 'timeout' || kind === 'network') return errorMessage(error, MSG.registerError);
  if (kind !== 'client') return MSG.registerServerError;
  const list = errorList(error);
  if (list?.length) return list.join('. ');
  return errorMessage(error, MSG.registerError);
}

/** Forgot and reset: the server's message; a failed connection gets the spec's retry text. */
export function recoveryErrorMessage(error: unknown): string {
  const kind = failureKind(error);
  if (kind === 'client') return errorList(error)?.join('. ') || errorMessage(error, MSG.connectionErrorRetry);
  if (kind === 'server') return MSG.serverError;
  return MSG.connectionErrorRetry;
}
