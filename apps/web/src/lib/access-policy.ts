// Who may open which portal and section: the web's only copy of the server's access rules
// (apps/api/src/modules/auth/login-access.ts and the procedures' guards), used by the routes'
// `beforeLoad` guards and by the registries' `can`. The API enforces the same rules on every call;
// these only spare the user a screen full of errors. Meant to be replaced by the shared policy of
// packages/contracts and the capabilities auth.profile will return.
import type { Rol, RoleEntry, SessionUser, SuperUserRole } from '@horizonte/contracts';

/** A super user with no sub-role counts as SUPER_ADMIN. */
export const superRoleOf = (user: SessionUser): SuperUserRole | null =>
  user.isSuperUser ? (user.superUserRole ?? 'SUPER_ADMIN') : null;

/** A portal may not be opened: why, in the words shown to the user. */
export type Refusal = string | null;

export const PLATFORM_STAFF_ONLY = 'Este portal es solo para el personal de la plataforma.';
export const WRONG_PLATFORM_ROLE = 'Tu rol no tiene acceso a este portal.';
export const GENERAL_ADMIN_ONLY = 'El panel general es solo para administradores. Ingresa desde el portal de tu conjunto.';

/** Platform portals: super users only; with `role`, only that sub-role. */
export function platformPortalRefusal(user: SessionUser, role?: SuperUserRole): Refusal {
  const superRole = superRoleOf(user);
  if (!superRole) return PLATFORM_STAFF_ONLY;
  if (role && superRole !== role) return WRONG_PLATFORM_ROLE;
  return null;
}

/**
 * The general administrator panel: SUPER_ADMIN, or whoever is admin somewhere. A user with no role yet
 * gets here only through 'Crear una propiedad' on the 'Sin Acceso Asignado' screen.
 */
export function generalAdminRefusal(user: SessionUser, roles: readonly RoleEntry[]): Refusal {
  const superRole = superRoleOf(user);
  const allowed = superRole ? superRole === 'SUPER_ADMIN' : roles.length === 0 || roles.some((r) => r.rol === 'admin');
  return allowed ? null : GENERAL_ADMIN_ONLY;
}

/** Super users may enter the admin portal of any complex; everyone else needs that role there. */
export function mayEnterComplexPortal(user: SessionUser, roles: readonly RoleEntry[], identificador: string, rol: Rol): boolean {
  if (user.isSuperUser) return rol === 'admin';
  return roles.some((r) => !r.isSuperUser && r.rol === rol && r.ph?.identificador === identificador);
}

export interface CommunityAccess {
  read: boolean;
  readInvitations: boolean;
  manage: boolean;
}

/** What a role may do with a complex's community (units, residents, pre-registrations, invitations). */
export function communityAccess(rol: Rol, superRole: SuperUserRole | null): CommunityAccess {
  if (superRole) {
    const reads = superRole === 'SUPER_ADMIN' || superRole === 'SOPORTE';
    return { read: reads, readInvitations: reads, manage: superRole === 'SUPER_ADMIN' };
  }
  return { read: rol === 'admin' || rol === 'consejo', readInvitations: rol === 'admin', manage: rol === 'admin' };
}

/** What the caller may do inside one complex portal: the input of its sections' `can`. */
export interface ComplexCapabilities {
  rol: Rol;
  superRole: SuperUserRole | null;
  community: CommunityAccess;
  /** The live figures of the admin dashboard (ph.stats). */
  liveStats: boolean;
}

export function complexCapabilities(user: SessionUser, rol: Rol): ComplexCapabilities {
  const superRole = superRoleOf(user);
  const community = communityAccess(rol, superRole);
  return { rol, superRole, community, liveStats: community.read || superRole !== null };
}
