// Dashboard Comercial (issue 33): the real figures of the commercial side — leads by estado, conversions
// this month, monthly recurring revenue, complexes by plan and state, and the month's target.
import { useQuery } from '@tanstack/react-query';
import { Building2, DollarSign, Target, TrendingUp, UserPlus } from 'lucide-react';

import {
  avanceMeta,
  formatoPrecio,
  LEAD_ESTADO_LABELS,
  LEAD_ESTADOS,
  LEAD_ESTADOS_CONVERTIBLES,
  PLAN_CATALOGO,
  PLAN_ESTADO_LABELS,
  type ComercialResumen,
} from '@horizonte/contracts';

import { formatNumber } from '../../../../lib/format.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { Card } from '../../../ui/card.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { SectionHeader } from '../../../ui/section-header.tsx';
import { StatCard, StatGrid } from '../../../ui/stat-card.tsx';
import { EmptyState } from '../../../ui/states.tsx';

export function ComercialDashboard() {
  const trpc = useTRPC();
  const resumen = useQuery(trpc.comercial.resumen.get.queryOptions());
  const metas = useQuery(trpc.comercial.metas.get.queryOptions({}));
  const avance = metas.data?.meta ? avanceMeta(metas.data.logrado.nuevosClientes, metas.data.meta.nuevosClientes) : null;
  const loading = resumen.isLoading;
  const r = resumen.data;
  const leadsAbiertos = r ? LEAD_ESTADOS_CONVERTIBLES.reduce((total, estado) => total + r.leadsPorEstado[estado], 0) : 0;
  return (
    <>
      <SectionHeader title="Dashboard Comercial" description="Ventas, clientes y metas del mes." />
      <StatGrid>
        <StatCard
          label="Ingreso Mensual Recurrente"
          value={r ? formatoPrecio(r.mrr) : '—'}
          icon={DollarSign}
          loading={loading}
          testId="card-mrr"
          hint="Suma de los planes de los conjuntos activos"
        />
        <StatCard
          label="Nuevos Clientes"
          value={r ? formatNumber(r.conversionesMes) : '—'}
          icon={UserPlus}
          loading={loading}
          testId="card-conversiones"
          hint="Leads convertidos este mes"
        />
        <StatCard
          label="Leads en Curso"
          value={r ? formatNumber(leadsAbiertos) : '—'}
          icon={TrendingUp}
          loading={loading}
          testId="card-leads"
        />
        <StatCard
          label="Meta Mensual"
          value={avance === null ? 'Sin meta' : `${avance} %`}
          icon={Target}
          loading={metas.isLoading}
          testId="card-meta"
          hint={
            metas.data?.meta
              ? `${metas.data.logrado.nuevosClientes} de ${metas.data.meta.nuevosClientes} nuevos clientes`
              : undefined
          }
        />
      </StatGrid>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <Card>
          <h3 className="mb-3 font-semibold">Leads por estado</h3>
          <QueryView query={resumen} failure="No fue posible cargar las cifras comerciales">
            {(data) => <LeadsPorEstado data={data} />}
          </QueryView>
        </Card>
        <Card>
          <h3 className="mb-3 flex items-center gap-2 font-semibold">
            <Building2 className="h-4 w-4" aria-hidden /> Conjuntos por plan
          </h3>
          <QueryView
            query={resumen}
            failure="No fue posible cargar las cifras comerciales"
            isEmpty={(data) => data.conjuntos.length === 0}
            empty={<EmptyState title="Aún no hay conjuntos con plan" />}
          >
            {(data) => <ConjuntosPorPlan data={data} />}
          </QueryView>
        </Card>
      </div>
    </>
  );
}

function LeadsPorEstado({ data }: { data: ComercialResumen }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="leads-por-estado">
      {LEAD_ESTADOS.map((estado) => (
        <div key={estado} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
          <dt className="text-xs text-slate-600 dark:text-slate-400">{LEAD_ESTADO_LABELS[estado]}</dt>
          <dd className="text-xl font-bold" data-testid={`leads-${estado}`}>
            {formatNumber(data.leadsPorEstado[estado])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ConjuntosPorPlan({ data }: { data: ComercialResumen }) {
  return (
    <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
      {data.conjuntos.map((row) => (
        <li key={`${row.plan}-${row.estado}`} className="flex items-center justify-between py-2">
          <span>
            {PLAN_CATALOGO[row.plan].nombre} · {PLAN_ESTADO_LABELS[row.estado]}
          </span>
          <span className="font-semibold">{formatNumber(row.total)}</span>
        </li>
      ))}
      {data.conjuntosSinPlan > 0 ? (
        <li className="flex items-center justify-between py-2 text-slate-600 dark:text-slate-400">
          <span>Sin plan registrado</span>
          <span className="font-semibold">{formatNumber(data.conjuntosSinPlan)}</span>
        </li>
      ) : null}
    </ul>
  );
}
