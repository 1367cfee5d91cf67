import type { ErrorComponentProps } from '@tanstack/react-router';

import { NoAccessScreen } from '../no-access-screen.tsx';
import { Alert } from '../ui/alert.tsx';
import { AccessDenied } from './access-denied.tsx';
import { PortalRefusal } from './portal-refusal.ts';

/** The errorComponent of the guarded routes: what their `beforeLoad` refused, or an unexpected error. */
export function PortalRefusalScreen({ error }: ErrorComponentProps) {
  if (error instanceof PortalRefusal) {
    return error.kind === 'no-roles' ? <NoAccessScreen /> : <AccessDenied message={error.message} />;
  }
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Alert tone="error">No fue posible abrir esta página. Recarga e inténtalo de nuevo.</Alert>
    </main>
  );
}
