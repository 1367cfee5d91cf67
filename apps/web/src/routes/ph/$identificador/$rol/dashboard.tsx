import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard } from '../../../../components/portals/complex/admin-sections.tsx';
import { OwnerDashboard } from '../../../../components/portals/complex/owner-sections.tsx';
import { ResidentHome } from '../../../../components/portals/complex/resident-sections.tsx';
import { useComplexPortal } from '../../../../components/portals/complex/context.ts';

export const Route = createFileRoute('/ph/$identificador/$rol/dashboard')({ component: ComplexDashboard });

/** Every complex portal opens on its own dashboard. */
const DASHBOARDS = { 'admin-type': AdminDashboard, owner: OwnerDashboard, resident: ResidentHome } as const;

function ComplexDashboard() {
  const Dashboard = DASHBOARDS[useComplexPortal().kind];
  return <Dashboard />;
}
