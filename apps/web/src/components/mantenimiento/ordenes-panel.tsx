// Mantenimiento → Órdenes (issue 29): the board by estado (one column each, stacked at 360 px), a new
// orden for the administration, and each orden's detail in a dialog with its history, evidence and the
// actions the caller may take. The consejo sees the same board and approves from the detail.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { ESTADO_ORDEN_LABELS, ESTADOS_ORDEN, type OrdenOutput } from '@horizonte/contracts';

import { useTRPC } from '../../lib/trpc.ts';
import { ConfiguracionOrdenes } from '../ordenes/configuracion-ordenes.tsx';
import { NuevaOrden } from '../ordenes/nueva-orden.tsx';
import { OrdenDetalle } from '../ordenes/orden-detalle.tsx';
import { OrdenTarjeta } from '../ordenes/orden-tarjeta.tsx';
import { useComplexPortal } from '../portals/complex/context.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { EmptyState } from '../ui/states.tsx';

export default function OrdenesPanel() {
  const { ph, capabilities } = useComplexPortal();
  const trpc = useTRPC();
  const lista = useQuery(trpc.ordenes.list.queryOptions({ id: ph.id, pageSize: 100 }));
  const [nueva, setNueva] = useState(false);
  const [abierta, setAbierta] = useState<OrdenOutput | null>(null);
  return (
    <>
      {capabilities.mantenimiento.manage && !nueva ? (
        <div className="mb-4 flex justify-end">
          <Button onClick={() => setNueva(true)}>Nueva orden</Button>
        </div>
      ) : null}
      <ConfiguracionOrdenes phId={ph.id} editable={capabilities.mantenimiento.manage} />
      {nueva ? <NuevaOrden phId={ph.id} onDone={() => setNueva(false)} /> : null}
      <QueryView
        query={lista}
        failure="No fue posible cargar las órdenes de trabajo"
        rows={4}
        isEmpty={(data) => data.ordenes.length === 0}
        empty={<EmptyState title="Aún no hay órdenes de trabajo" description="Aquí verás las órdenes de trabajo por estado." />}
      >
        {(data) => (
          <div className="grid gap-4 md:grid-cols-3 xl:grid-cols-6" aria-label="Órdenes por estado">
            {ESTADOS_ORDEN.map((estado) => {
              const ordenes = data.ordenes.filter((o) => o.estado === estado);
              return (
                <section key={estado} aria-label={ESTADO_ORDEN_LABELS[estado]} className="min-w-0 space-y-2">
                  <h3 className="text-sm font-semibold">
                    {ESTADO_ORDEN_LABELS[estado]} <span className="text-slate-600 dark:text-slate-400">({ordenes.length})</span>
                  </h3>
                  <ul className="space-y-2">
                    {ordenes.map((o) => (
                      <li key={o.id}>
                        <OrdenTarjeta orden={o} onOpen={() => setAbierta(o)} />
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        )}
      </QueryView>
      <Dialog
        open={abierta !== null}
        onOpenChange={(o) => !o && setAbierta(null)}
        title={abierta ? `Orden N.º ${abierta.numero}: ${abierta.titulo}` : 'Orden'}
        className="max-w-2xl"
      >
        {abierta ? <OrdenDetalle ordenId={abierta.id} /> : null}
      </Dialog>
    </>
  );
}
