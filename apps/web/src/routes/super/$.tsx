import { createFileRoute } from '@tanstack/react-router';

import { LoadingPage } from '../../components/loading-page.tsx';
import { PlatformPortal } from '../../components/portals/platform/platform-portal.tsx';
import { PortalRefusalScreen } from '../../components/portals/portal-refusal-screen.tsx';

export const Route = createFileRoute('/super/$')({
  // The guard brings the portal's registry: loaded on demand, out of the landing's entry.
  beforeLoad: async ({ context, params }) =>
    (await import('../../components/portals/platform/guard.ts')).guardPlatformPortal(
      'super',
      context.session,
      params._splat?.split('/')[0],
    ),
  pendingComponent: LoadingPage,
  errorComponent: PortalRefusalScreen,
  component: SuperPage,
});

function SuperPage() {
  const { portal, section, capabilities } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <PlatformPortal
      portal={portal}
      section={section}
      capabilities={capabilities}
      onNavigate={(key) => void navigate({ to: '/super/$', params: { _splat: key } })}
    />
  );
}
