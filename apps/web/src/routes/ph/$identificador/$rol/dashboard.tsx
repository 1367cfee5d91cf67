import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

import { useComplexPortal } from '../../../../components/portals/complex/context.ts';
import { TableSkeleton } from '../../../../components/ui/states.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/dashboard')({ component: ComplexDashboard });

const dashboards = () => import('../../../../components/dashboards/complex-dashboards.tsx');

/** Every complex portal opens on its own dashboard, loaded with the portal's first screen. */
const DASHBOARDS = {
  'admin-type': lazy(async () => ({ default: (await dashboards()).AdminDashboard })),
  gate: lazy(async () => ({ default: (await import('../../../../components/porteria/porteria-panel.tsx')).PorteriaPanel })),
  assigned: lazy(async () => ({ default: (await dashboards()).AssignedWorkDashboard })),
  owner: lazy(async () => ({ default: (await dashboards()).OwnerDashboard })),
  resident: lazy(async () => ({ default: (await dashboards()).ResidentDashboard })),
};

function ComplexDashboard() {
  const { kind, capabilities } = useComplexPortal();
  // The gate opens on the gate itself; staff who read neither the community nor the gate, on the work assigned to them.
  const Dashboard = DASHBOARDS[capabilities.gate ? 'gate' : kind === 'admin-type' && !capabilities.liveStats ? 'assigned' : kind];
  return (
    <Suspense fallback={<TableSkeleton />}>
      <Dashboard />
    </Suspense>
  );
}
