// Pieces every PQRS screen shares: the estado badge, the due-date chip (días hábiles left, Ley 1755
// art. 14), and a PQRS in a list, whose detail (pqrs-detalle.tsx, with its forms and their schemas)
// loads when it is opened (issue 27's route budget).
import { lazy, Suspense } from 'react';

import {
  formatoFecha,
  PQRS_DIAS_POR_VENCER,
  PQRS_ESTADO_LABELS,
  PQRS_TIPO_LABELS,
  type PqrsEstado,
  type PqrsOutput,
} from '@horizonte/contracts';

import { formatDate } from '../../lib/format.ts';
import { Badge } from '../ui/badge.tsx';
import { TableSkeleton } from '../ui/states.tsx';
import type { DetalleProps } from './pqrs-detalle.tsx';

const PqrsDetalle = lazy(async () => ({ default: (await import('./pqrs-detalle.tsx')).PqrsDetalle }));

const ESTADO_TONES: Record<PqrsEstado, 'yellow' | 'green' | 'red' | 'blue' | 'slate'> = {
  radicada: 'blue',
  en_tramite: 'yellow',
  en_espera_solicitante: 'slate',
  respondida: 'green',
  cerrada: 'slate',
  reabierta: 'yellow',
  anulada: 'red',
};

export function EstadoBadge({ estado }: { estado: PqrsEstado }) {
  return <Badge tone={ESTADO_TONES[estado]}>{PQRS_ESTADO_LABELS[estado]}</Badge>;
}

/** A civil due date as people read it («17 dic 2026»). */
export const venceEl = (fecha: string) => formatoFecha(fecha);

/** Green with more than PQRS_DIAS_POR_VENCER días hábiles left, amber with fewer, red when overdue. */
export function VencimientoChip({ pqrs }: { pqrs: PqrsOutput }) {
  if (pqrs.diasRestantes === null)
    return (
      <span className="text-xs text-slate-600 dark:text-slate-400">
        {pqrs.fechaVencimiento ? `Vencía el ${venceEl(pqrs.fechaVencimiento)}` : 'Sin término legal'}
      </span>
    );
  const dias = pqrs.diasRestantes;
  const tone = dias < 0 ? 'red' : dias <= PQRS_DIAS_POR_VENCER ? 'yellow' : 'green';
  const text =
    dias < 0
      ? `Vencida hace ${-dias} ${-dias === 1 ? 'día hábil' : 'días hábiles'}`
      : dias === 0
        ? 'Vence hoy'
        : `${dias} ${dias === 1 ? 'día hábil' : 'días hábiles'}`;
  return (
    <span data-testid="vencimiento-chip" data-tone={tone}>
      <Badge tone={tone}>
        {text} · vence el {venceEl(pqrs.fechaVencimiento!)}
      </Badge>
    </span>
  );
}

export const tipoLabel = (p: PqrsOutput) => PQRS_TIPO_LABELS[p.tipo];

/** A PQRS in a list: its summary as a disclosure button, and its detail below once opened. */
export function PqrsItem({
  pqrs,
  abierta,
  onToggle,
  modo,
  conSolicitante = false,
  testId,
}: {
  pqrs: PqrsOutput;
  abierta: boolean;
  onToggle(): void;
  modo: DetalleProps['modo'];
  conSolicitante?: boolean;
  testId: string;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={abierta}
        data-testid={testId}
        className="flex w-full flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 px-4 py-3 text-left hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900"
      >
        <span className="min-w-0">
          <span className="block font-medium break-words">{pqrs.asunto}</span>
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {pqrs.radicado} · {PQRS_TIPO_LABELS[pqrs.tipo]}
            {conSolicitante ? ` · ${pqrs.solicitante.nombre}${pqrs.unidad ? ` · ${pqrs.unidad}` : ''}` : ''} ·{' '}
            {formatDate(pqrs.fechaRadicacion)}
          </span>
        </span>
        <span className="flex flex-wrap items-center gap-2">
          <EstadoBadge estado={pqrs.estado} />
          <VencimientoChip pqrs={pqrs} />
        </span>
      </button>
      {abierta ? (
        <div className="mt-2">
          <Suspense fallback={<TableSkeleton rows={4} />}>
            <PqrsDetalle pqrsId={pqrs.id} modo={modo} />
          </Suspense>
        </div>
      ) : null}
    </li>
  );
}
