// The portals of one complex, /ph/{identificador}/{rol}/{seccion} (spec section 2): the admin-type
// portal (admin, consejo, proveedor, porteria), the owner's and the resident's.
import type { ReactNode } from 'react';
import { Navigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { MSG, ROLE_LABELS, superUserRoleLabel, type PhPublic, type Rol } from '@horizonte/contracts';
import { useTRPC } from '../../lib/trpc.ts';
import { useSession } from '../../lib/session.tsx';
import { errorMessage, errorStatus } from '../../lib/api-errors.ts';
import { DashboardShell, type ColorTheme, type ShellMenuItem } from '../shell/dashboard-shell.tsx';
import { FullPageSpinner } from '../ui/spinner.tsx';
import { Card } from '../ui/card.tsx';
import { Alert } from '../ui/alert.tsx';
import { AccessDenied } from './access-denied.tsx';
import { mayEnterComplexPortal, superRoleOf } from './guards.tsx';
import { useLogout } from './use-logout.ts';
import { ADMIN_MENU, AdminTypeContent } from './admin-type-portal.tsx';
import { OWNER_MENU, OwnerContent } from './owner-portal.tsx';
import { RESIDENT_MENU, ResidentContent } from './resident-portal.tsx';

const THEMES: Record<Rol, ColorTheme> = {
  admin: 'blue',
  consejo: 'purple',
  proveedor: 'orange',
  porteria: 'green',
  propietario: 'green',
  residente: 'orange',
};

export function menuFor(rol: Rol): readonly ShellMenuItem[] {
  return rol === 'propietario' ? OWNER_MENU : rol === 'residente' ? RESIDENT_MENU : ADMIN_MENU;
}

interface ComplexPortalProps {
  identificador: string;
  rol: Rol;
  section: string;
  onNavigate(section: string): void;
}

export function ComplexPortal({ identificador, rol, section, onNavigate }: ComplexPortalProps) {
  const { user, roles } = useSession();
  if (!user) return null;
  if (!mayEnterComplexPortal(user, roles, identificador, rol))
    return (
      <AccessDenied message={`${MSG.noAccessToProperty}: tu cuenta no tiene el rol ${ROLE_LABELS[rol]} en este conjunto.`} />
    );
  if (!menuFor(rol).some((item) => item.key === section)) {
    return <Navigate to="/ph/$identificador/$rol/$" params={{ identificador, rol, _splat: 'dashboard' }} replace />;
  }
  return <LoadedComplexPortal identificador={identificador} rol={rol} section={section} onNavigate={onNavigate} />;
}

function LoadedComplexPortal({ identificador, rol, section, onNavigate }: ComplexPortalProps) {
  const trpc = useTRPC();
  const { user } = useSession();
  const property = useQuery({ ...trpc.ph.byIdentificador.queryOptions({ identificador }), retry: false });
  const logout = useLogout(user?.isSuperUser ? '/' : `/ph/${identificador}`);
  if (!user) return null;
  if (property.isLoading) return <FullPageSpinner />;
  if (!property.data) {
    return (
      <main className="flex min-h-dvh items-center justify-center p-4">
        <Card className="max-w-md p-8 text-center">
          <Building2 className="mx-auto h-10 w-10 text-slate-500" aria-hidden />
          <h1 className="mt-3 text-2xl font-bold">{MSG.complexNotFound}</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{MSG.complexNotFoundHint}</p>
          {property.isError && errorStatus(property.error) !== 404 ? (
            <Alert tone="error" className="mt-4 text-left">
              {errorMessage(property.error, MSG.propertyNotFound)}
            </Alert>
          ) : null}
        </Card>
      </main>
    );
  }
  const ph = property.data.property;
  const roleLabel = user.isSuperUser ? superUserRoleLabel(user.superUserRole) : ROLE_LABELS[rol];
  return (
    <DashboardShell
      title={`${ROLE_LABELS[rol]} · ${ph.nombre}`}
      subtitle={`${ph.direccion} · ${ph.ciudad}`}
      colorTheme={THEMES[rol]}
      menu={menuFor(rol)}
      active={section}
      onSelect={onNavigate}
      user={{ name: user.nombre, email: user.email, roleLabel }}
      onLogout={logout}
    >
      <PortalContent ph={ph} rol={rol} section={section} superRole={superRoleOf(user)} />
    </DashboardShell>
  );
}

function PortalContent({
  ph,
  rol,
  section,
  superRole,
}: {
  ph: PhPublic;
  rol: Rol;
  section: string;
  superRole: ReturnType<typeof superRoleOf>;
}): ReactNode {
  if (rol === 'propietario') return <OwnerContent ph={ph} section={section} />;
  if (rol === 'residente') return <ResidentContent ph={ph} section={section} />;
  return <AdminTypeContent ph={ph} rol={rol} section={section} superRole={superRole} />;
}
