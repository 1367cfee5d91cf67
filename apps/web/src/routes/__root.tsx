import { createRootRouteWithContext, Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import { useRef } from 'react';

import { ApiBoundary } from '../components/api-boundary.tsx';
import { LoadingPage } from '../components/loading-page.tsx';
import { AppStatus } from '../components/pwa/app-status.tsx';
import { LazyToaster } from '../components/ui/lazy-toaster.tsx';
import type { SessionStore } from '../lib/session.tsx';

/** What every route's `beforeLoad` receives: the session its guard decides on. */
export interface RouterContext {
  session: SessionStore;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // Any other path redirects to / (spec section 2).
  notFoundComponent: () => <Navigate to="/" replace />,
});

/**
 * The main landing loads the data providers only with its modals (its JS budget is 120 KB gz). Once
 * another page has loaded them they stay around the outlet: a page leaving for the landing still
 * renders for a moment and must not lose its providers on the way out.
 */
const LANDING_PATHS = new Set(['/', '/home']);

function Root() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const providersLoaded = useRef(false);
  if (!LANDING_PATHS.has(pathname)) providersLoaded.current = true;
  return (
    <>
      {providersLoaded.current ? (
        <ApiBoundary fallback={<LoadingPage />}>
          <Outlet />
        </ApiBoundary>
      ) : (
        <Outlet />
      )}
      <AppStatus />
      <LazyToaster />
    </>
  );
}
