// The complex portals' dashboards, every figure real (issue 14 section 4, issue 15 section 7): the
// caller's units and what they owe, unread comunicados, and for the administration the cartera and
// the PQRS indicators. A figure the caller may not read shows an honest dash, never a sample.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  Building,
  CheckCircle2,
  ClipboardList,
  Clock,
  CreditCard,
  Home,
  Megaphone,
  MessageSquare,
  Percent,
  Users,
} from 'lucide-react';
import { lazy, Suspense } from 'react';

import { formatoFecha, veOrdenesDeSuProveedor, type ComunicadoOutput } from '@horizonte/contracts';

import { formatCOP, formatDate, formatNumber, formatPercent, plural } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { Card } from '../ui/card.tsx';
import { SectionHeader } from '../ui/section-header.tsx';
import { StatCard, StatGrid } from '../ui/stat-card.tsx';
import { EmptyState, TableSkeleton } from '../ui/states.tsx';
import { CumplimientoCard } from './cumplimiento-card.tsx';
import { InformeMensualCard } from './informe-mensual-card.tsx';
import { MisPendientes } from './mis-pendientes.tsx';
import { PendientesPanel } from './pendientes-panel.tsx';
import { useInicio, useMisCuentas } from './use-mis-cuentas.ts';

// The PQRS assigned to a proveedor (their answer forms and dialogs) load only on that dashboard (issue 27).
const PqrsAsignadas = lazy(() => import('../pqrs/pqrs-asignadas.tsx').then((m) => ({ default: m.PqrsAsignadas })));
// Issue 29: the proveedor's órdenes and the consejo's órdenes to approve, likewise.
const OrdenesDelProveedor = lazy(() => import('../ordenes/ordenes-lista.tsx').then((m) => ({ default: m.OrdenesDelProveedor })));
const OrdenesPorAprobar = lazy(() => import('../ordenes/ordenes-lista.tsx').then((m) => ({ default: m.OrdenesPorAprobar })));
const MiProveedor = lazy(() => import('../proveedores/mi-proveedor.tsx'));

export function AdminDashboard() {
  const { ph, capabilities } = useComplexPortal();
  const trpc = useTRPC();
  const tesoreria = capabilities.tesoreria;
  const staff = capabilities.community.read;
  const stats = useQuery({ ...trpc.ph.stats.queryOptions({ id: ph.id }), enabled: capabilities.liveStats, retry: false });
  const cartera = useQuery({
    ...trpc.tesoreria.cartera.get.queryOptions({ id: ph.id, pageSize: 1 }),
    enabled: tesoreria,
    retry: false,
  });
  const pqrs = useQuery({ ...trpc.pqrs.indicadores.queryOptions({ id: ph.id }), enabled: staff, retry: false });
  const show = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value));
  const ind = pqrs.data?.indicadores;
  return (
    <>
      <SectionHeader title="Dashboard" description={ph.nombre} />
      <StatGrid>
        <StatCard
          label="Total Apartamentos"
          value={show(stats.data?.apartamentos)}
          icon={Building}
          loading={stats.isLoading && capabilities.liveStats}
          testId="card-apartamentos"
        />
        <StatCard
          label="Residentes Activos"
          value={show(stats.data?.residentes)}
          icon={Users}
          loading={stats.isLoading && capabilities.liveStats}
          testId="card-residentes"
        />
        <StatCard
          label="Pagos Pendientes"
          value={cartera.data ? formatCOP(cartera.data.totales.cartera) : '—'}
          icon={CreditCard}
          loading={cartera.isLoading && tesoreria}
          hint={cartera.data ? `Cartera: ${formatPercent(cartera.data.totales.porcentajeCartera)} de lo facturado` : undefined}
          testId="card-cartera"
        />
        <StatCard
          label="PQRS Abiertas"
          value={show(ind?.abiertas)}
          icon={MessageSquare}
          loading={pqrs.isLoading && staff}
          hint={
            ind
              ? `${plural(ind.vencidas, 'vencida', 'vencidas')} · ${ind.porcentajeEnTermino === null ? 'sin respuestas aún' : `${formatPercent(ind.porcentajeEnTermino)} respondidas en término`}`
              : undefined
          }
          testId="card-pqrs"
        />
      </StatGrid>
      {capabilities.mantenimiento.read ? (
        <StatGrid className="mt-4 xl:grid-cols-1">
          <CumplimientoCard />
        </StatGrid>
      ) : null}
      {capabilities.liveStats ? (
        <StatGrid className="mt-4 xl:grid-cols-2">
          <StatCard
            label="Preregistros Pendientes"
            value={show(stats.data?.pendingPreregistros)}
            icon={ClipboardList}
            loading={stats.isLoading}
            testId="card-pending"
          />
          <StatCard
            label="Suma de Coeficientes"
            value={stats.data ? formatPercent(stats.data.coeficienteTotal) : '—'}
            icon={Percent}
            loading={stats.isLoading}
          />
        </StatGrid>
      ) : null}
      {staff ? <PendientesPanel /> : null}
      {capabilities.mantenimiento.aprobar ? (
        <Suspense fallback={<TableSkeleton />}>
          <OrdenesPorAprobar phId={ph.id} />
        </Suspense>
      ) : null}
      {tesoreria ? <InformeMensualCard phId={ph.id} /> : null}
      <ComunicadosRecientes />
    </>
  );
}

