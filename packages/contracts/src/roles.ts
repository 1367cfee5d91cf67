/** Role keys and their Spanish labels (spec section 6). */
export const ROLES = ['admin', 'propietario', 'residente', 'consejo', 'proveedor', 'porteria'] as const;
export type Rol = (typeof ROLES)[number];

export const SUPER_USER_ROLES = ['SUPER_ADMIN', 'COMERCIAL', 'SOPORTE'] as const;
export type SuperUserRole = (typeof SUPER_USER_ROLES)[number];

export const ROLE_LABELS: Record<Rol | SuperUserRole, string> = {
  admin: 'Administrador',
  propietario: 'Propietario',
  residente: 'Residente',
  consejo: 'Consejo',
  proveedor: 'Proveedor',
  porteria: 'Portería',
  SUPER_ADMIN: 'Super Administrador',
  COMERCIAL: 'Usuario Comercial',
  SOPORTE: 'Usuario de Soporte',
};

export const SUPER_USER_FALLBACK_LABEL = 'Super Usuario';

/** Roles that use the admin-type portal (spec section 2). */
export const ADMIN_PORTAL_ROLES = ['admin', 'consejo', 'proveedor', 'porteria'] as const satisfies readonly Rol[];

export function isRol(value: unknown): value is Rol {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function superUserRoleLabel(role: string | null | undefined): string {
  return role && role in ROLE_LABELS && (SUPER_USER_ROLES as readonly string[]).includes(role)
    ? ROLE_LABELS[role as SuperUserRole]
    : SUPER_USER_FALLBACK_LABEL;
}

export function rolLabel(rol: string): string {
  return isRol(rol) ? ROLE_LABELS[rol] : rol;
}

/** Where a super user lands after the main login (spec section 2). */
export function superUserHome(role: string | null | undefined): string {
  switch (role) {
    case 'SUPER_ADMIN':
      return '/super-admin/dashboard';
    case 'COMERCIAL':
      return '/comercial/dashboard';
    case 'SOPORTE':
      return '/soporte/dashboard';
    default:
      return '/super/dashboard';
  }
}
