// The platform portals' dashboards: live platform figures beside sample content (the Comercial one is
// comercial/dashboard.tsx).
import { Building2, ClipboardList, Clock, Headphones, Home, LifeBuoy, Smile, Ticket, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';

import { SampleList } from '../../ui/sample-list.tsx';
import { SectionHeader } from '../../ui/section-header.tsx';
import { StatCard, StatGrid } from '../../ui/stat-card.tsx';
import { usePlatformFigures } from '../live-figures.ts';
import { SystemStatusCard } from '../platform-sections.tsx';
import { SAMPLE_ACTIVITY } from '../samples.ts';

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
        <SystemStatusCard />
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
      <StatGrid>
        <StatCard label="Tickets Abiertos" value="12" icon={Ticket} hint="Dato de ejemplo" />
        <StatCard label="Resueltos Hoy" value="9" icon={LifeBuoy} hint="Dato de ejemplo" />
        <StatCard label="Tiempo Medio de Respuesta" value="1,5 h" icon={Clock} hint="Dato de ejemplo" />
        <StatCard label="Satisfacción" value="4,8 / 5" icon={Smile} hint="Dato de ejemplo" />
      </StatGrid>
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
      <SampleList
        className="mt-6"
        title="Tickets recientes"
        items={[
          { title: 'No llega el correo de verificación', detail: 'Conjunto Altos del Chicó', meta: 'Alta', icon: Headphones },
          { title: 'Cambio de administrador', detail: 'Agrupación Los Prados de Castilla', meta: 'Media', icon: Headphones },
          { title: 'Duda sobre coeficientes', detail: 'Edificio Torre Central', meta: 'Baja', icon: Headphones },
        ]}
      />
    </>
  );
}
