// Resetting the password with the single-use link (valid one hour) that forgot-password.ts mails.
import { type CodigoError } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { hashNewPassword } from '../../lib/password.ts';
import type { Requester } from '../access/actor.ts';
import { consumeOneTimeToken, retireOneTimeTokens, type TokenProblem } from './one-time-tokens.ts';
import { clearPasswordAttempts } from './throttle.ts';

const PROBLEM_CODES = {
  invalid: 'ENLACE_DE_RESTABLECIMIENTO_INVALIDO',
  used: 'ENLACE_DE_RESTABLECIMIENTO_USADO',
  expired: 'ENLACE_DE_RESTABLECIMIENTO_VENCIDO',
} as const satisfies Record<TokenProblem, CodigoError>;

/** Sets the new password, retires every other reset link, ends all sessions and marks the email verified. */
export async function resetPassword(
  deps: Deps,
  { ip }: Requester,
  { token, newPassword }: { token: string; newPassword: string },
): Promise<void> {
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
  if (!result.ok) throw fail.badRequest(PROBLEM_CODES[result.problem]);
  deps.sessions.forgetUser(result.user.id);
  await clearPasswordAttempts(db, result.user.email, ip);
  await audit(db, { actorId: result.user.id, action: 'auth.password_reset', entity: 'user', entityId: result.user.id, ip });
}
