import { createFileRoute } from '@tanstack/react-router';

import { LoadingPage } from '../../components/loading-page.tsx';
import { PlatformPortal } from '../../components/portals/platform/platform-portal.tsx';
import { PortalRefusalScreen } from '../../components/portals/portal-refusal-screen.tsx';
import { sectionSearch } from '../../components/portals/section-search.ts';

export const Route = createFileRoute('/comercial/dashboard')({
  validateSearch: sectionSearch,
  // The guard brings the portal's registry: loaded on demand, out of the landing's entry.
  beforeLoad: async ({ context, search }) =>
    (await import('../../components/portals/platform/guard.ts')).guardPlatformPortal(
      'comercial',
      context.session,
      search.seccion,
    ),
  pendingComponent: LoadingPage,
  errorComponent: PortalRefusalScreen,
  component: ComercialPage,
});

function ComercialPage() {
  const { portal, section, capabilities } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <PlatformPortal
      portal={portal}
      section={section}
      capabilities={capabilities}
      onNavigate={(key) => void navigate({ search: { seccion: key === 'dashboard' ? undefined : key } })}
    />
  );
}
