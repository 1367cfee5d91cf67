// The platform portals' dashboards: live platform figures, the measured status and the support queue (the
// Comercial one is comercial/dashboard.tsx).
import { Building2, ClipboardList, Home, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';

import { SampleList } from '../../ui/sample-list.tsx';
import { SectionHeader } from '../../ui/section-header.tsx';
import { StatCard, StatGrid } from '../../ui/stat-card.tsx';
import { usePlatformFigures } from '../live-figures.ts';
import { SAMPLE_ACTIVITY } from '../samples.ts';
import { EstadoResumen } from './estado-plataforma.tsx';
import { SoporteResumen } from './soporte-tickets.tsx';

// Issue 33: the SUPER_ADMIN sets the commercial targets from here (its own chunk).
const MetasGlobal = lazy(() => import('./comercial/metas-global.tsx').then((m) => ({ default: m.MetasGlobal })));

export function GlobalDashboard() {
  const figures = usePlatformFigures();
  return (
    <>
      <SectionHeader title="Dashboard Global" description="Estado general de la plataforma." />
      <StatGrid>
        <StatCard
          label="Propiedades"
          value={figures.properties}
          icon={Building2}
          loading={figures.loading}
          testId="card-properties"
        />
        <StatCard label="Usuarios" value={figures.users} icon={Users} loading={figures.loading} testId="card-users" />
        <StatCard label="Unidades" value={figures.apartamentos} icon={Home} loading={figures.loading} />
        <StatCard
          label="Preregistros Pendientes"
          value={figures.pendingPreregistros}
          icon={ClipboardList}
          loading={figures.loading}
          testId="card-pending"
        />
      </StatGrid>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <EstadoResumen />
        <SampleList title="Actividad Reciente" items={SAMPLE_ACTIVITY} />
      </div>
      <Suspense fallback={null}>
        <MetasGlobal />
      </Suspense>
    </>
  );
}

export function SoporteDashboard() {
  const figures = usePlatformFigures();
  return (
    <>
      <SectionHeader title="Dashboard Soporte" description="Tickets y estado de la atención." />
      <SoporteResumen />
      <StatGrid className="mt-4 xl:grid-cols-2">
        <StatCard label="Usuarios registrados" value={figures.users} icon={Users} loading={figures.loading} testId="card-users" />
        <StatCard
          label="Preregistros pendientes"
          value={figures.pendingPreregistros}
          icon={ClipboardList}
          loading={figures.loading}
          testId="card-pending"
        />
      </StatGrid>
    </>
  );
}
