// The PQRS assigned to the caller (a proveedor, or staff who do not read the whole inbox): each with
// its due date («vence el …»), opened in place to read its timeline and comment (issue 26 #4).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { useSession } from '../../lib/session.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { Card } from '../ui/card.tsx';
import { EmptyState, TableSkeleton } from '../ui/states.tsx';
import { PqrsItem } from './pqrs-shared.tsx';

export function PqrsAsignadas({ phId }: { phId: string }) {
  const trpc = useTRPC();
  const { user } = useSession();
  const list = useQuery({ ...trpc.pqrs.list.queryOptions({ id: phId, pageSize: 50 }), retry: false });
  const [abierta, setAbierta] = useState<string | null>(null);
  // The list also holds what the caller filed themself (an owner who is also a proveedor): only the assigned ones here.
  const asignadas = (list.data?.pqrs ?? []).filter((q) => q.asignado?.id === user?.id);
  return (
    <Card data-testid="pqrs-asignadas">
      <h3 className="mb-4 text-lg font-semibold">PQRS asignadas</h3>
      {list.isLoading ? (
        <TableSkeleton rows={3} />
      ) : asignadas.length === 0 ? (
        <EmptyState
          title="No tienes PQRS asignadas"
          description="Cuando la administración te asigne una PQRS (un daño, una solicitud) la verás aquí con su fecha de vencimiento."
        />
      ) : (
        <ul className="space-y-3" aria-label="PQRS asignadas">
          {asignadas.map((q) => (
            <PqrsItem
              key={q.id}
              pqrs={q}
              abierta={abierta === q.id}
              onToggle={() => setAbierta(abierta === q.id ? null : q.id)}
              modo="asignado"
              testId="pqrs-asignada"
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
