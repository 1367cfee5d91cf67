// Changing the password while signed in: the current one is checked (and counts towards the login
// rate limit, so a stolen session cannot guess it), every other session ends.

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { hashNewPassword, verifyPassword } from '../../lib/password.ts';
import type { Actor } from '../access/actor.ts';
import { retireOneTimeTokens } from './one-time-tokens.ts';
import { invalidateUserSessions } from './sessions.ts';
import { beginPasswordAttempt } from './throttle.ts';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
}

export async function changePassword(deps: Deps, actor: Actor, values: ChangePasswordValues): Promise<void> {
  const { db, clock, sessions } = deps;
  const { user, session, ip } = actor;
  const attempt = await beginPasswordAttempt(db, user.email, actor);
  if (!(await verifyPassword(user.passwordHash, values.currentPassword))) throw fail.badRequest('CONTRASENA_ACTUAL_INCORRECTA');
  await attempt.succeeded();
  const passwordHash = await hashNewPassword(values.newPassword);
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    await retireOneTimeTokens(tx, user.id, 'password_reset', clock.now());
  });
  await invalidateUserSessions(db, sessions, user.id, session.id);
  await audit(db, { actorId: user.id, action: 'auth.password_changed', entity: 'user', entityId: user.id, ip });
}
