// Assigning a PQRS (the administration): to one of the complex's administrators or proveedores, who
// then sees it in their portal with its due date.
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';

import { PQRS_ROLES_ASIGNABLES, ROLE_LABELS, type PqrsOutput } from '@horizonte/contracts';

import { useAsignarPqrs } from '../../data/pqrs.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../ui/button.tsx';
import { NativeSelect } from '../ui/input.tsx';

export function AsignarPqrs({ pqrs }: { pqrs: PqrsOutput }) {
  const trpc = useTRPC();
  // The people of each role a PQRS may be assigned to (the policy's list, the one the API checks).
  const miembros = useQueries({
    queries: PQRS_ROLES_ASIGNABLES.map((rol) => trpc.miembros.list.queryOptions({ id: pqrs.phId, rol, pageSize: 100 })),
  });
  const asignar = useAsignarPqrs();
  const [userId, setUserId] = useState(pqrs.asignado?.id ?? '');
  const personas = miembros.flatMap((q) => q.data?.miembros ?? []);
  const onAsignar = async () => {
    try {
      const { pqrs: asignada } = await asignar.mutateAsync({ id: pqrs.id, userId });
      toast.success(`PQRS asignada a ${asignada.asignado?.nombre ?? 'la persona elegida'}`);
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible asignar la PQRS'));
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="block min-w-0 flex-1 space-y-1.5 text-sm font-medium">
        <span className="block">Asignar a</span>
        <NativeSelect value={userId} onChange={(e) => setUserId(e.target.value)} disabled={miembros.some((q) => q.isLoading)}>
          <option value="">Elige una persona</option>
          {personas.map((m) => (
            <option key={`${m.rol}-${m.userId}`} value={m.userId}>
              {m.nombre} · {ROLE_LABELS[m.rol]}
            </option>
          ))}
        </NativeSelect>
      </label>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={!userId || userId === pqrs.asignado?.id || asignar.isPending}
        onClick={() => void onAsignar()}
      >
        {asignar.isPending ? 'Asignando…' : 'Asignar'}
      </Button>
    </div>
  );
}
