// The protected-route guard (spec section 2): spinner while loading, / when signed out,
// 'Sin Acceso Asignado' for a non-super user with no roles.
import type { ReactNode } from 'react';
import { Navigate } from '@tanstack/react-router';
import { useSession } from '../lib/session.tsx';
import { FullPageSpinner } from './ui/spinner.tsx';
import { NoAccessScreen } from './no-access-screen.tsx';

export function RequireSession({ children, allowWithoutRoles = false }: { children: ReactNode; allowWithoutRoles?: boolean }) {
  const { status, user, roles } = useSession();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'anonymous' || !user) return <Navigate to="/" replace />;
  if (!user.isSuperUser && roles.length === 0 && !allowWithoutRoles) return <NoAccessScreen />;
  return <>{children}</>;
}
