// An asamblea in real time: while enabled, the tRPC subscription asambleas.eventos (httpSubscriptionLink,
// a fresh single-use ticket per connection: see lib/api-client.ts). Each event writes the figures it
// carries into their queries and marks stale only what it does not carry (asambleas-eventos-cache.ts);
// polling stays as a slow fallback.
// EventSource would reconnect by itself with the same, already used ticket: on a dropped connection or
// an error the subscription is closed and a new one starts (new ticket), resuming after the last
// tracked id; the server then sends the current state again (events carry state, nothing is replayed).
import { useQueryClient, type QueryFilters } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { apiClient } from '../lib/api-client.ts';
import { useTRPC } from '../lib/trpc.ts';
import { aplicarEvento } from './asambleas-eventos-cache.ts';

/** While a stream is open, screens poll this slowly, only in case an event was missed. */
export const RESPALDO_MS = 15_000;
/** Events that arrive together (asistencia + quorum) refetch once. */
const AGRUPAR_MS = 150;
const REINTENTO_MAX_MS = 30_000;

let abiertos = 0;

/** The polling interval of a live figure: slow while this tab has an open stream, `sinEventos` otherwise. */
export function intervaloEnVivo(sinEventos: number): number {
  return abiertos > 0 ? RESPALDO_MS : sinEventos;
}

/** Subscribes while `enabled`; true while it is connected. */
export function useAsambleaEventos(asambleaId: string, enabled: boolean): boolean {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [conectado, setConectado] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let terminado = false;
    let suscripcion: { unsubscribe(): void } | undefined;
    let abierta = false;
    let reintento: ReturnType<typeof setTimeout> | undefined;
    let agrupado: ReturnType<typeof setTimeout> | undefined;
    let pendientes: QueryFilters[] = [];
    let intentos = 0;
    let ultimoId: string | undefined;

    const marcar = (abiertaAhora: boolean) => {
      if (abiertaAhora === abierta) return;
      abierta = abiertaAhora;
      abiertos += abiertaAhora ? 1 : -1;
      setConectado(abiertaAhora);
    };
    const invalidar = (filtros: QueryFilters[]) => {
      if (filtros.length === 0) return;
      pendientes.push(...filtros);
      agrupado ??= setTimeout(() => {
        agrupado = undefined;
        const lote = pendientes;
        pendientes = [];
        for (const filtro of lote) void queryClient.invalidateQueries(filtro);
      }, AGRUPAR_MS);
    };
    const reintentar = () => {
      suscripcion?.unsubscribe();
      suscripcion = undefined;
      marcar(false);
      if (terminado || reintento) return;
      reintento = setTimeout(
        () => {
          reintento = undefined;
          abrir();
        },
        Math.min(REINTENTO_MAX_MS, 1_000 * 2 ** intentos++),
      );
    };
    function abrir() {
      if (terminado) return;
      // A closed subscription may still report its end: only the current one acts.
      // (Callbacks may run during subscribe() itself, before `actual` is set: they are not current yet.)
      let actual: { unsubscribe(): void } | undefined = undefined;
      const esta = () => actual !== undefined && suscripcion === actual;
      actual = apiClient.asambleas.eventos.subscribe(ultimoId ? { id: asambleaId, lastEventId: ultimoId } : { id: asambleaId }, {
        onStarted() {
          if (!esta()) return;
          intentos = 0;
          marcar(true);
          // What changed while it was closed: the stream itself starts with the current state, but
          // screens refetch anyway so lists the events do not name are fresh too.
          invalidar([{ queryKey: trpc.asambleas.pathKey() }, { queryKey: trpc.inicio.get.queryKey() }]);
        },
        onData(evento) {
          if (!esta()) return;
          ultimoId = evento.id;
          invalidar(aplicarEvento(queryClient, trpc, asambleaId, evento.data));
        },
        onConnectionStateChange(estado) {
          // The browser is retrying with the used ticket: start over with a new one instead.
          if (esta() && estado.state === 'connecting' && estado.error) reintentar();
        },
        // A refusal (expired ticket, ended session), the ticket request failing, or the server ending.
        onError: () => esta() && reintentar(),
        onComplete: () => esta() && reintentar(),
      });
      suscripcion = actual;
    }
    abrir();
    return () => {
      terminado = true;
      clearTimeout(reintento);
      clearTimeout(agrupado);
      suscripcion?.unsubscribe();
      marcar(false);
    };
    // `trpc` is the same proxy for the same router: its identity does not matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asambleaId, enabled, queryClient]);

  return conectado;
}
