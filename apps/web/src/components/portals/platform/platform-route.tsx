// The one route of the platform portals on a fixed path (/super-admin, /comercial, /soporte
// /dashboard?seccion=…): each route file is `createFileRoute(path)(platformDashboardRoute(kind))`.
// (/super/* differs only in reading the section from the path: see routes/super/$.tsx.)
import { getRouteApi, lazyRouteComponent } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

import type { SessionStore } from '../../../lib/session.tsx';
import { LoadingPage } from '../../loading-page.tsx';
import { sectionSearch } from '../section-search.ts';

// Lazy, as the route files' components are (autoCodeSplitting cannot split a factory's options):
// the shell stays out of the landing's entry.
const PlatformPortal = lazy(async () => ({ default: (await import('./platform-portal.tsx')).PlatformPortal }));

type DashboardKind = 'super-admin' | 'comercial' | 'soporte';

export function platformDashboardRoute(kind: DashboardKind) {
  const route = getRouteApi(`/${kind}/dashboard`);
  function PlatformDashboardPage() {
    const { portal, section, capabilities } = route.useRouteContext();
    const navigate = route.useNavigate();
    return (
      <Suspense fallback={<LoadingPage />}>
        <PlatformPortal
          portal={portal}
          section={section}
          capabilities={capabilities}
          onNavigate={(key) => void navigate({ search: { seccion: key === 'dashboard' ? undefined : key } })}
        />
      </Suspense>
    );
  }
  return {
    validateSearch: sectionSearch,
    // The guard brings the portal's registry: loaded on demand, out of the landing's entry.
    beforeLoad: async ({ context, search }: { context: { session: SessionStore }; search: { seccion?: string } }) =>
      (await import('./guard.ts')).guardPlatformPortal(kind, context.session, search.seccion),
    pendingComponent: LoadingPage,
    errorComponent: lazyRouteComponent(() => import('../portal-refusal-screen.tsx'), 'PortalRefusalScreen'),
    component: PlatformDashboardPage,
  };
}
