// Opening an email verification link (or the link mailed to a new address from Mi Perfil).
import { type CodigoError } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Requester } from '../access/actor.ts';
import { applyEmailChange } from '../perfil/email.ts';
import { consumeOneTimeToken, type TokenProblem } from './one-time-tokens.ts';

const PROBLEM_CODES = {
  invalid: 'ENLACE_DE_VERIFICACION_INVALIDO',
  used: 'ENLACE_DE_VERIFICACION_USADO',
  expired: 'ENLACE_DE_VERIFICACION_VENCIDO',
} as const satisfies Record<TokenProblem, CodigoError>;

/** What the link did: verified the account's email, or applied a change of address. */
export type VerifiedEmail = 'verified' | 'emailChanged';

export async function verifyEmail(deps: Deps, { ip }: Requester, token: string): Promise<VerifiedEmail> {
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
  if (!consumed.ok) throw fail.badRequest(PROBLEM_CODES[consumed.problem]);
  deps.sessions.forgetUser(consumed.userId);
  const action = consumed.emailChange ? 'auth.email_changed' : 'auth.email_verified';
  await audit(deps.db, { actorId: consumed.userId, action, entity: 'user', entityId: consumed.userId, ip });
  return consumed.emailChange ? 'emailChanged' : 'verified';
}
