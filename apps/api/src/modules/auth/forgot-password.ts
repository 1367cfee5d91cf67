// Forgot password (by email or by document) and reset with a single-use link valid one hour.
import { MSG, PASSWORD_RESET_TTL_MS, type ForgotPasswordOutput, type ForgotPasswordRequest } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import type { JobServices } from '../../jobs/queue.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { mails } from '../../lib/mail/templates.ts';
import { hashNewPassword } from '../../lib/password.ts';
import type { Requester } from '../access/actor.ts';
import { maskEmail } from './mask-email.ts';
import { consumeOneTimeToken, issueOneTimeToken, retireOneTimeTokens, type TokenProblem } from './one-time-tokens.ts';
import { clearPasswordAttempts, enforceRecoveryQuota } from './throttle.ts';

const PROBLEM_MESSAGES: Record<TokenProblem, string> = {
  invalid: MSG.resetTokenInvalid,
  used: MSG.resetTokenUsed,
  expired: MSG.resetTokenExpired,
};

/**
 * By email: always the same answer after the same database work; the lookup, the link and the
 * mail are a job that runs after the answer, so timing reveals nothing. By document: when an account matches,
 * the masked email is shown and nothing is sent (the client confirms by repeating the request by
 * email); when none matches, 404 so the person can correct the number (the spec's dialog shows the
 * server message; the per-document and per-IP quota limits guessing).
 */
export async function forgotPassword(
  deps: Deps,
  { ip }: Requester,
  values: ForgotPasswordRequest,
): Promise<ForgotPasswordOutput> {
  const { db } = deps;
  if (values.email !== undefined) {
    await enforceRecoveryQuota(db, `email:${values.email}`, ip);
    await deps.jobs.send(db, 'auth.password-reset-link', { email: values.email, ip });
    return { success: true, message: MSG.forgotEmailSent, requiresEmailConfirmation: false };
  }
  const { tipo_documento: tipoDocumento, numero_documento: numeroDocumento } = values;
  if (!tipoDocumento || !numeroDocumento) throw fail.badRequest(); // the input schema already demands both
  await enforceRecoveryQuota(db, `doc:${tipoDocumento}:${numeroDocumento}`, ip);
  const user = await db.user.findUnique({ where: { tipoDocumento_numeroDocumento: { tipoDocumento, numeroDocumento } } });
  if (!user) throw fail.notFound(MSG.forgotDocumentNotFound);
  return { success: true, message: MSG.forgotConfirmEmail, requiresEmailConfirmation: true, maskedEmail: maskEmail(user.email) };
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

/** Sets the new password, retires every other reset link, ends all sessions and marks the email verified. */
export async function resetPassword(
  deps: Deps,
  { ip }: Requester,
  { token, newPassword }: { token: string; newPassword: string },
): Promise<{ success: true; message: string }> {
  const { db } = deps;
  const now = deps.clock.now();
  const passwordHash = await hashNewPassword(newPassword);
  const result = await db.$transaction(async (tx) => {
    const consumed = await consumeOneTimeToken(tx, 'password_reset', token, now);
    if (!consumed.ok) return consumed;
    const user = await tx.user.findUniqueOrThrow({ where: { id: consumed.userId } });
    await tx.user.update({
      where: { id: user.id },
      data: { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now },
    });
    await retireOneTimeTokens(tx, user.id, 'password_reset', now);
    await tx.session.deleteMany({ where: { userId: user.id } });
    return { ok: true as const, user };
  });
  if (!result.ok) throw fail.badRequest(PROBLEM_MESSAGES[result.problem]);
  deps.sessions.forgetUser(result.user.id);
  await clearPasswordAttempts(db, result.user.email, ip);
  await audit(db, { actorId: result.user.id, action: 'auth.password_reset', entity: 'user', entityId: result.user.id, ip });
  return { success: true, message: MSG.resetSuccess };
}
