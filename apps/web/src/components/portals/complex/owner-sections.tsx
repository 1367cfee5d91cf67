// The owner portal's sections (propietario): sample payments, documents and events; the apartments
// are live. Each is the component of a file route under routes/ph/$identificador/$rol/.
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, CheckCircle2, Clock, Home } from 'lucide-react';
import { TIPO_UNIDAD_LABELS } from '@horizonte/contracts';
import { useTRPC } from '../../../lib/trpc.ts';
import { errorMessage } from '../../../lib/api-errors.ts';
import { Card } from '../../ui/card.tsx';
import { unidadLabel } from '../../community/unidad.ts';
import { Badge } from '../../ui/badge.tsx';
import { SampleList } from '../../ui/sample-list.tsx';
import { SectionHeader } from '../../ui/section-header.tsx';
import { StatCard, StatGrid } from '../../ui/stat-card.tsx';
import { EmptyState, ErrorState, TableSkeleton } from '../../ui/states.tsx';
import { TableFrame, td, TableHeader } from '../../ui/table.tsx';
import { formatCOP, formatDate, formatNumber, formatPercent } from '../../../lib/format.ts';
import { SAMPLE_DOCUMENTS, SAMPLE_EVENTS, SAMPLE_PAYMENTS } from '../samples.ts';
import { useComplexPortal } from './context.ts';

function useMyApartments(phId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.apartamentos.mine.queryOptions({ id: phId }));
}

export function OwnerDashboard() {
  const { ph } = useComplexPortal();
  const mine = useMyApartments(ph.id);
  return (
    <>
      <SectionHeader title="Dashboard" description={ph.nombre} />
      <StatGrid>
        <StatCard
          label="Mis Apartamentos"
          value={mine.data ? formatNumber(mine.data.total) : '—'}
          icon={Home}
          loading={mine.isLoading}
          testId="card-mis-apartamentos"
        />
        <StatCard label="Pagos al Día" value="3" icon={CheckCircle2} hint="Dato de ejemplo" />
        <StatCard label="Pagos Pendientes" value={formatCOP(385_000)} icon={Clock} hint="Dato de ejemplo" />
        <StatCard label="Próximos Eventos" value={String(SAMPLE_EVENTS.length)} icon={CalendarDays} />
      </StatGrid>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <Card>
          <h3 className="mb-4 text-lg font-semibold">Últimos Pagos</h3>
          <PaymentsList />
        </Card>
        <SampleList title="Eventos" items={SAMPLE_EVENTS} />
      </div>
    </>
  );
}

function PaymentsList() {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {SAMPLE_PAYMENTS.slice(0, 3).map((p) => (
        <li key={p.concepto} className="flex items-center justify-between gap-3 py-3 text-sm first:pt-0 last:pb-0">
          <div>
            <p className="font-medium">{p.concepto}</p>
            <p className="text-slate-600 dark:text-slate-400">{formatDate(`${p.fecha}T12:00:00`)}</p>
          </div>
          <span className="font-semibold">{formatCOP(p.valor)}</span>
        </li>
      ))}
    </ul>
  );
}

export function PaymentsTable() {
  return (
    <TableFrame label="Pagos">
      <TableHeader columns={['Concepto', 'Fecha', 'Valor', 'Estado']} />
      <tbody>
        {SAMPLE_PAYMENTS.map((p) => (
          <tr key={p.concepto}>
            <td className={`${td} font-medium`}>{p.concepto}</td>
            <td className={td}>{formatDate(`${p.fecha}T12:00:00`)}</td>
            <td className={td}>{formatCOP(p.valor)}</td>
            <td className={td}>
              <Badge tone={p.estado === 'Pagado' ? 'green' : 'yellow'}>{p.estado}</Badge>
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

export function Payments() {
  return (
    <>
      <SectionHeader title="Mis Pagos" description="Historial de pagos de administración (datos de ejemplo)." />
      <PaymentsTable />
    </>
  );
}

export function Documents() {
  return (
    <>
      <SectionHeader title="Documentos" />
      <SampleList title="Documentos del conjunto" items={SAMPLE_DOCUMENTS} />
    </>
  );
}

export function Events() {
  return (
    <>
      <SectionHeader title="Eventos" />
      <SampleList title="Próximos eventos" items={SAMPLE_EVENTS} />
    </>
  );
}

export function MyApartmentsSection() {
  const { ph } = useComplexPortal();
  return (
    <>
      <SectionHeader title="Mis Apartamentos" description={ph.nombre} />
      <MyApartments phId={ph.id} />
    </>
  );
}

function MyApartments({ phId }: { phId: string }) {
  const mine = useMyApartments(phId);
  if (mine.isLoading) return <TableSkeleton rows={2} />;
  if (mine.isError) return <ErrorState message={errorMessage(mine.error, 'No fue posible cargar tus apartamentos')} />;
  if (!mine.data || mine.data.apartamentos.length === 0)
    return (
      <EmptyState title="No tienes unidades registradas" description="Si crees que es un error, contacta a la administración." />
    );
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {mine.data.apartamentos.map((a) => (
        <Card key={a.id} data-testid="my-apartment">
          <p className="text-lg font-semibold">{unidadLabel(a)}</p>
          <dl className="mt-3 space-y-1 text-sm">
            <div className="flex justify-between">
              <dt className="text-slate-600 dark:text-slate-400">Tipo</dt>
              <dd>{TIPO_UNIDAD_LABELS[a.tipo]}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-slate-600 dark:text-slate-400">Piso</dt>
              <dd>{a.piso ?? '—'}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-slate-600 dark:text-slate-400">Área</dt>
              <dd>{a.areaM2 === null ? '—' : `${formatNumber(a.areaM2)} m²`}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-slate-600 dark:text-slate-400">Coeficiente</dt>
              <dd>{formatPercent(a.coeficiente)}</dd>
            </div>
          </dl>
        </Card>
      ))}
    </div>
  );
}
