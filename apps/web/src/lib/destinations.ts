// Where each access lands (spec section 2: post-login navigation and the role selector).
import { administraConjuntos, superUserHome, type RoleEntry, type SessionUser } from '@horizonte/contracts';

/** Main login with a single access: super roles to their portal, everyone else to /dashboard. */
export function homeForUser(user: SessionUser): string {
  return user.isSuperUser ? superUserHome(user.superUserRole) : '/dashboard';
}

/**
 * A choice in the role selector. From the main landing, admin goes to the general dashboard; from a
 * complex's landing every role goes to that complex's portal.
 */
export function roleDestination(entry: RoleEntry, from: 'main' | 'complex'): string {
  if (entry.isSuperUser) return '/super/dashboard';
  if (!entry.ph || (administraConjuntos(entry.rol) && from === 'main')) return '/dashboard';
  return `/ph/${entry.ph.identificador}/${entry.rol}/dashboard`;
}
