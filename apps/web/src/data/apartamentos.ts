// Units of a complex: creating, editing or deleting one changes the unit list and the complex's figures.
import { useMutation } from '@tanstack/react-query';

import { useTRPC } from '../lib/trpc.ts';
import { useInvalidate } from './invalidate.ts';

function useAfterApartamentoChange() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return () => invalidate(trpc.apartamentos.list, trpc.apartamentos.coeficientes, trpc.ph.stats);
}

export function useCreateApartamento() {
  const trpc = useTRPC();
  return useMutation(trpc.apartamentos.create.mutationOptions({ onSuccess: useAfterApartamentoChange() }));
}

export function useUpdateApartamento() {
  const trpc = useTRPC();
  return useMutation(trpc.apartamentos.update.mutationOptions({ onSuccess: useAfterApartamentoChange() }));
}

export function useDeleteApartamento() {
  const trpc = useTRPC();
  return useMutation(trpc.apartamentos.delete.mutationOptions({ onSuccess: useAfterApartamentoChange() }));
}
