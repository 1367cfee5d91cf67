// The administration's view of one unit's account (Tesorería → Estado de cuenta): pick the unit, read
// what the owner reads, and, for whoever manages the treasury, correct it with a nota crédito or débito.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { useTRPC } from '../../lib/trpc.ts';
import { UnidadOptions } from '../community/unidad-options.tsx';
import { unidadLabel } from '../community/unidad.ts';
import { NativeSelect } from '../ui/input.tsx';
import { EmptyState, TableSkeleton } from '../ui/states.tsx';
import { CuentaDeUnidad } from './cuenta-de-unidad.tsx';
import { RegistrarAjuste } from './registrar-ajuste.tsx';

export function CuentaUnidadPanel({ phId, canManage }: { phId: string; canManage: boolean }) {
  const trpc = useTRPC();
  const unidades = useQuery(trpc.apartamentos.list.queryOptions({ id: phId, pageSize: 500 }));
  const [elegida, setElegida] = useState('');
  const lista = unidades.data?.apartamentos ?? [];
  const unidad = lista.find((u) => u.id === elegida);
  return (
    <div className="space-y-4">
      <label className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">Unidad</span>
        <NativeSelect className="w-48" value={elegida} onChange={(e) => setElegida(e.target.value)} aria-label="Unidad">
          <option value="">Elige la unidad</option>
          <UnidadOptions unidades={lista} />
        </NativeSelect>
      </label>
      {unidades.isLoading ? (
        <TableSkeleton rows={3} />
      ) : !unidad ? (
        <EmptyState
          title="Elige una unidad"
          description="Verás su estado de cuenta como lo ve el propietario, con sus documentos; la administración puede registrar notas crédito y débito."
        />
      ) : (
        <CuentaDeUnidad
          key={unidad.id}
          apartamentoId={unidad.id}
          acciones={canManage ? <RegistrarAjuste apartamentoId={unidad.id} unidad={unidadLabel(unidad)} /> : undefined}
        />
      )}
    </div>
  );
}
