// Who may enter through which door (spec sections 2 and 6). Pure, so every rule is easy to test.
import { MSG, type RoleEntry } from '@horizonte/contracts';

export type AccessDecision = { allowed: true; roles: RoleEntry[] } | { allowed: false; message: string };

/**
 * Main login (no identificador): super users, holders of an admin role, and verified users with no
 * role yet (they reach 'Sin Acceso Asignado' and may create a property). Anyone whose roles are
 * all non-admin is sent to their complex's portal.
 *
 * Complex login (identificador): super users, and any role in that complex. Only the roles of that
 * complex (plus the super-user entry) are returned.
 */
export function decideLoginAccess(isSuperUser: boolean, roles: RoleEntry[], identificador: string | undefined): AccessDecision {
  if (identificador === undefined) {
    const complexRoles = roles.filter((r) => !r.isSuperUser);
    if (isSuperUser || complexRoles.length === 0 || complexRoles.some((r) => r.rol === 'admin')) return { allowed: true, roles };
    return { allowed: false, message: MSG.loginForbiddenMainPortal };
  }
  const here = roles.filter((r) => r.isSuperUser || r.ph?.identificador === identificador);
  if (isSuperUser || here.length > 0) return { allowed: true, roles: here };
  return { allowed: false, message: MSG.noAccessToProperty };
}
