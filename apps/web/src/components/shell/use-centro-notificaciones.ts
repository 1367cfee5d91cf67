// The notification center in the header's bell (issue 32): the caller's latest notifications and how
// many are unread, polled every minute and on focus; marking one (when opened) or all as read.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useTRPC } from '../../lib/trpc.ts';

/** How many the bell lists (the center pages further on the API). */
const EN_LA_CAMPANA = 15;

export function useCentroNotificaciones() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = trpc.notificaciones.list.queryOptions({ limite: EN_LA_CAMPANA });
  const query = useQuery({ ...options, refetchInterval: 60_000, refetchOnWindowFocus: true, retry: 1 });
  const refrescar = () => void queryClient.invalidateQueries({ queryKey: trpc.notificaciones.list.queryKey() });
  const leer = useMutation(trpc.notificaciones.leer.mutationOptions({ onSettled: refrescar }));
  const leerTodas = useMutation(trpc.notificaciones.leerTodas.mutationOptions({ onSettled: refrescar }));
  return {
    notificaciones: query.data?.notificaciones ?? [],
    noLeidas: query.data?.noLeidas ?? 0,
    cargando: query.isLoading,
    error: query.isError,
    reintentar: () => void query.refetch(),
    marcarLeida: (id: string) => leer.mutate({ id }),
    marcarTodas: () => leerTodas.mutate(),
  };
}

export type CentroNotificaciones = ReturnType<typeof useCentroNotificaciones>;

const relativo = new Intl.RelativeTimeFormat('es-CO', { numeric: 'auto' });
const UNIDADES: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** «hace 5 minutos», «ayer», «hace 2 semanas» (es-CO); «ahora» under a minute. */
export function haceCuanto(iso: string, ahora = Date.now()): string {
  const segundos = Math.round((new Date(iso).getTime() - ahora) / 1000);
  for (const [unidad, tamano] of UNIDADES) {
    if (Math.abs(segundos) >= tamano) return relativo.format(Math.round(segundos / tamano), unidad);
  }
  return 'ahora';
}
