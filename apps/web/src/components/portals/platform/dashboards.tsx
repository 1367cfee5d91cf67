// The platform portals' dashboards: live platform figures beside sample content.
import { Briefcase, Building2, ClipboardList, Clock, DollarSign, Home, Target, TrendingUp, UserPlus, Users } from 'lucide-react';

import { formatCOP } from '../../../lib/format.ts';
import { SampleList } from '../../ui/sample-list.tsx';
import { SectionHeader } from '../../ui/section-header.tsx';
import { StatCard, StatGrid } from '../../ui/stat-card.tsx';
import { usePlatformFigures } from '../live-figures.ts';
import { SAMPLE_ACTIVITY } from '../samples.ts';
import { EstadoResumen } from './estado-plataforma.tsx';
import { SoporteResumen } from './soporte-tickets.tsx';

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
    </>
  );
}

export function ComercialDashboard() {
  const figures = usePlatformFigures();
  return (
    <>
      <SectionHeader title="Dashboard Comercial" description="Ventas, clientes y metas del mes." />
      <StatGrid>
        <StatCard label="Ventas del Mes" value={formatCOP(28_500_000)} icon={DollarSign} hint="Dato de ejemplo" />
        <StatCard label="Nuevos Clientes" value="8" icon={UserPlus} hint="Dato de ejemplo" />
        <StatCard label="Tasa de Conversión" value="24 %" icon={TrendingUp} hint="Dato de ejemplo" />
        <StatCard label="Meta Mensual" value="76 %" icon={Target} hint="Dato de ejemplo" />
      </StatGrid>
      <StatGrid className="mt-4 xl:grid-cols-2">
        <StatCard
          label="Propiedades en la plataforma"
          value={figures.properties}
          icon={Building2}
          loading={figures.loading}
          testId="card-properties"
        />
        <StatCard label="Usuarios registrados" value={figures.users} icon={Users} loading={figures.loading} testId="card-users" />
      </StatGrid>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <SampleList
          title="Oportunidades en curso"
          items={[
            {
              title: 'Conjunto Reservas del Parque',
              detail: 'Plan Módulos Pro · 240 unidades',
              meta: 'Propuesta',
              icon: Briefcase,
            },
            {
              title: 'Edificio Torre Central',
              detail: 'Plan Núcleo Premium · 60 unidades',
              meta: 'Demo agendada',
              icon: Briefcase,
            },
            { title: 'Agrupación Villa Verde', detail: 'Plan Élite Plus · 520 unidades', meta: 'Negociación', icon: Briefcase },
          ]}
        />
        <SampleList
          title="Actividades de hoy"
          items={[
            { title: 'Llamada de seguimiento', detail: 'Administradora de Torre Central', meta: '10:00 a. m.', icon: Clock },
            { title: 'Demostración del producto', detail: 'Consejo de Reservas del Parque', meta: '3:00 p. m.', icon: Clock },
          ]}
        />
      </div>
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
