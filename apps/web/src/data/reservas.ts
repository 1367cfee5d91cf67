// Reservas: a booking or a decision changes the availability, the lists and the zones' calendars.
import { useMutation } from '@tanstack/react-query';

import { useIdempotentMutation } from '../lib/idempotency.ts';
import { useTRPC } from '../lib/trpc.ts';
import { useInvalidate } from './invalidate.ts';

function useAfterReservaChange() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return () => invalidate(trpc.reservas.list, trpc.reservas.disponibilidad);
}

export function useCrearReserva() {
  const trpc = useTRPC();
  // A booking with a tarifa charges the unit: sent with its form's Idempotency-Key.
  return useMutation(trpc.reservas.create.mutationOptions(useIdempotentMutation(useAfterReservaChange())));
}

export function useCancelarReserva() {
  const trpc = useTRPC();
  return useMutation(trpc.reservas.cancelar.mutationOptions({ onSuccess: useAfterReservaChange() }));
}

export function useAprobarReserva() {
  const trpc = useTRPC();
  return useMutation(trpc.reservas.aprobar.mutationOptions({ onSuccess: useAfterReservaChange() }));
}

export function useRechazarReserva() {
  const trpc = useTRPC();
  return useMutation(trpc.reservas.rechazar.mutationOptions({ onSuccess: useAfterReservaChange() }));
}

export function useCerrarReserva() {
  const trpc = useTRPC();
  return useMutation(trpc.reservas.cerrar.mutationOptions({ onSuccess: useAfterReservaChange() }));
}

export function useCrearZona() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return useMutation(trpc.reservas.createZona.mutationOptions({ onSuccess: () => invalidate(trpc.reservas.listZonas) }));
}

export function useActualizarZona() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return useMutation(
    trpc.reservas.updateZona.mutationOptions({
      onSuccess: () => invalidate(trpc.reservas.listZonas, trpc.reservas.disponibilidad),
    }),
  );
}
