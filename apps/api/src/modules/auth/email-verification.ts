// Email verification: a 24-hour single-use link mailed at registration (and on request).
import type { User } from '@horizonte/db';
import { EMAIL_VERIFICATION_TTL_MS, MSG } from '@horizonte/contracts';
import { fail } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { mails } from '../../lib/mail/templates.ts';
import type { AuthDeps } from './deps.ts';
import { consumeOneTimeToken, issueOneTimeToken, type TokenProblem } from './one-time-tokens.ts';
import { sendInBackground } from './mail-delivery.ts';
import { enforceResendQuota } from './throttle.ts';

const PROBLEM_MESSAGES: Record<TokenProblem, string> = {
  invalid: MSG.verificationTokenInvalid,
  used: MSG.verificationTokenUsed,
  expired: MSG.verificationTokenExpired,
};

export async function sendVerificationMail(deps: AuthDeps, user: Pick<User, 'id' | 'email' | 'nombre'>): Promise<void> {
  const token = await issueOneTimeToken(deps.db, user.id, 'email_verification', EMAIL_VERIFICATION_TTL_MS);
  const url = `${deps.config.appUrl}/verify-email?token=${token}`;
  sendInBackground(deps.mailer, mails.verifyEmail(user.email, user.nombre, url), 'verificación de email');
}

export async function verifyEmail(deps: AuthDeps, token: string, ip: string): Promise<{ success: true; message: string }> {
  const consumed = await deps.db.$transaction(async (tx) => {
    const result = await consumeOneTimeToken(tx, 'email_verification', token);
    if (result.ok) {
      await tx.user.updateMany({ where: { id: result.userId, emailVerifiedAt: null }, data: { emailVerifiedAt: new Date() } });
    }
    return result;
  });
  if (!consumed.ok) throw fail.badRequest(PROBLEM_MESSAGES[consumed.problem]);
  await audit(deps.db, { actorId: consumed.userId, action: 'auth.email_verified', entity: 'user', entityId: consumed.userId, ip });
  return { success: true, message: MSG.verificationSuccess };
}

/** Same answer whether or not the account exists or is already verified. */
export async function resendVerification(deps: AuthDeps, email: string, ip: string): Promise<{ success: true; message: string }> {
  await enforceResendQuota(deps.db, email, ip);
  const user = await deps.db.user.findUnique({ where: { email } });
  if (user && !user.emailVerifiedAt) await sendVerificationMail(deps, user);
  return { success: true, message: MSG.verificationResent };
}
