// The orden de trabajo of a PQRS, inside the PQRS's detail: its filer follows its progress (estado,
// proveedor) and rates it once verified; the administration opens it from the PQRS.
import { useQuery } from '@tanstack/react-query';

import type { PqrsOrdenResumen } from '@horizonte/contracts';

import { useOrdenDesdePqrs } from '../../data/ordenes.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../ui/button.tsx';
import { EstadoOrdenBadge } from './etiquetas.tsx';
import { AccionesOrden } from './orden-detalle.tsx';

export function OrdenDePqrs({
  pqrsId,
  orden,
  puedeCrear,
}: {
  pqrsId: string;
  orden: PqrsOrdenResumen | null;
  puedeCrear: boolean;
}) {
  const crear = useOrdenDesdePqrs();
  if (!orden) {
    if (!puedeCrear) return null;
    return (
      <Button
        size="sm"
        variant="outline"
        disabled={crear.isPending}
        onClick={() =>
          crear
            .mutateAsync({ id: pqrsId })
            .then(({ orden: o }) => toast.success(`Orden de trabajo N.º ${o.numero} creada`))
            .catch((err: unknown) => toast.error(errorMessage(err, 'No fue posible crear la orden de trabajo')))
        }
      >
        {crear.isPending ? 'Creando…' : 'Crear orden de trabajo'}
      </Button>
    );
  }
  return (
    <section
      aria-label="Orden de trabajo"
      data-testid="pqrs-orden"
      className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
    >
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">Orden de trabajo N.º {orden.numero}</span>
        <EstadoOrdenBadge estado={orden.estado} />
      </p>
      <p>{orden.proveedor ? `Proveedor: ${orden.proveedor}` : 'Aún sin proveedor asignado'}</p>
      {orden.calificacion !== null ? <p>Calificaste el trabajo con {orden.calificacion} de 5.</p> : null}
      <AccionesDeLaOrden ordenId={orden.id} />
    </section>
  );
}

/** Only what this person may do here (rate it, for its filer); the rest is done from Mantenimiento. */
function AccionesDeLaOrden({ ordenId }: { ordenId: string }) {
  const trpc = useTRPC();
  const detalle = useQuery(trpc.ordenes.get.queryOptions({ id: ordenId }));
  const orden = detalle.data?.orden;
  if (!orden?.acciones.includes('calificar')) return null;
  return <AccionesOrden orden={{ ...orden, acciones: ['calificar'] }} />;
}
