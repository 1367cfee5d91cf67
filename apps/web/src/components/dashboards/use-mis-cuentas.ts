// The caller's first screen in a complex (owner and resident dashboards): their units with each one's
// account, the bell, the recent comunicados, packages, the asamblea in session and their PQRS, all in
// one request (inicio.get, issue 31).
import { useQuery } from '@tanstack/react-query';

import { useTRPC } from '../../lib/trpc.ts';

export function useInicio(phId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.inicio.get.queryOptions({ id: phId }));
}

export function useMisCuentas(phId: string) {
  const inicio = useInicio(phId);
  const listas = inicio.data?.cuentas ?? [];
  return {
    isLoading: inicio.isLoading,
    unidades: inicio.data?.apartamentos.apartamentos ?? [],
    alDia: listas.filter((c) => c.totalAPagar === 0).length,
    pendiente: listas.reduce((a, c) => a + c.totalAPagar, 0),
    /** The latest payments across the units, newest first. */
    pagos: listas
      .flatMap((c) => c.movimientos.filter((m) => m.tipo === 'pago'))
      .sort((a, b) => (a.fecha < b.fecha ? 1 : -1))
      .slice(0, 5),
  };
}
