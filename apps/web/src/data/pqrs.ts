// PQRS: a change to one changes the lists, its detail, the indicators and the bell.
import { useMutation } from '@tanstack/react-query';

import { useTRPC } from '../lib/trpc.ts';
import { useInvalidate } from './invalidate.ts';

function useAfterPqrsChange() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return () => invalidate(trpc.pqrs.list, trpc.pqrs.get, trpc.pqrs.indicadores, trpc.comunicados.notificaciones);
}

export function useCrearPqrs() {
  const trpc = useTRPC();
  return useMutation(trpc.pqrs.create.mutationOptions({ onSuccess: useAfterPqrsChange() }));
}

export function useComentarPqrs() {
  const trpc = useTRPC();
  return useMutation(trpc.pqrs.comentar.mutationOptions({ onSuccess: useAfterPqrsChange() }));
}

export function useResponderPqrs() {
  const trpc = useTRPC();
  return useMutation(trpc.pqrs.responder.mutationOptions({ onSuccess: useAfterPqrsChange() }));
}

export function useEstadoPqrs() {
  const trpc = useTRPC();
  return useMutation(trpc.pqrs.estado.mutationOptions({ onSuccess: useAfterPqrsChange() }));
}

export function useAsignarPqrs() {
  const trpc = useTRPC();
  return useMutation(trpc.pqrs.asignar.mutationOptions({ onSuccess: useAfterPqrsChange() }));
}
