import { Outlet, createRootRoute, Navigate } from '@tanstack/react-router';
import { Toaster } from 'sonner';
import { SessionProvider } from '../lib/session.tsx';

export const Route = createRootRoute({
  component: Root,
  // Any other path redirects to / (spec section 2).
  notFoundComponent: () => <Navigate to="/" replace />,
});

function Root() {
  return (
    <SessionProvider>
      <Outlet />
      <Toaster richColors position="top-right" closeButton />
    </SessionProvider>
  );
}
