// Properties (PH): a change shows in the property lists and the platform figures; creating one also
// makes the creator its administrator, so the session's roles are reloaded.
import { useMutation } from '@tanstack/react-query';

import { useSession } from '../lib/session.tsx';
import { useTRPC } from '../lib/trpc.ts';
import { useInvalidate } from './invalidate.ts';

function useAfterPropertyChange() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return () => invalidate(trpc.ph.list, trpc.platform.stats);
}

export function useCreateProperty() {
  const trpc = useTRPC();
  const afterChange = useAfterPropertyChange();
  const { refreshRoles } = useSession();
  return useMutation(
    trpc.ph.create.mutationOptions({
      onSuccess: () => Promise.all([afterChange(), refreshRoles().catch(() => undefined)]),
    }),
  );
}

export function useUpdateProperty() {
  const trpc = useTRPC();
  return useMutation(trpc.ph.update.mutationOptions({ onSuccess: useAfterPropertyChange() }));
}

export function useDeleteProperty() {
  const trpc = useTRPC();
  return useMutation(trpc.ph.delete.mutationOptions({ onSuccess: useAfterPropertyChange() }));
}
