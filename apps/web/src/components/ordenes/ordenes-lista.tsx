// A short list of órdenes with their detail in a dialog: the proveedor's órdenes on its dashboard and
// the consejo's órdenes to approve on its own. Which ones is the caller's filter over what the API
// lets it read (a proveedor reads only its company's).
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import type { OrdenOutput } from '@horizonte/contracts';

import { useTRPC } from '../../lib/trpc.ts';
import { Card } from '../ui/card.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { EmptyState } from '../ui/states.tsx';
import { OrdenDetalle } from './orden-detalle.tsx';
import { OrdenTarjeta } from './orden-tarjeta.tsx';

interface OrdenesListaProps {
  phId: string;
  titulo: string;
  descripcion?: ReactNode;
  /** Which of the readable órdenes this list shows. */
  filtro(orden: OrdenOutput): boolean;
  vacio: { title: string; description: string };
  testId: string;
}

export function OrdenesLista({ phId, titulo, descripcion, filtro, vacio, testId }: OrdenesListaProps) {
  const trpc = useTRPC();
  const lista = useQuery(trpc.ordenes.list.queryOptions({ id: phId, pageSize: 100 }));
  const [abierta, setAbierta] = useState<OrdenOutput | null>(null);
  return (
    <Card className="mt-6 space-y-3 p-4" data-testid={testId}>
      <div>
        <h2 className="text-lg font-semibold">{titulo}</h2>
        {descripcion ? <p className="text-sm text-slate-600 dark:text-slate-400">{descripcion}</p> : null}
      </div>
      <QueryView
        query={lista}
        failure="No fue posible cargar las órdenes de trabajo"
        rows={2}
        isEmpty={(data) => !data.ordenes.some(filtro)}
        empty={<EmptyState title={vacio.title} description={vacio.description} />}
      >
        {(data) => (
          <ul className="grid gap-2 sm:grid-cols-2">
            {data.ordenes.filter(filtro).map((o) => (
              <li key={o.id}>
                <OrdenTarjeta orden={o} onOpen={() => setAbierta(o)} />
              </li>
            ))}
          </ul>
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
    </Card>
  );
}

/** The proveedor's dashboard: the órdenes of its company still being worked. */
export function OrdenesDelProveedor({ phId }: { phId: string }) {
  return (
    <OrdenesLista
      phId={phId}
      titulo="Mis órdenes de trabajo"
      descripcion="Márcalas en curso cuando empieces y terminadas con una foto de evidencia."
      filtro={(o) => o.acciones.length > 0}
      vacio={{ title: 'No tienes órdenes pendientes', description: 'Cuando la administración te asigne una, aparecerá aquí.' }}
      testId="ordenes-proveedor"
    />
  );
}

/** The consejo's dashboard: the órdenes over the threshold waiting for the member's decision. */
export function OrdenesPorAprobar({ phId }: { phId: string }) {
  return (
    <OrdenesLista
      phId={phId}
      titulo="Órdenes por aprobar"
      descripcion="Órdenes de trabajo cuyo costo estimado supera el monto que el conjunto fijó para el consejo."
      filtro={(o) => o.acciones.includes('aprobar')}
      vacio={{ title: 'Nada por aprobar', description: 'Cuando una orden supere el monto de aprobación, la verás aquí.' }}
      testId="ordenes-por-aprobar"
    />
  );
}
