// The complex portals, /ph/{identificador}/{rol}/{section} (spec section 2): the admin-type portal
// (admin, consejo, proveedor, porteria), the owner's and the resident's. This layout guards them and
// draws the shell; each section is a file route beside it and a line in its portal's registry.
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router';

import { ROLE_LABELS, superUserRoleLabel } from '@horizonte/contracts';

import { LoadingPage } from '../../../../components/loading-page.tsx';
import { AvisoSuspension } from '../../../../components/portals/complex/aviso-suspension.tsx';
import { ComplexPortalContext } from '../../../../components/portals/complex/context.ts';
import { PortalNotFound } from '../../../../components/portals/complex/portal-not-found.tsx';
import type { ComplexSectionKey } from '../../../../components/portals/complex/registry.ts';
import { useNotificaciones } from '../../../../components/portals/complex/use-notificaciones.ts';
import { PortalRefusalScreen } from '../../../../components/portals/portal-refusal-screen.tsx';
import { allowedSections, menuOf } from '../../../../components/portals/portal-section.ts';
import { useLogout } from '../../../../components/portals/use-logout.ts';
import { DashboardShell } from '../../../../components/shell/dashboard-shell.tsx';
import { FullPageSpinner } from '../../../../components/ui/spinner.tsx';
import { useSession } from '../../../../lib/session.tsx';
import { useTRPC } from '../../../../lib/trpc.ts';

export const Route = createFileRoute('/ph/$identificador/$rol')({
  // The guard brings the sections' registry (menu icons): loaded on demand, out of the landing's entry.
  beforeLoad: async (options) => (await import('../../../../components/portals/complex/guard.ts')).guardComplexPortal(options),
  pendingComponent: LoadingPage,
  errorComponent: PortalRefusalScreen,
  component: ComplexPortalLayout,
});

function ComplexPortalLayout() {
  const { rol, identificador, portal, capabilities } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const active = useLocation({ select: (location) => location.pathname.split('/')[4] ?? 'dashboard' });
  const trpc = useTRPC();
  const { user } = useSession();
  const property = useQuery({ ...trpc.ph.byIdentificador.queryOptions({ identificador }), retry: false });
  const logout = useLogout(user?.isSuperUser ? '/' : `/ph/${identificador}`);
  const notifications = useNotificaciones(
    property.data?.property.id,
    (section) => void navigate({ to: `/ph/$identificador/$rol/${section}`, params: { identificador, rol } }),
  );
  if (!user) return null;
  if (property.isLoading) return <FullPageSpinner />;
  if (!property.data) return <PortalNotFound error={property.error} />;
  const ph = property.data.property;
  return (
    <DashboardShell
      title={`${ROLE_LABELS[rol]} · ${ph.nombre}`}
      subtitle={`${ph.direccion} · ${ph.ciudad}`}
      place={ph.nombre}
      colorTheme={portal.colorTheme}
      menu={menuOf(allowedSections(portal.sections, capabilities))}
      active={active}
      onSelect={(key) =>
        void navigate({ to: `/ph/$identificador/$rol/${key as ComplexSectionKey}`, params: { identificador, rol } })
      }
      user={{
        name: user.nombre,
        email: user.email,
        roleLabel: user.isSuperUser ? superUserRoleLabel(user.superUserRole) : ROLE_LABELS[rol],
      }}
      onLogout={logout}
      notifications={notifications}
    >
      <ComplexPortalContext.Provider value={{ ph, kind: portal.kind, capabilities }}>
        <AvisoSuspension phId={ph.id} />
        <Outlet />
      </ComplexPortalContext.Provider>
    </DashboardShell>
  );
}
