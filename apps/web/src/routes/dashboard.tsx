import { createFileRoute } from '@tanstack/react-router';

import { LoadingPage } from '../components/loading-page.tsx';
import { endFirstPropertyRequest, noteFirstPropertyRequest } from '../components/portals/general-admin/first-property.ts';
import { GeneralAdminPortal } from '../components/portals/general-admin/general-admin-portal.tsx';
import { PortalRefusalScreen } from '../components/portals/portal-refusal-screen.tsx';
import { sectionSearch } from '../components/portals/section-search.ts';

interface DashboardSearch {
  seccion?: string;
  /** true opens the 'Nueva Propiedad' modal (the 'Sin Acceso Asignado' screen links here). */
  nueva?: boolean;
}

export const Route = createFileRoute('/dashboard')({
  validateSearch: (search: Record<string, unknown>): DashboardSearch => ({
    ...sectionSearch(search),
    nueva: search.nueva === true || search.nueva === 'true' ? true : undefined,
  }),
  // The guard brings the panel's registry: loaded on demand, out of the landing's entry.
  beforeLoad: async ({ context, search }) =>
    (await import('../components/portals/general-admin/guard.ts')).guardGeneralAdmin(
      context.session,
      search.seccion,
      noteFirstPropertyRequest(search.nueva),
    ),
  onLeave: endFirstPropertyRequest,
  pendingComponent: LoadingPage,
  errorComponent: PortalRefusalScreen,
  component: DashboardPage,
});

function DashboardPage() {
  const { section, capabilities } = Route.useRouteContext();
  return <GeneralAdminPortal section={section} capabilities={capabilities} />;
}
