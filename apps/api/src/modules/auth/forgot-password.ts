// Forgot password, by email or by document: the reset link (single use, valid one hour) is mailed by
// a job; reset-password.ts consumes it.
import { PASSWORD_RESET_TTL_MS, type ForgotPasswordRequest } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import type { JobServices } from '../../jobs/queue.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { mails } from '../../lib/mail/templates.ts';
import type { Requester } from '../access/actor.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import { enforceRecoveryQuota } from './throttle.ts';

/**
 * By email (null): always the same answer after the same database work; the lookup, the link and the
 * mail are a job that runs after the answer, so timing reveals nothing. By document: when an account
 * matches, its email (the answer shows it masked) and nothing is sent (the client confirms by
 * repeating the request by email); when none matches, 404 so the person can correct the number (the
 * spec's dialog shows the server message; the per-document and per-IP quota limits guessing).
 */
export async function forgotPassword(
  deps: Deps,
  requester: Requester,
  values: ForgotPasswordRequest,
): Promise<{ email: string } | null> {
  const { db } = deps;
  const { ip } = requester;
  if (values.email !== undefined) {
    await enforceRecoveryQuota(db, `email:${values.email}`, requester);
    await deps.jobs.send(db, 'auth.password-reset-link', { email: values.email, ip });
    return null;
  }
  const { tipo_documento: tipoDocumento, numero_documento: numeroDocumento } = values;
  if (!tipoDocumento || !numeroDocumento) throw fail.badRequest('ENTRADA_INVALIDA'); // the input schema already demands both
  await enforceRecoveryQuota(db, `doc:${tipoDocumento}:${numeroDocumento}`, requester);
  const user = await db.user.findUnique({ where: { tipoDocumento_numeroDocumento: { tipoDocumento, numeroDocumento } } });
  if (!user) throw fail.notFound('CUENTA_NO_ENCONTRADA');
  return { email: user.email };
}

/** Job `auth.password-reset-link`: when the account exists, a reset link, its mail and the audit line, in one transaction. */
export async function mailPasswordResetLink(deps: JobServices, { email, ip }: { email: string; ip: string }): Promise<void> {
  const user = await deps.db.user.findUnique({ where: { email } });
  if (!user) return;
  await deps.db.$transaction(async (tx) => {
    const token = await issueOneTimeToken(tx, user.id, 'password_reset', PASSWORD_RESET_TTL_MS, deps.clock.now());
    const url = `${deps.config.appUrl}/reset-password?token=${token}`;
    await deps.jobs.send(tx, 'mail.send', mails.resetPassword(user.email, user.nombre, url));
    await audit(tx, { actorId: user.id, action: 'auth.password_reset_requested', entity: 'user', entityId: user.id, ip });
  });
}
