// Who may open which portal (spec sections 4 and 6). The API enforces the same rules on every call;
// these guards only spare the user a screen full of errors and say clearly why.
import type { ReactNode } from 'react';
import { ADMIN_PORTAL_ROLES, type Rol, type RoleEntry, type SessionUser, type SuperUserRole } from '@horizonte/contracts';
import { useSession } from '../../lib/session.tsx';
import { RequireSession } from '../require-session.tsx';
import { AccessDenied } from './access-denied.tsx';

export const superRoleOf = (user: SessionUser): SuperUserRole | null =>
  user.isSuperUser ? (user.superUserRole ?? 'SUPER_ADMIN') : null;

function SuperCheck({ role, children }: { role?: SuperUserRole; children: ReactNode }) {
  const { user } = useSession();
  const superRole = user ? superRoleOf(user) : null;
  if (!superRole) return <AccessDenied message="Este portal es solo para el personal de la plataforma." />;
  if (role && superRole !== role) return <AccessDenied message="Tu rol no tiene acceso a este portal." />;
  return <>{children}</>;
}

/** Super users only; with `role`, only that sub-role. */
export function RequireSuperUser({ role, children }: { role?: SuperUserRole; children: ReactNode }) {
  return (
    <RequireSession>
      <SuperCheck role={role}>{children}</SuperCheck>
    </RequireSession>
  );
}

function GeneralAdminCheck({ children }: { children: ReactNode }) {
  const { user, roles } = useSession();
  if (!user) return null;
  const superRole = superRoleOf(user);
  // A user with no role yet only gets here through 'Crear una propiedad' on the 'Sin Acceso Asignado' screen.
  const allowed = superRole ? superRole === 'SUPER_ADMIN' : roles.length === 0 || roles.some((r) => r.rol === 'admin');
  if (!allowed)
    return <AccessDenied message="El panel general es solo para administradores. Ingresa desde el portal de tu conjunto." />;
  return <>{children}</>;
}

/**
 * The general administrator panel. A verified user with no role sees 'Sin Acceso Asignado' (spec section 2)
 * unless they chose to create their first property (`creatingFirstProperty`).
 */
export function RequireGeneralAdmin({ children, creatingFirstProperty = false }: { children: ReactNode; creatingFirstProperty?: boolean }) {
  return (
    <RequireSession allowWithoutRoles={creatingFirstProperty}>
      <GeneralAdminCheck>{children}</GeneralAdminCheck>
    </RequireSession>
  );
}

/** The role entry that opens /ph/{identificador}/{rol}, if the user holds it. */
export function findComplexAccess(roles: readonly RoleEntry[], identificador: string, rol: Rol): RoleEntry | undefined {
  return roles.find((r) => !r.isSuperUser && r.rol === rol && r.ph?.identificador === identificador);
}

/** Super users may enter the admin portal of any complex; everyone else needs that role there. */
export function mayEnterComplexPortal(user: SessionUser, roles: readonly RoleEntry[], identificador: string, rol: Rol): boolean {
  if (user.isSuperUser) return rol === 'admin';
  return findComplexAccess(roles, identificador, rol) !== undefined;
}

export const isAdminPortalRole = (rol: Rol): rol is (typeof ADMIN_PORTAL_ROLES)[number] =>
  (ADMIN_PORTAL_ROLES as readonly Rol[]).includes(rol);
