// Asambleas: a change to one touches its lists, its detail, padrón, poderes, quórum, votes, results and acta.
import { useMutation } from '@tanstack/react-query';

import { useTRPC } from '../lib/trpc.ts';
import { useInvalidate } from './invalidate.ts';

function useAfterAsambleaChange() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const a = trpc.asambleas;
  return () => invalidate(a.list, a.get, a.padron, a.poderes, a.quorum, a.acta, a.resultados, a.votos, a.votosMesaPendientes);
}

export function useCrearAsamblea() {
  const trpc = useTRPC();
  return useMutation(trpc.asambleas.create.mutationOptions({ onSuccess: useAfterAsambleaChange() }));
}

export function useConvocarAsamblea() {
  const trpc = useTRPC();
  return useMutation(trpc.asambleas.convocar.mutationOptions({ onSuccess: useAfterAsambleaChange() }));
}

export function useInstalarAsamblea() {
  const trpc = useTRPC();
  return useMutation(trpc.asambleas.instalar.mutationOptions({ onSuccess: useAfterAsambleaChange() }));
}

export function useSinQuorum() {
  const trpc = useTRPC();
  return useMutation(trpc.asambleas.sinQuorum.mutationOptions({ onSuccess: useAfterAsambleaChange() }));
}

export function useCerrarAsamblea() {
  const trpc = useTRPC();
  return useMutation(trpc.asambleas.cerrar.mutationOptions({ onSuccess: useAfterAsambleaChange() }));
}

export function useOtorgarPoder() {
  const trpc = useTRPC();
  return useMutation(trpc.asambleas.otorgarPoder.mutationOptions({ onSuccess: useAfterAsambleaChange() }));
}

export function useValidarPoder() {
  const trpc = useTRPC();
  return useMutation(trpc.asambleas.validarPoder.mutationOptions({ onSuccess: useAfterAsambleaChange() }));
}

export function useRechazarPoder() {
  const trpc = useTRPC();
  return useMutation(trpc.asambleas.rechazarPoder.mutationOptions({ onSuccess: useAfterAsambleaChange() }));
}

export function useRegistrarAsistencia() {
  const trpc = useTRPC();
  return useMutation(trpc.asambleas.asistencia.mutationOptions({ onSuccess: useAfterAsambleaChange() }));
}

export function useAbrirPunto() {
  const trpc = useTRPC();
  return useMutation(trpc.asambleas.abrirPunto.mutationOptions({ onSuccess: useAfterAsambleaChange() }));
}

export function useCerrarPunto() {
  const trpc = useTRPC();
  return useMutation(trpc.asambleas.cerrarPunto.mutationOptions({ onSuccess: useAfterAsambleaChange() }));
}

export function useVotar() {
  const trpc = useTRPC();
  return useMutation(trpc.asambleas.votar.mutationOptions({ onSuccess: useAfterAsambleaChange() }));
}

/** The mesa records the room's votes (issue 26): answers how many were recorded and which were refused. */
export function useVotosMesa() {
  const trpc = useTRPC();
  return useMutation(trpc.asambleas.votosMesa.mutationOptions({ onSuccess: useAfterAsambleaChange() }));
}

export function useGuardarActa() {
  const trpc = useTRPC();
  return useMutation(trpc.asambleas.actaUpdate.mutationOptions({ onSuccess: useAfterAsambleaChange() }));
}

export function usePublicarActa() {
  const trpc = useTRPC();
  return useMutation(trpc.asambleas.publicarActa.mutationOptions({ onSuccess: useAfterAsambleaChange() }));
}
