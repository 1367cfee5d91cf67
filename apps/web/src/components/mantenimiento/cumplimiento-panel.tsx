// Mantenimiento → Cumplimiento (issue 29): every legal obligation of the complex, green / amber / red,
// with its norm, its next due date and the evidence of the last time it was done (its orden and files).
import { useQuery } from '@tanstack/react-query';

import {
  describirFrecuencia,
  ESTADO_CUMPLIMIENTO_LABELS,
  ESTADOS_CUMPLIMIENTO,
  formatoFecha,
  type EstadoCumplimiento,
  type ObligacionCumplimiento,
} from '@horizonte/contracts';

import { useTRPC } from '../../lib/trpc.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { Badge } from '../ui/badge.tsx';
import { Card } from '../ui/card.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { EmptyState } from '../ui/states.tsx';

/** Green, amber, red. */
export const TONO_CUMPLIMIENTO: Record<EstadoCumplimiento, 'green' | 'yellow' | 'red'> = {
  al_dia: 'green',
  por_vencer: 'yellow',
  vencido: 'red',
};

function cuando(o: ObligacionCumplimiento): string {
  if (o.diasRestantes === null || o.proximoVencimiento === null) return 'Sin próximas fechas';
  const fecha = formatoFecha(o.proximoVencimiento);
  if (o.diasRestantes < 0) return `Venció el ${fecha} (hace ${-o.diasRestantes} ${-o.diasRestantes === 1 ? 'día' : 'días'})`;
  if (o.diasRestantes === 0) return `Vence hoy, ${fecha}`;
  return `Vence el ${fecha} (en ${o.diasRestantes} ${o.diasRestantes === 1 ? 'día' : 'días'})`;
}

export default function CumplimientoPanel() {
  const { ph } = useComplexPortal();
  const trpc = useTRPC();
  const query = useQuery(trpc.mantenimiento.cumplimiento.get.queryOptions({ id: ph.id }));
  return (
    <QueryView
      query={query}
      failure="No fue posible cargar el cumplimiento"
      isEmpty={(d) => d.obligaciones.length === 0}
      empty={
        <EmptyState title="Sin obligaciones legales" description="Marca una tarea del plan preventivo como obligación legal." />
      }
    >
      {(data) => (
        <div className="space-y-4">
          <div className="flex flex-wrap gap-2" aria-label="Resumen del cumplimiento">
            {ESTADOS_CUMPLIMIENTO.map((e) => (
              <Badge key={e} tone={TONO_CUMPLIMIENTO[e]}>
                {ESTADO_CUMPLIMIENTO_LABELS[e]}: {data.resumen[e]}
              </Badge>
            ))}
          </div>
          <ul className="grid gap-3 lg:grid-cols-2" aria-label="Obligaciones legales">
            {data.obligaciones.map((o) => (
              <li key={o.planId}>
                <Card className="h-full p-4" data-testid={`obligacion-${o.clave ?? o.planId}`}>
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="min-w-0 font-semibold [overflow-wrap:anywhere]">{o.titulo}</h3>
                    <Badge tone={TONO_CUMPLIMIENTO[o.estado]}>{ESTADO_CUMPLIMIENTO_LABELS[o.estado]}</Badge>
                  </div>
                  <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                    {o.fuente ?? 'Sin fuente'} · {describirFrecuencia(o.frecuencia, o.intervalo)}
                    {o.activo ? ` · ${o.activo.nombre}` : ''}
                  </p>
                  <p className="mt-2 text-sm">{cuando(o)}</p>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                    {o.evidencia
                      ? `Última vez: ${formatoFecha(o.evidencia.fecha)} · orden #${o.evidencia.numero} · ${o.evidencia.adjuntos} ${o.evidencia.adjuntos === 1 ? 'adjunto' : 'adjuntos'}`
                      : 'Sin evidencia registrada'}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      )}
    </QueryView>
  );
}
