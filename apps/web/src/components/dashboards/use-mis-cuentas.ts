// The caller's units in a complex with each one's account (owner and resident dashboards).
import { useQueries, useQuery } from '@tanstack/react-query';

import { useTRPC } from '../../lib/trpc.ts';

export function useMisCuentas(phId: string) {
  const trpc = useTRPC();
  const mine = useQuery(trpc.apartamentos.mios.list.queryOptions({ id: phId }));
  const unidades = mine.data?.apartamentos ?? [];
  const cuentas = useQueries({ queries: unidades.map((u) => trpc.tesoreria.estadoCuenta.get.queryOptions({ id: u.id })) });
  const listas = cuentas.flatMap((c) => (c.data ? [c.data] : []));
  return {
    isLoading: mine.isLoading || cuentas.some((c) => c.isLoading),
    unidades,
    alDia: listas.filter((c) => c.totalAPagar === 0).length,
    pendiente: listas.reduce((a, c) => a + c.totalAPagar, 0),
    /** The latest payments across the units, newest first. */
    pagos: listas
      .flatMap((c) => c.movimientos.filter((m) => m.tipo === 'pago'))
      .sort((a, b) => (a.fecha < b.fecha ? 1 : -1))
      .slice(0, 5),
  };
}
