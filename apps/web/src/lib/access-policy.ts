// Who may open which portal and section, for the web: the shared policy of packages/contracts
// (src/policy.ts) — the same rules the API enforces on every call — read from the signed-in user.
// These only spare the user a screen full of errors; the server decides.
import {
  communityAccess,
  generalAdminRefusal as generalAdminRefusalFor,
  mantenimientoAccess,
  mayAbrirTicket,
  mayEnterComplexPortal as mayEnterComplexPortalFor,
  mayOnTesoreria,
  pagosEnLineaAccess,
  platformPortalRefusal as platformPortalRefusalFor,
  worksTheGate,
  type CommunityAccess,
  type MantenimientoAccess,
  type PagosEnLineaAccess,
  type PlatformRole,
  type Refusal,
  type Rol,
  type RoleEntry,
  type SessionUser,
} from '@horizonte/contracts';

export type { CommunityAccess, MantenimientoAccess, PagosEnLineaAccess, Refusal };

/** The platform role the API reports for the user (`superUserRole`), or null. */
export const superRoleOf = (user: SessionUser): PlatformRole | null => user.superUserRole;

export const platformPortalRefusal = (user: SessionUser, role?: PlatformRole): Refusal =>
  platformPortalRefusalFor(superRoleOf(user), role);

export const generalAdminRefusal = (user: SessionUser, roles: readonly RoleEntry[]): Refusal =>
  generalAdminRefusalFor(superRoleOf(user), roles);

export const mayEnterComplexPortal = (user: SessionUser, roles: readonly RoleEntry[], identificador: string, rol: Rol): boolean =>
  mayEnterComplexPortalFor(superRoleOf(user), roles, identificador, rol);

/** What the caller may do inside one complex portal: the input of its sections' `can`. */
export interface ComplexCapabilities {
  rol: Rol;
  superRole: PlatformRole | null;
  community: CommunityAccess;
  /** The live figures of the admin dashboard (ph.stats). */
  liveStats: boolean;
  /** The complex's treasury: reading it (admin, consejo, SUPER_ADMIN). */
  tesoreria: boolean;
  /** Changing its money: pagos, facturación, ajustes (admin, SUPER_ADMIN). */
  tesoreriaManage: boolean;
  /** The gate's own work (the portería staff): it opens the portal on the gate. */
  gate: boolean;
  /** The complex's online payments (issue 28): configure the gateway, read and resolve its conciliación. */
  pagosEnLinea: PagosEnLineaAccess;
  /** The complex's maintenance (issue 29): read it (admin, consejo, platform staff), run it, approve órdenes (consejo). */
  mantenimiento: MantenimientoAccess;
  /** «Ayuda»: open and follow support tickets to the platform (the complex's administration, issue 33). */
  ayuda: boolean;
}

export function complexCapabilities(user: SessionUser, rol: Rol): ComplexCapabilities {
  const superRole = superRoleOf(user);
  const community = communityAccess(rol, superRole);
  // Platform staff enter as the admin role but act with their platform role only.
  const roles = superRole ? [] : [rol];
  return {
    rol,
    superRole,
    community,
    liveStats: community.read || superRole !== null,
    tesoreria: mayOnTesoreria(superRole, roles, 'read'),
    tesoreriaManage: mayOnTesoreria(superRole, roles, 'manage'),
    gate: worksTheGate(roles),
    pagosEnLinea: pagosEnLineaAccess(superRole, roles),
    mantenimiento: mantenimientoAccess(superRole, roles),
    ayuda: mayAbrirTicket(roles),
  };
}
