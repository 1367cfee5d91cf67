// One orden as a card of a board or a list: its number, title, priority, proveedor, due date and cost.
import { formatoFecha, type OrdenOutput } from '@horizonte/contracts';

import { formatCOP } from '../../lib/format.ts';
import { PrioridadBadge } from './etiquetas.tsx';

export function OrdenTarjeta({ orden, onOpen }: { orden: OrdenOutput; onOpen(): void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="orden-tarjeta"
      className="w-full rounded-lg border border-slate-200 bg-white p-3 text-left text-sm hover:border-blue-400 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-900"
    >
      <span className="block text-xs text-slate-600 dark:text-slate-400">N.º {orden.numero}</span>
      <span className="block font-medium">{orden.titulo}</span>
      <span className="mt-1 flex flex-wrap items-center gap-1">
        <PrioridadBadge prioridad={orden.prioridad} />
        {orden.acciones.includes('aprobar') ? (
          <span className="text-xs font-medium text-blue-700 dark:text-blue-300">Por aprobar</span>
        ) : null}
      </span>
      <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
        {orden.proveedor?.razonSocial ?? 'Sin proveedor'}
        {orden.fechaLimite ? ` · vence ${formatoFecha(orden.fechaLimite)}` : ''}
        {orden.costoEstimado !== null ? ` · ${formatCOP(orden.costoEstimado)}` : ''}
      </span>
    </button>
  );
}
