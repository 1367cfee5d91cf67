import { Outlet, createRootRoute, Navigate, useRouterState } from '@tanstack/react-router';
import { SessionProvider, useSession } from '../lib/session.tsx';
import { LazyToaster } from '../components/ui/lazy-toaster.tsx';
import { ApiBoundary } from '../components/api-boundary.tsx';

export const Route = createRootRoute({
  component: Root,
  // Any other path redirects to / (spec section 2).
  notFoundComponent: () => <Navigate to="/" replace />,
});

/** The main landing loads the data providers only with its modals (its JS budget is 120 KB gz). */
const LANDING_PATHS = new Set(['/', '/home']);

function Root() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <SessionProvider>
      {LANDING_PATHS.has(pathname) ? (
        <Outlet />
      ) : (
        <ApiBoundary fallback={<LoadingPage />}>
          <Outlet />
        </ApiBoundary>
      )}
      <SessionToaster />
    </SessionProvider>
  );
}

/** Toasts belong to the signed-in pages; the public landing does without sonner. */
function SessionToaster() {
  const { status } = useSession();
  return <LazyToaster active={status === 'authenticated'} />;
}

/** Plain markup on purpose: the entry chunk should not carry the UI kit (tailwind-merge, icons). */
function LoadingPage() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-blue-200 border-t-blue-700" aria-hidden />
      <span className="sr-only">Cargando…</span>
    </div>
  );
}
