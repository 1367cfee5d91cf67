// Who may do what on a property: pure rules, no database. The guards in guards.ts apply them.
import type { Rol, SuperUserRole } from '@horizonte/contracts';

/**
 * What a caller wants to do with one property.
 * - view: the property record itself (its dashboard header, the portals).
 * - stats: the property's counts.
 * - readCommunity: its apartamentos, residentes and preregistros.
 * - readInvitations: the invitations sent for it.
 * - manage: any change (the property, its units, residents, permisos, invitations, preregistros).
 */
export type PhAction = 'view' | 'stats' | 'readCommunity' | 'readInvitations' | 'manage';

const SUPER_USER_ACTIONS: Record<SuperUserRole, readonly PhAction[]> = {
  SUPER_ADMIN: ['view', 'stats', 'readCommunity', 'readInvitations', 'manage'],
  SOPORTE: ['view', 'stats', 'readCommunity', 'readInvitations'],
  COMERCIAL: ['view', 'stats'],
};

const ROLE_ACTIONS: Record<Rol, readonly PhAction[]> = {
  admin: ['view', 'stats', 'readCommunity', 'readInvitations', 'manage'],
  consejo: ['view', 'stats', 'readCommunity'],
  propietario: ['view'],
  residente: ['view'],
  proveedor: ['view'],
  porteria: ['view'],
};

export interface Caller {
  id: string;
  isSuperUser: boolean;
  superUserRole: SuperUserRole | null;
}

/** The super-user sub-role, or null for everyone else (a super user without one is a SUPER_ADMIN). */
export function superRoleOf(caller: Caller): SuperUserRole | null {
  return caller.isSuperUser ? (caller.superUserRole ?? 'SUPER_ADMIN') : null;
}

export function superUserMay(caller: Caller, action: PhAction): boolean {
  const role = superRoleOf(caller);
  return role !== null && SUPER_USER_ACTIONS[role].includes(action);
}

export function rolesMay(roles: readonly Rol[], action: PhAction): boolean {
  return roles.some((rol) => ROLE_ACTIONS[rol].includes(action));
}

/** Platform-wide writes (creating a property) are closed to the read-only staff roles. */
export function mayCreateProperty(caller: Caller & { emailVerifiedAt: Date | null }): boolean {
  const role = superRoleOf(caller);
  if (role) return role === 'SUPER_ADMIN';
  return caller.emailVerifiedAt !== null;
}
