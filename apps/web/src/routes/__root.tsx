import { Outlet, createRootRoute, Navigate } from '@tanstack/react-router';

export const Route = createRootRoute({
  component: () => <Outlet />,
  // Any other path redirects to / (spec section 2).
  notFoundComponent: () => <Navigate to="/" replace />,
});