/**
 * The dashboard of a staff member who is neither the administration nor the gate (the proveedor): the
 * órdenes of its company and the PQRS assigned to them with their deadlines, and the comunicados.
 * Nothing it may not read.
 */
export function AssignedWorkDashboard() {
  const { ph, capabilities } = useComplexPortal();
  return (
    <>
      <SectionHeader title="Dashboard" description={ph.nombre} />
      <Suspense fallback={<TableSkeleton />}>
        {veOrdenesDeSuProveedor([capabilities.rol]) ? (
          <>
            <OrdenesDelProveedor phId={ph.id} />
            <MiProveedor />
          </>
        ) : null}
        <PqrsAsignadas phId={ph.id} />
      </Suspense>
      <ComunicadosRecientes />
    </>
  );
}

export const OwnerDashboard = () => <MisCuentasDashboard title="Dashboard" />;
export const ResidentDashboard = () => <MisCuentasDashboard title="Inicio" />;

/** Owners' and residents' first screen: their units, what they owe, their payments and the notices. */
function MisCuentasDashboard({ title }: { title: string }) {
  const { ph } = useComplexPortal();
  const cuentas = useMisCuentas(ph.id);
  return (
    <>
      <SectionHeader title={title} description={ph.nombre} />
      <StatGrid>
        <StatCard
          label="Mis Apartamentos"
          value={cuentas.isLoading ? '—' : formatNumber(cuentas.unidades.length)}
          icon={Home}
          loading={cuentas.isLoading}
          testId="card-mis-apartamentos"
        />
        <StatCard
          label="Unidades al Día"
          value={formatNumber(cuentas.alDia)}
          icon={CheckCircle2}
          loading={cuentas.isLoading}
          testId="card-al-dia"
        />
        <StatCard
          label="Pagos Pendientes"
          value={formatCOP(cuentas.pendiente)}
          icon={Clock}
          loading={cuentas.isLoading}
          testId="card-pendiente"
        />
        <NoLeidosCard />
      </StatGrid>
      <MisPendientes saldo={cuentas.isLoading ? null : cuentas.pendiente} />
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <UltimosPagos pagos={cuentas.pagos} />
        <MisComunicadosRecientes />
      </div>
    </>
  );
}

function NoLeidosCard() {
  const { ph } = useComplexPortal();
  const inicio = useInicio(ph.id);
  const n = inicio.data?.notificaciones;
  return (
    <StatCard
      label="Comunicados sin Leer"
      value={n ? formatNumber(n.comunicadosNoLeidos) : '—'}
      icon={Megaphone}
      loading={inicio.isLoading}
    />
  );
}

function UltimosPagos({ pagos }: { pagos: { fecha: string; concepto: string; abono: number }[] }) {
  const { ph, kind, capabilities } = useComplexPortal();
  return (
    <Card>
      <h3 className="mb-4 text-lg font-semibold">Últimos Pagos</h3>
      {pagos.length === 0 ? (
        <EmptyState
          title="Sin pagos registrados"
          description="Cuando la administración registre un pago de tu unidad lo verás aquí, con su recibo de caja."
        />
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {pagos.map((p, i) => (
            <li key={i} className="flex items-center justify-between gap-3 py-3 text-sm first:pt-0 last:pb-0">
              <div className="min-w-0">
                <p className="font-medium break-words">{p.concepto}</p>
                <p className="text-slate-600 dark:text-slate-400">{formatoFecha(p.fecha)}</p>
              </div>
              <span className="font-semibold">{formatCOP(p.abono)}</span>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={kind === 'owner' ? '/ph/$identificador/$rol/pagos' : '/ph/$identificador/$rol/estado-cuenta'}
        params={{ identificador: ph.identificador, rol: capabilities.rol }}
        className="mt-4 inline-block text-sm font-medium text-blue-700 hover:underline dark:text-blue-400"
      >
        Ver estado de cuenta
      </Link>
    </Card>
  );
}

function ComunicadosRecientes() {
  const { ph } = useComplexPortal();
  const trpc = useTRPC();
  const list = useQuery({ ...trpc.comunicados.list.queryOptions({ id: ph.id, pageSize: 3 }), retry: false });
  return <ListaComunicados comunicados={list.data?.comunicados ?? []} />;
}

/** The owner's and resident's recent comunicados, from their first screen's one request. */
function MisComunicadosRecientes() {
  const { ph } = useComplexPortal();
  const inicio = useInicio(ph.id);
  return <ListaComunicados comunicados={inicio.data?.comunicados?.comunicados ?? []} embedded />;
}

function ListaComunicados({ comunicados, embedded = false }: { comunicados: ComunicadoOutput[]; embedded?: boolean }) {
  return (
    <Card className={embedded ? undefined : 'mt-6'}>
      <h3 className="mb-4 text-lg font-semibold">Comunicados Recientes</h3>
      {comunicados.length === 0 ? (
        <EmptyState title="Sin comunicados" description="Los avisos de la administración aparecerán aquí." />
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {comunicados.map((c) => (
            <li key={c.id} className="py-3 text-sm first:pt-0 last:pb-0">
              <p className="font-medium">
                {c.titulo}{' '}
                {c.leido ? null : (
                  <span className="ml-1 rounded bg-blue-100 px-1.5 text-xs text-blue-800 dark:bg-blue-900 dark:text-blue-100">
                    nuevo
                  </span>
                )}
              </p>
              <p className="text-slate-600 dark:text-slate-400">{formatDate(c.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
