import { Suspense, lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useComplexPortal } from '../../../../components/portals/complex/context.ts';
import { TableSkeleton } from '../../../../components/ui/states.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/dashboard')({ component: ComplexDashboard });

const sections = {
  admin: () => import('../../../../components/portals/complex/admin-sections.tsx'),
  owner: () => import('../../../../components/portals/complex/owner-sections.tsx'),
  resident: () => import('../../../../components/portals/complex/resident-sections.tsx'),
};

/** Every complex portal opens on its own dashboard (each downloads only its own code). */
const DASHBOARDS = {
  'admin-type': lazy(async () => ({ default: (await sections.admin()).AdminDashboard })),
  owner: lazy(async () => ({ default: (await sections.owner()).OwnerDashboard })),
  resident: lazy(async () => ({ default: (await sections.resident()).ResidentHome })),
};

function ComplexDashboard() {
  const Dashboard = DASHBOARDS[useComplexPortal().kind];
  return (
    <Suspense fallback={<TableSkeleton />}>
      <Dashboard />
    </Suspense>
  );
}
