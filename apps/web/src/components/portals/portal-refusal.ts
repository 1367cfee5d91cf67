// The guards' outcomes for a signed-in user who may not open a portal. `beforeLoad` throws a
// PortalRefusal and the route's errorComponent (PortalRefusalScreen) shows it at the same URL.
import { redirect } from '@tanstack/react-router';

import type { RoleEntry, SessionUser } from '@horizonte/contracts';

import type { SessionStore } from '../../lib/session.tsx';

export class PortalRefusal extends Error {
  /** 'no-roles': 'Sin Acceso Asignado'; 'denied': 'Acceso denegado' with `message`. */
  constructor(
    readonly kind: 'no-roles' | 'denied',
    message = '',
  ) {
    super(message);
    this.name = 'PortalRefusal';
  }
}

export const deny = (message: string) => new PortalRefusal('denied', message);

/**
 * The protected-route guard (spec section 2): waits for the start-up session check (the route shows
 * its spinner meanwhile), sends the signed-out to / and a non-super user with no roles to
 * 'Sin Acceso Asignado' (unless `allowWithoutRoles`).
 */
export async function requireSignedIn(
  session: SessionStore,
  { allowWithoutRoles = false } = {},
): Promise<{ user: SessionUser; roles: RoleEntry[] }> {
  const { status, user, roles } = await session.settled();
  if (status !== 'authenticated' || !user) throw redirect({ to: '/', replace: true });
  if (!user.isSuperUser && roles.length === 0 && !allowWithoutRoles) throw new PortalRefusal('no-roles');
  return { user, roles };
}
