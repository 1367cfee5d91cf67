// Members of a complex: removing a role changes the members list and the community it shows.
import { useMutation } from '@tanstack/react-query';

import { useTRPC } from '../lib/trpc.ts';
import { useInvalidate } from './invalidate.ts';

export function useRetirarRol() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  // Also after a refusal: someone else may have changed the roles meanwhile.
  return useMutation(
    trpc.miembros.retirar.mutationOptions({
      onSettled: () => invalidate(trpc.miembros.list, trpc.residentes.list, trpc.apartamentos.list),
    }),
  );
}
