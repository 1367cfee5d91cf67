// Email verification: a 24-hour single-use link mailed at registration (and on request).
import { EMAIL_VERIFICATION_TTL_MS, MSG } from '@horizonte/contracts';
import type { User } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import type { Db, JobServices } from '../../jobs/queue.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { mails } from '../../lib/mail/templates.ts';
import type { Requester } from '../access/actor.ts';
import { applyEmailChange } from '../perfil/email.ts';
import { consumeOneTimeToken, issueOneTimeToken, type TokenProblem } from './one-time-tokens.ts';
import { enforceResendQuota } from './throttle.ts';

const PROBLEM_MESSAGES: Record<TokenProblem, string> = {
  invalid: MSG.verificationTokenInvalid,
  used: MSG.verificationTokenUsed,
  expired: MSG.verificationTokenExpired,
};

/** Issues a link and queues its mail, both in `tx`: the mail goes out if and only if `tx` commits. */
export async function queueVerificationMail(
  deps: Pick<Deps, 'config' | 'jobs' | 'clock'>,
  tx: Db,
  user: Pick<User, 'id' | 'email' | 'nombre'>,
): Promise<void> {
  const token = await issueOneTimeToken(tx, user.id, 'email_verification', EMAIL_VERIFICATION_TTL_MS, deps.clock.now());
  const url = `${deps.config.appUrl}/verify-email?token=${token}`;
  await deps.jobs.send(tx, 'mail.send', mails.verifyEmail(user.email, user.nombre, url));
}

export async function verifyEmail(deps: Deps, { ip }: Requester, token: string): Promise<{ success: true; message: string }> {
  const now = deps.clock.now();
  const consumed = await deps.db.$transaction(async (tx) => {
    const result = await consumeOneTimeToken(tx, 'email_verification', token, now);
    if (result.ok) {
      await tx.user.updateMany({ where: { id: result.userId, emailVerifiedAt: null }, data: { emailVerifiedAt: now } });
    }
    // The same page opens the link mailed to a new address (Mi Perfil): opening it applies the change.
    if (!result.ok && result.problem === 'invalid')
      return { ...(await applyEmailChange(deps, tx, token, now)), emailChange: true };
    return { ...result, emailChange: false };
  });
  if (!consumed.ok) throw fail.badRequest(PROBLEM_MESSAGES[consumed.problem]);
  deps.sessions.forgetUser(consumed.userId);
  const action = consumed.emailChange ? 'auth.email_changed' : 'auth.email_verified';
  await audit(deps.db, { actorId: consumed.userId, action, entity: 'user', entityId: consumed.userId, ip });
  return { success: true, message: consumed.emailChange ? MSG.emailChanged : MSG.verificationSuccess };
}

/**
 * Same answer, after the same database work, whether or not the account exists or is already
 * verified: the lookup and the mail are a job (timing reveals nothing).
 */
export async function resendVerification(
  deps: Deps,
  { ip }: Requester,
  email: string,
): Promise<{ success: true; message: string }> {
  await enforceResendQuota(deps.db, email, ip);
  await deps.jobs.send(deps.db, 'auth.verification-link', { email });
  return { success: true, message: MSG.verificationResent };
}

/** Job `auth.verification-link`: a fresh link for an account still waiting for verification. */
export async function mailVerificationLinkIfPending(deps: JobServices, { email }: { email: string }): Promise<void> {
  const user = await deps.db.user.findUnique({ where: { email } });
  if (!user || user.emailVerifiedAt) return;
  await deps.db.$transaction((tx) => queueVerificationMail(deps, tx, user));
}
