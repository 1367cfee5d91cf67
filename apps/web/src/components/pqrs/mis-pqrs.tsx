// PQRS for the people of a complex (resident and owner portals, issue 16): file one with photos or
// PDFs, see mine with their legal due date (días hábiles), open one for its timeline and answer.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';

import { useTRPC } from '../../lib/trpc.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { Button } from '../ui/button.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { SectionHeader } from '../ui/section-header.tsx';
import { EmptyState, TableSkeleton } from '../ui/states.tsx';
import { PqrsItem } from './pqrs-shared.tsx';

const NuevaPqrs = lazy(async () => ({ default: (await import('./nueva-pqrs.tsx')).NuevaPqrs }));

export function MisPqrs() {
  const { ph } = useComplexPortal();
  const trpc = useTRPC();
  const list = useQuery(trpc.pqrs.list.queryOptions({ id: ph.id, pageSize: 50 }));
  const [abierta, setAbierta] = useState<string | null>(null);
  const [nueva, setNueva] = useState(false);
  return (
    <>
      <SectionHeader
        title="PQRS"
        description="Peticiones, quejas, reclamos y sugerencias a la administración, con el plazo legal de respuesta en días hábiles."
        actions={nueva ? undefined : <Button onClick={() => setNueva(true)}>Nueva PQRS</Button>}
      />
      {nueva ? (
        <Suspense fallback={<TableSkeleton rows={3} />}>
          <NuevaPqrs phId={ph.id} onDone={(id) => (setNueva(false), id && setAbierta(id))} />
        </Suspense>
      ) : null}
      <QueryView
        query={list}
        failure="No fue posible cargar tus PQRS"
        rows={3}
        isEmpty={(data) => data.pqrs.length === 0}
        empty={
          <EmptyState
            title="No has radicado PQRS"
            description="Cuando radiques una, verás aquí su radicado, el plazo para responderte y la respuesta."
          />
        }
      >
        {(data) => (
          <ul className="space-y-2" aria-label="Mis PQRS">
            {data.pqrs.map((p) => (
              <PqrsItem
                key={p.id}
                pqrs={p}
                abierta={abierta === p.id}
                onToggle={() => setAbierta(abierta === p.id ? null : p.id)}
                modo={'solicitante'}
                testId="mi-pqrs"
              />
            ))}
          </ul>
        )}
      </QueryView>
    </>
  );
}
