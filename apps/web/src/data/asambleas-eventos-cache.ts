// What a live event does to the TanStack Query cache (issue 27). An event carries the figures it names in
// the shape of the query that reads them, so they are written into that exact query (setQueryData): a
// vote's tally is computed once by the server and crosses the wire once, in the event. Only what an event
// does not carry is marked stale, and only the queries it concerns (never every asambleas query).
import type { QueryClient, QueryFilters } from '@tanstack/react-query';

import type { EventoAsamblea } from '@horizonte/contracts';

import type { useTRPC } from '../lib/trpc.ts';

type Trpc = ReturnType<typeof useTRPC>;

/**
 * Writes the event's figures into the cache and returns the queries it leaves stale (the caller groups
 * them: an asistencia and its quorum arrive together).
 */
export function aplicarEvento(queryClient: QueryClient, trpc: Trpc, asambleaId: string, evento: EventoAsamblea): QueryFilters[] {
  const a = trpc.asambleas;
  switch (evento.tipo) {
    case 'quorum':
      queryClient.setQueryData(a.quorum.get.queryKey({ id: asambleaId }), { success: true as const, quorum: evento.data.quorum });
      return [];
    case 'resultado': {
      const { puntoId, estado, ...resultado } = evento.data.resultado;
      queryClient.setQueryData(a.resultados.get.queryKey({ id: puntoId }), { success: true as const, resultado });
      // The ballots themselves (the projector's count per option, the mesa's pending units) are not in it.
      const stale: QueryFilters[] = [a.votos.list.queryFilter({ id: puntoId }), a.mesa.list.queryFilter({ id: puntoId })];
      // A closed punto is final in the acta.
      if (estado === 'cerrado') stale.push(a.acta.get.queryFilter({ id: asambleaId }));
      return stale;
    }
    case 'punto': {
      const punto = evento.data.punto;
      queryClient.setQueryData(
        a.get.queryKey({ id: asambleaId }),
        (old) =>
          old && {
            ...old,
            asamblea: { ...old.asamblea, puntos: old.asamblea.puntos.map((p) => (p.id === punto.id ? punto : p)) },
          },
      );
      return [a.mesa.list.queryFilter({ id: punto.id }), a.acta.get.queryFilter({ id: asambleaId })];
    }
    case 'asistencia':
      // Who came is listed in the acta; who is present changes the open punto's base and the mesa's
      // pending units (its quórum comes as its own event).
      return [a.acta.get.queryFilter({ id: asambleaId }), a.resultados.get.queryFilter(), a.mesa.list.queryFilter()];
    case 'asamblea':
      // A change of state (installed, closed, cancelled…) changes almost everything shown: rare, so all
      // (the first screen shows the asamblea in session too).
      return [{ queryKey: a.pathKey() }, { queryKey: trpc.inicio.get.queryKey() }];
    case 'cierre':
      return [];
  }
}
