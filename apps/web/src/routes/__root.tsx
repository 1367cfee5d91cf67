import { Outlet, createRootRoute, Navigate } from '@tanstack/react-router';
import { SessionProvider, useSession } from '../lib/session.tsx';
import { LazyToaster } from '../components/ui/lazy-toaster.tsx';

export const Route = createRootRoute({
  component: Root,
  // Any other path redirects to / (spec section 2).
  notFoundComponent: () => <Navigate to="/" replace />,
});

function Root() {
  return (
    <SessionProvider>
      <Outlet />
      <SessionToaster />
    </SessionProvider>
  );
}

/** Toasts belong to the signed-in pages; the public landing does without sonner. */
function SessionToaster() {
  const { status } = useSession();
  return <LazyToaster active={status === 'authenticated'} />;
}
