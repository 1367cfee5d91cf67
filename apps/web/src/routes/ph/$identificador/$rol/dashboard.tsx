import { Suspense, lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useComplexPortal } from '../../../../components/portals/complex/context.ts';
import { TableSkeleton } from '../../../../components/ui/states.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/dashboard')({ component: ComplexDashboard });

const dashboards = () => import('../../../../components/dashboards/complex-dashboards.tsx');

/** Every complex portal opens on its own dashboard, loaded with the portal's first screen. */
const DASHBOARDS = {
  'admin-type': lazy(async () => ({ default: (await dashboards()).AdminDashboard })),
  porteria: lazy(async () => ({ default: (await import('../../../../components/porteria/porteria-dashboard.tsx')).PorteriaDashboard })),
  owner: lazy(async () => ({ default: (await dashboards()).OwnerDashboard })),
  resident: lazy(async () => ({ default: (await dashboards()).ResidentDashboard })),
};

function ComplexDashboard() {
  const { kind, capabilities } = useComplexPortal();
  // The gate opens on what it has on its hands today.
  const Dashboard = DASHBOARDS[capabilities.rol === 'porteria' ? 'porteria' : kind];
  return (
    <Suspense fallback={<TableSkeleton />}>
      <Dashboard />
    </Suspense>
  );
}
