// Residents of a unit: a change shows in the unit's residents, the unit list (its count) and the figures.
import { useMutation } from '@tanstack/react-query';

import { useTRPC } from '../lib/trpc.ts';
import { useInvalidate } from './invalidate.ts';

function useAfterResidenteChange() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return () => invalidate(trpc.residentes.list, trpc.apartamentos.list, trpc.ph.stats);
}

export function useCreateResidente() {
  const trpc = useTRPC();
  return useMutation(trpc.residentes.create.mutationOptions({ onSuccess: useAfterResidenteChange() }));
}

export function useUpdatePermisos() {
  const trpc = useTRPC();
  return useMutation(trpc.residentes.updatePermisos.mutationOptions({ onSuccess: useAfterResidenteChange() }));
}

export function useDeleteResidente() {
  const trpc = useTRPC();
  return useMutation(trpc.residentes.delete.mutationOptions({ onSuccess: useAfterResidenteChange() }));
}

export function useReenviarInvitacion() {
  const trpc = useTRPC();
  return useMutation(trpc.residentes.reenviarInvitacion.mutationOptions());
}
