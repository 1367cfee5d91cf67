// The admin-type portal's sections (admin, consejo, proveedor, porteria): live counts and Comunidad,
// the rest sample content. Each is the component of a file route under routes/ph/$identificador/$rol/.
import { useQuery } from '@tanstack/react-query';
import {
  Building,
  CalendarDays,
  ClipboardList,
  CreditCard,
  FileText,
  FolderKanban,
  Hammer,
  Percent,
  Users,
  Wallet,
  Wrench,
} from 'lucide-react';
import { useTRPC } from '../../../lib/trpc.ts';
import { SampleList } from '../../ui/sample-list.tsx';
import { SectionHeader } from '../../ui/section-header.tsx';
import { StatCard, StatGrid } from '../../ui/stat-card.tsx';
import { formatCOP, formatNumber, formatPercent } from '../../../lib/format.ts';
import { SAMPLE_ACTIVITY, SAMPLE_DOCUMENTS, SAMPLE_EVENTS } from '../samples.ts';
import { useComplexPortal } from './context.ts';

export function AdminDashboard() {
  const { ph, capabilities } = useComplexPortal();
  const canSeeStats = capabilities.liveStats;
  const trpc = useTRPC();
  const stats = useQuery({ ...trpc.ph.stats.queryOptions({ id: ph.id }), enabled: canSeeStats, retry: false });
  const show = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value));
  const loading = canSeeStats && stats.isLoading;
  return (
    <>
      <SectionHeader title="Dashboard" description={ph.nombre} />
      <StatGrid>
        <StatCard
          label="Total Apartamentos"
          value={show(stats.data?.apartamentos)}
          icon={Building}
          loading={loading}
          testId="card-apartamentos"
        />
        <StatCard
          label="Residentes Activos"
          value={show(stats.data?.residentes)}
          icon={Users}
          loading={loading}
          testId="card-residentes"
        />
        <StatCard label="Pagos Pendientes" value={formatCOP(4_250_000)} icon={CreditCard} hint="Dato de ejemplo" />
        <StatCard label="Mantenimiento" value="3" icon={Wrench} hint="Órdenes abiertas (ejemplo)" />
      </StatGrid>
      {canSeeStats ? (
        <StatGrid className="mt-4 xl:grid-cols-2">
          <StatCard
            label="Preregistros Pendientes"
            value={show(stats.data?.pendingPreregistros)}
            icon={ClipboardList}
            loading={loading}
            testId="card-pending"
          />
          <StatCard
            label="Suma de Coeficientes"
            value={stats.data ? formatPercent(stats.data.coeficienteTotal) : '—'}
            icon={Percent}
            loading={loading}
          />
        </StatGrid>
      ) : null}
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <SampleList title="Actividades Recientes" items={SAMPLE_ACTIVITY} />
        <SampleList title="Próximos Eventos" items={SAMPLE_EVENTS} />
      </div>
    </>
  );
}

export function Treasury() {
  return (
    <>
      <SectionHeader title="Tesorería" description="Recaudo y gastos del mes (datos de ejemplo)." />
      <StatGrid>
        <StatCard label="Recaudo del Mes" value={formatCOP(96_500_000)} icon={Wallet} />
        <StatCard label="Cartera Vencida" value={formatCOP(4_250_000)} icon={CreditCard} />
        <StatCard label="Gastos del Mes" value={formatCOP(61_300_000)} icon={FileText} />
        <StatCard label="Fondo de Imprevistos" value={formatCOP(18_900_000)} icon={CalendarDays} />
      </StatGrid>
    </>
  );
}

export function Maintenance() {
  return (
    <>
      <SectionHeader title="Mantenimiento" description="Órdenes de trabajo y mantenimientos programados (datos de ejemplo)." />
      <SampleList
        title="Órdenes de trabajo"
        items={[
          {
            title: 'Revisión de ascensores',
            detail: 'Torre 1 · Proveedor Ascensores Andinos',
            meta: 'En curso',
            icon: Wrench,
          },
          { title: 'Poda de zonas verdes', detail: 'Jardines y parque infantil', meta: 'Programada', icon: Hammer },
          { title: 'Cambio de luminarias', detail: 'Parqueadero sótano 1', meta: 'Completada', icon: Wrench },
        ]}
      />
    </>
  );
}

export function Administrative() {
  return (
    <>
      <SectionHeader title="Administrativo" description="Documentos, actas y comunicados del conjunto." />
      <SampleList title="Documentos" items={SAMPLE_DOCUMENTS} />
    </>
  );
}

export function Projects() {
  return (
    <>
      <SectionHeader title="Proyectos" description="Obras y mejoras aprobadas por la asamblea (datos de ejemplo)." />
      <SampleList
        title="Proyectos en curso"
        items={[
          {
            title: 'Impermeabilización de cubiertas',
            detail: `Presupuesto ${formatCOP(85_000_000)} · avance 40 %`,
            meta: 'En ejecución',
            icon: FolderKanban,
          },
          {
            title: 'Renovación del salón comunal',
            detail: `Presupuesto ${formatCOP(32_000_000)}`,
            meta: 'Cotizando',
            icon: FolderKanban,
          },
          {
            title: 'Paneles solares en zonas comunes',
            detail: 'Estudio de viabilidad',
            meta: 'En estudio',
            icon: FolderKanban,
          },
        ]}
      />
    </>
  );
}
