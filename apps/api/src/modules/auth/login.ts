// Login: credentials, rate limit, email verification, then who may enter through which door.
import { MSG, type PortalRef, type RoleEntry } from '@horizonte/contracts';
import type { User } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail, withFields } from '../../lib/errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import type { Requester } from '../access/actor.ts';
import { doorAccess } from './access.ts';
import { createSession } from './sessions.ts';
import { beginPasswordAttempt } from './throttle.ts';

export interface LoginValues {
  email: string;
  password: string;
  identificador?: string | undefined;
}

/** The new session's token, the user and the roles this door admits. */
export async function login(
  deps: Deps,
  requester: Requester,
  values: LoginValues,
): Promise<{ user: User; token: string; roles: RoleEntry[] }> {
  const { db } = deps;
  const { ip, userAgent } = requester;
  const { email, identificador } = values;
  const attempt = await beginPasswordAttempt(db, email, requester);

  const user = await checkCredentials(deps, values);
  if (!user) {
    await audit(db, { action: 'auth.login_failed', details: { email, reason: 'credenciales' }, ip });
    throw fail.unauthorized('CREDENCIALES_INCORRECTAS');
  }
  // The password was right: whatever follows (an unverified email, the wrong door) is no failed
  // guess, so neither the account+IP pair nor the building's shared IP counts it.
  await attempt.succeeded();
  // Also only after the password matched (the same timing as a wrong door): a blocked account (issue 33).
  if (await db.usuarioBloqueo.findUnique({ where: { userId: user.id }, select: { userId: true } })) {
    await audit(db, { actorId: user.id, action: 'auth.login_denied', details: { reason: 'cuenta_bloqueada' }, ip });
    throw fail.forbidden('CUENTA_BLOQUEADA');
  }
  // Only after the password matched, so this cannot reveal which emails are registered.
  if (!user.emailVerifiedAt) {
    await audit(db, { actorId: user.id, action: 'auth.login_denied', details: { reason: 'email_no_verificado' }, ip });
    throw withFields(fail.forbidden('EMAIL_NO_VERIFICADO'), { requiresEmailVerification: true });
  }

  const { entries, access } = await doorAccess(db, user, identificador);
  if (!access.allowed) {
    await audit(db, {
      actorId: user.id,
      action: 'auth.login_denied',
      details: { reason: 'rol', identificador: identificador ?? null },
      ip,
    });
    // The wrong door, with the right password: say which doors are theirs (issue 26 #5).
    const codigo = access.message === MSG.loginForbiddenMainPortal ? 'PORTAL_EQUIVOCADO' : 'SIN_ACCESO_AL_CONJUNTO';
    throw withFields(fail.forbidden(codigo), { portales: portalesOf(entries) });
  }

  const { token } = await createSession(db, user.id, deps.clock.now(), userAgent);
  await audit(db, { actorId: user.id, action: 'auth.login', details: { identificador: identificador ?? null }, ip });
  return { user, token, roles: access.roles };
}

/** The user when email and password match; an unknown email costs the same argon2 time. */
async function checkCredentials(deps: Deps, values: LoginValues): Promise<User | null> {
  const user = await deps.db.user.findUnique({ where: { email: values.email } });
  if (!user) return verifyAgainstDummy(values.password).then(() => null);
  return (await verifyPassword(user.passwordHash, values.password)) ? user : null;
}

/** The complexes whose own login admits this person, each once (entries come ordered by name). */
function portalesOf(entries: RoleEntry[]): PortalRef[] {
  const portales = new Map<string, PortalRef>();
  for (const { ph } of entries) if (ph) portales.set(ph.identificador, { identificador: ph.identificador, nombre: ph.nombre });
  return [...portales.values()];
}
