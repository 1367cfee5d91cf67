// The accounts answers: the signed-in user as the shell shows it, the login's body, the profile, and
// the words of the answers that depend on what happened (verify-email, forgot-password).
import type { z } from 'zod';

import {
  MSG,
  ROLE_LABELS,
  superUserRoleLabel,
  type ForgotPasswordOutput,
  type LoginOutput,
  type PlatformCapabilities,
  type profileOutput,
  type RoleEntry,
  type SessionUser,
} from '@horizonte/contracts';
import type { User } from '@horizonte/db';

import { maskEmail } from './mask-email.ts';
import type { VerifiedEmail } from './verify-email.ts';

/** The label shown in the shell's user menu. */
function displayRole(user: User, entries: RoleEntry[]): string {
  if (user.platformRole) return superUserRoleLabel(user.platformRole);
  const first = entries.find((e) => !e.isSuperUser);
  if (!first) return 'Usuario';
  return ROLE_LABELS[first.rol];
}

export function toSessionUser({ user, roles }: { user: User; roles: RoleEntry[] }): SessionUser {
  return {
    id: user.id,
    nombre: user.nombre,
    email: user.email,
    isSuperUser: user.platformRole !== null,
    superUserRole: user.platformRole,
    role: displayRole(user, roles),
    emailVerified: user.emailVerifiedAt !== null,
  };
}

/** The login's body: the session token, the user and the roles this door admits. */
export function toLoginOutput({
  user,
  token,
  roles,
}: {
  user: User;
  token: string;
  roles: RoleEntry[];
}): Omit<LoginOutput, 'success' | 'message'> {
  const sessionUser = toSessionUser({ user, roles });
  return {
    data: { token, user: sessionUser },
    accessType: user.platformRole ? 'super_user' : 'admin',
    superUserRole: sessionUser.superUserRole,
    hasMultipleRoles: roles.length > 1,
    isSuperUser: sessionUser.isSuperUser,
    roles,
  };
}

export function toProfileOutput({
  user,
  roles,
  capabilities,
}: {
  user: User;
  roles: RoleEntry[];
  capabilities: PlatformCapabilities;
}): Omit<z.infer<typeof profileOutput>, 'success'> {
  return {
    user: {
      ...toSessionUser({ user, roles }),
      tipo_documento: user.tipoDocumento,
      numero_documento: user.numeroDocumento,
      createdAt: user.createdAt.toISOString(),
    },
    roles,
    capabilities,
  };
}

/** The same page opens a verification link and the link mailed to a new address (Mi Perfil). */
export function verifyEmailMessage(verified: VerifiedEmail): string {
  return verified === 'emailChanged' ? MSG.emailChanged : MSG.verificationSuccess;
}

/**
 * By email (null): the link is on its way, if the account exists. By document: the account's email,
 * masked, for the person to confirm by asking again by email.
 */
export function toForgotPasswordOutput(account: { email: string } | null): ForgotPasswordOutput {
  if (!account) return { success: true, message: MSG.forgotEmailSent, requiresEmailConfirmation: false };
  return {
    success: true,
    message: MSG.forgotConfirmEmail,
    requiresEmailConfirmation: true,
    maskedEmail: maskEmail(account.email),
  };
}
