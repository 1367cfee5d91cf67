// The owner portal's sections besides money and documents (propietario): the apartments are live;
// Eventos says what it will hold until it is built. Each is the component of a file route under routes/ph/$identificador/$rol/.
import { useQuery } from '@tanstack/react-query';

import { TIPO_UNIDAD_LABELS } from '@horizonte/contracts';

import { errorMessage } from '../../../lib/api-errors.ts';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { unidadLabel } from '../../community/unidad.ts';
import { Card } from '../../ui/card.tsx';
import { SectionHeader } from '../../ui/section-header.tsx';
import { EmptyState, ErrorState, TableSkeleton } from '../../ui/states.tsx';
import { useComplexPortal } from './context.ts';

function useMyApartments(phId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.apartamentos.mios.list.queryOptions({ id: phId }));
}

export function Events() {
  return (
    <>
      <SectionHeader title="Eventos" description="Actividades y fechas del conjunto." />
      <EmptyState
        title="Aún no hay eventos publicados"
        description="Aquí verás las actividades y fechas del conjunto. Las convocatorias y avisos de la administración llegan por Comunicados."
      />
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
