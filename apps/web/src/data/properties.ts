// Properties (PH): a change shows in the property lists and the platform figures; creating one also
// makes the creator its administrator, so the session's roles are reloaded.
import { useMutation } from '@tanstack/react-query';

import { useSession } from '../lib/session.tsx';
import { useTRPC } from '../lib/trpc.ts';
import { useInvalidate } from './invalidate.ts';
import { mutacion, type Invalidaciones } from './mutacion.ts';

const despuesDePropiedad: Invalidaciones = (t) => [t.ph.list, t.platform.stats];

export function useCreateProperty() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const afterChange = () => invalidate(...despuesDePropiedad(trpc));
  const { refreshRoles } = useSession();
  return useMutation(
    trpc.ph.create.mutationOptions({
      onSuccess: () => Promise.all([afterChange(), refreshRoles().catch(() => undefined)]),
    }),
  );
}

export const useUpdateProperty = mutacion((t) => t.ph.update, despuesDePropiedad);
export const useDeleteProperty = mutacion((t) => t.ph.delete, despuesDePropiedad);
