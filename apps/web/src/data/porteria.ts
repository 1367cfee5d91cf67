// Portería: a change at the gate or by a resident refreshes the lists it affects (and the bell for packages).
import { useMutation } from '@tanstack/react-query';

import { useTRPC } from '../lib/trpc.ts';
import { useInvalidate } from './invalidate.ts';

function useAfterVisitChange() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return () => invalidate(trpc.porteria.autorizaciones, trpc.porteria.accesos);
}

function useAfterPackageChange() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return () => invalidate(trpc.porteria.paquetes, trpc.comunicados.notificaciones);
}

export function useAutorizarVisitante() {
  const trpc = useTRPC();
  return useMutation(trpc.porteria.autorizar.mutationOptions({ onSuccess: useAfterVisitChange() }));
}

export function useRevocarAutorizacion() {
  const trpc = useTRPC();
  return useMutation(trpc.porteria.revocar.mutationOptions({ onSuccess: useAfterVisitChange() }));
}

export function useRegistrarAcceso() {
  const trpc = useTRPC();
  return useMutation(trpc.porteria.registrarAcceso.mutationOptions({ onSuccess: useAfterVisitChange() }));
}

export function useRegistrarSalida() {
  const trpc = useTRPC();
  return useMutation(trpc.porteria.salida.mutationOptions({ onSuccess: useAfterVisitChange() }));
}

export function useRecibirPaquete() {
  const trpc = useTRPC();
  return useMutation(trpc.porteria.recibirPaquete.mutationOptions({ onSuccess: useAfterPackageChange() }));
}

export function useEntregarPaquete() {
  const trpc = useTRPC();
  return useMutation(trpc.porteria.entregarPaquete.mutationOptions({ onSuccess: useAfterPackageChange() }));
}

export function useEscribirMinuta() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return useMutation(trpc.porteria.escribirMinuta.mutationOptions({ onSuccess: () => invalidate(trpc.porteria.minuta) }));
}

export function useGuardarAjustesPorteria() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return useMutation(trpc.porteria.guardarAjustes.mutationOptions({ onSuccess: () => invalidate(trpc.porteria.ajustes) }));
}
