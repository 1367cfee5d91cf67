// «Mis Pagos» (owner portal) and «Estado de Cuenta» (resident portal): the caller's units and the chosen
// one's account (cuenta-de-unidad.tsx: balances, movements, the estado de cuenta PDF, recibos and the paz
// y salvo, art. 29), which Tesorería also shows with its ajustes.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';

import { mayPagarUnidad } from '@horizonte/contracts';

import { errorMessage } from '../../lib/api-errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { UnidadOptions } from '../community/unidad-options.tsx';
import { unidadLabel } from '../community/unidad.ts';
import { PagarEnLinea } from '../pagos-en-linea/pagar-en-linea.tsx';
import { useComplexPortal } from '../portals/complex/context.ts';
import { NativeSelect } from '../ui/input.tsx';
import { SectionHeader } from '../ui/section-header.tsx';
import { EmptyState, ErrorState, TableSkeleton } from '../ui/states.tsx';

// The account (its documents and movements) downloads beside the units' query, after the frame (issue 27).
const cuentaDeUnidad = import('./cuenta-de-unidad.tsx');
const CuentaDeUnidad = lazy(() => cuentaDeUnidad.then((m) => ({ default: m.CuentaDeUnidad })));

/**
 * `pagar`: a unit to open «Pagar en línea» for (the «Pagar ahora» link of the cuenta de cobro, issue 28).
 */
export function CuentaDeMisUnidades({ title, pagar }: { title: string; pagar?: string }) {
  const { ph } = useComplexPortal();
  const trpc = useTRPC();
  const mine = useQuery(trpc.apartamentos.mios.list.queryOptions({ id: ph.id }));
  const [elegida, setElegida] = useState<string | null>(pagar ?? null);
  const unidades = mine.data?.apartamentos ?? [];
  const unidad = unidades.find((u) => u.id === elegida) ?? unidades[0];
  const unidadId = unidad?.id ?? null;

  return (
    <>
      <SectionHeader
        title={title}
        description={ph.nombre}
        actions={
          unidades.length > 1 ? (
            <label className="flex items-center gap-2 text-sm">
              <span className="font-medium">Unidad</span>
              <NativeSelect
                className="w-40"
                value={unidadId ?? ''}
                onChange={(e) => setElegida(e.target.value)}
                aria-label="Unidad"
              >
                <UnidadOptions unidades={unidades} />
              </NativeSelect>
            </label>
          ) : undefined
        }
      />
      {mine.isLoading ? (
        <TableSkeleton rows={3} />
      ) : mine.isError ? (
        <ErrorState message={errorMessage(mine.error, 'No fue posible cargar tus unidades')} />
      ) : !unidadId ? (
        <EmptyState
          title="No tienes unidades vinculadas"
          description="Cuando la administración te vincule a una unidad, aquí verás su estado de cuenta, tus pagos y el paz y salvo."
        />
      ) : (
        <Suspense fallback={<TableSkeleton rows={5} />}>
          <CuentaDeUnidad
            apartamentoId={unidadId}
            acciones={
              // The people linked to a unit pay for it (contracts' policy): these are the caller's own units.
              mayPagarUnidad(unidad !== undefined) ? (
                <PagarEnLinea
                  key={unidadId}
                  apartamentoId={unidadId}
                  unidad={unidad ? unidadLabel(unidad) : undefined}
                  identificador={ph.identificador}
                  abrir={pagar === unidadId}
                />
              ) : undefined
            }
          />
        </Suspense>
      )}
    </>
  );
}
