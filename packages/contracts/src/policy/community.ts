// The community's policy: who may view, count, read and manage a property (its units, residents,
// pre-registrations, invitations), remove a role, use a resident's permisos, open each door (login,
// portals) and read the platform's state. Pure: no database, no I/O.
import type { RoleEntry } from '../auth.ts';
import { MSG_COMUNES } from '../messages/comunes.ts';
import { DEFAULT_PERMISOS, type EstadoResidente, type Permiso } from '../permisos.ts';
import { isRol, type Rol, type SuperUserRole } from '../roles.ts';
import { ROLES_UNIDAD } from '../unit-roles.ts';

/** A platform staff member's role (the column users.platform_role); null for everyone else. */
export type PlatformRole = SuperUserRole;

/**
 * What a caller wants to do with one property.
 * - view: the property record itself (its dashboard header, the portals).
 * - stats: the property's counts.
 * - readCommunity: its apartamentos, residentes and preregistros.
 * - readInvitations: the invitations sent for it.
 * - manage: any change (the property, its units, residents, permisos, invitations, preregistros).
 */
export const PH_ACTIONS = ['view', 'stats', 'readCommunity', 'readInvitations', 'manage'] as const;
export type PhAction = (typeof PH_ACTIONS)[number];

const PLATFORM_ACTIONS: Record<PlatformRole, readonly PhAction[]> = {
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

/** May a caller with this platform role and these roles in the property do `action` there? */
export function mayOnProperty(platformRole: PlatformRole | null, roles: readonly Rol[], action: PhAction): boolean {
  if (platformRole && PLATFORM_ACTIONS[platformRole].includes(action)) return true;
  return roles.some((rol) => ROLE_ACTIONS[rol].includes(action));
}

/** Platform-wide writes (creating a property) are closed to the read-only staff roles. */
export function mayCreateProperty(platformRole: PlatformRole | null, emailVerified: boolean): boolean {
  if (platformRole) return platformRole === 'SUPER_ADMIN';
  return emailVerified;
}

/** Bringing a deleted property back (with its data) is the platform's decision: a SUPER_ADMIN only. */
export function mayRestoreProperty(platformRole: PlatformRole | null): boolean {
  return platformRole === 'SUPER_ADMIN';
}

/** The actions a caller may perform in one property: what `ph.byIdentificador` returns as capabilities. */
export function propertyCapabilities(platformRole: PlatformRole | null, roles: readonly Rol[]): PhAction[] {
  return PH_ACTIONS.filter((action) => mayOnProperty(platformRole, roles, action));
}

// ---- Removing a role (leaving means leaving) ----------------------------------------------------

/** Why a role may not be removed: 403 (not the caller's to remove) or 409 (it would leave the complex without administration). */
export type RoleRemovalRefusal = { status: 403 } | { status: 409; message: string } | null;

/**
 * Whoever manages the property (its admin, a SUPER_ADMIN) may remove any role a person holds there
 * (admin, consejo, proveedor, porteria, propietario, residente), their own included, except the last
 * administrator's: a complex always keeps someone who can manage it (Ley 675 de 2001, art. 50: the
 * administración is a required organ of the copropiedad).
 */
export function roleRemovalRefusal(
  platformRole: PlatformRole | null,
  callerRoles: readonly Rol[],
  rol: Rol,
  administradores: number,
): RoleRemovalRefusal {
  if (!mayOnProperty(platformRole, callerRoles, 'manage')) return { status: 403 };
  if (rol === 'admin' && administradores <= 1) return { status: 409, message: MSG_COMUNES.ultimoAdministrador };
  return null;
}

/**
 * The roles that tie a person to units (propietario, residente): removing one also ends what hangs on
 * those units — visitor authorisations, the bookings' calendar link.
 */
export const esRolDeUnidad = (rol: Rol): boolean => (ROLES_UNIDAD as readonly Rol[]).includes(rol);

/** The role an invitation or a pre-registration approval gives unless another is chosen. */
export const ROL_POR_DEFECTO = 'residente' satisfies Rol;

export type AccionResidente = 'reenviarInvitacion' | 'quitar' | 'cambiarPermisos';

/** What the caller may do with one person of a unit: the administration; resending only while invited. */
export function accionesResidente(residente: { estado: EstadoResidente }, manage: boolean): AccionResidente[] {
  if (!manage) return [];
  return residente.estado === 'invitado' ? ['reenviarInvitacion', 'quitar', 'cambiarPermisos'] : ['quitar', 'cambiarPermisos'];
}

// ---- Residents' permisos ------------------------------------------------------------------------

/** A resident's permisos gate the features of the owner and resident portals (reservas, PQRS…). */
export function residentMay(permisos: readonly Permiso[] | undefined, permiso: Permiso): boolean {
  return (permisos ?? DEFAULT_PERMISOS).includes(permiso);
}

// ---- The platform's state ------------------------------------------------------------------

/**
 * The platform's working state (database, job backlog, failing mails — counts, never contents): its
 * operating staff, and the administrators of complexes, whose general panel shows it. Not sales staff.
 */
export function mayReadPlatformState(platformRole: PlatformRole | null, rolesAnywhere: readonly Rol[]): boolean {
  if (platformRole) return platformRole !== 'COMERCIAL';
  return rolesAnywhere.includes('admin');
}

// ---- Doors: which login and which portal ------------------------------------------------------

/** The administration's role: the properties it administers are listed by it (ph.list `rol`). */
export const ROL_ADMINISTRACION = 'admin' satisfies Rol;

/** Each platform portal and the staff role it is for (spec section 2); the «super» portal is every staff member's. */
export const PLATFORM_PORTAL_ROLE = {
  'super-admin': 'SUPER_ADMIN',
  comercial: 'COMERCIAL',
  soporte: 'SOPORTE',
} as const satisfies Record<string, PlatformRole>;

/**
 * The role that administers a complex: it enters from the main login (spec section 6) and lands on
 * the general panel. `rol` may be a platform role's key (a role-selector entry): those do not.
 */
export const administraConjuntos = (rol: string): boolean => isRol(rol) && rol === ROL_ADMINISTRACION;

export type AccessDecision = { allowed: true; roles: RoleEntry[] } | { allowed: false; message: string };

/**
 * Main login (no identificador): platform staff, holders of an admin role, and verified users with
 * no role yet (they reach 'Sin Acceso Asignado' and may create a property). Anyone whose roles are
 * all non-admin is sent to their complex's portal.
 *
 * Complex login (identificador): platform staff, and any role in that complex. Only the roles of
 * that complex (plus the platform entry) are returned.
 */
export function decideLoginAccess(
  platformRole: PlatformRole | null,
  roles: RoleEntry[],
  identificador: string | undefined,
): AccessDecision {
  if (identificador === undefined) {
    const complexRoles = roles.filter((r) => !r.isSuperUser);
    if (platformRole || complexRoles.length === 0 || complexRoles.some((r) => r.rol === 'admin')) return { allowed: true, roles };
    return { allowed: false, message: MSG_COMUNES.loginForbiddenMainPortal };
  }
  const here = roles.filter((r) => r.isSuperUser || r.ph?.identificador === identificador);
  if (platformRole || here.length > 0) return { allowed: true, roles: here };
  return { allowed: false, message: MSG_COMUNES.noAccessToProperty };
}

/** A portal may not be opened: why, in the words shown to the user (null: it may). */
export type Refusal = string | null;

export const PLATFORM_STAFF_ONLY = 'Este portal es solo para el personal de la plataforma.';
export const WRONG_PLATFORM_ROLE = 'Tu rol no tiene acceso a este portal.';
export const GENERAL_ADMIN_ONLY = 'El panel general es solo para administradores. Ingresa desde el portal de tu conjunto.';

/** Platform portals: staff only; with `role`, only that role. */
export function platformPortalRefusal(platformRole: PlatformRole | null, role?: PlatformRole): Refusal {
  if (!platformRole) return PLATFORM_STAFF_ONLY;
  if (role && platformRole !== role) return WRONG_PLATFORM_ROLE;
  return null;
}

/**
 * The general administrator panel: SUPER_ADMIN, or whoever is admin somewhere. A user with no role
 * yet gets here only through 'Crear una propiedad' on the 'Sin Acceso Asignado' screen.
 */
export function generalAdminRefusal(platformRole: PlatformRole | null, roles: readonly RoleEntry[]): Refusal {
  const allowed = platformRole ? platformRole === 'SUPER_ADMIN' : roles.length === 0 || roles.some((r) => r.rol === 'admin');
  return allowed ? null : GENERAL_ADMIN_ONLY;
}

/** Platform staff enter a complex through its admin portal; everyone else needs that role there. */
export function mayEnterComplexPortal(
  platformRole: PlatformRole | null,
  roles: readonly RoleEntry[],
  identificador: string,
  rol: Rol,
): boolean {
  if (platformRole) return rol === 'admin';
  return roles.some((r) => !r.isSuperUser && r.rol === rol && r.ph?.identificador === identificador);
}

/** What a role may do with a complex's community (units, residents, pre-registrations, invitations). */
export interface CommunityAccess {
  read: boolean;
  readInvitations: boolean;
  manage: boolean;
}

/**
 * What one complex portal may show: the actions of the role being used there (or of the platform
 * role, for staff entering through the admin portal), from the same table the server enforces.
 */
export function communityAccess(rol: Rol, platformRole: PlatformRole | null): CommunityAccess {
  const may = (action: PhAction) => mayOnProperty(platformRole, platformRole ? [] : [rol], action);
  return { read: may('readCommunity'), readInvitations: may('readInvitations'), manage: may('manage') };
}
