// An asamblea in real time: while enabled, one EventSource on GET /api/asambleas/{id}/eventos (a
// single-use ticket in the URL, since EventSource sends no Authorization header). Each event marks the
// asambleas queries stale, so what is on screen refetches at once; polling stays as a slow fallback.
// A ticket works once: on any error the source is closed and a new one opens with a new ticket.
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc.ts';

const TIPOS = ['asamblea', 'quorum', 'asistencia', 'punto', 'resultado'] as const;
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

/** Opens the stream while `enabled`; true while it is connected. */
export function useAsambleaEventos(asambleaId: string, enabled: boolean): boolean {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [conectado, setConectado] = useState(false);
  const { mutateAsync } = useMutation(trpc.asambleas.eventosTicket.mutationOptions());
  const pedirTicket = useRef(mutateAsync);
  pedirTicket.current = mutateAsync;
  const claves = trpc.asambleas.pathKey();

  useEffect(() => {
    if (!enabled) return;
    let terminado = false;
    let fuente: EventSource | undefined;
    let abierta = false;
    let reintento: ReturnType<typeof setTimeout> | undefined;
    let agrupado: ReturnType<typeof setTimeout> | undefined;
    let intentos = 0;

    const marcar = (abiertaAhora: boolean) => {
      if (abiertaAhora === abierta) return;
      abierta = abiertaAhora;
      abiertos += abiertaAhora ? 1 : -1;
      setConectado(abiertaAhora);
    };
    const invalidar = () => {
      agrupado ??= setTimeout(() => {
        agrupado = undefined;
        void queryClient.invalidateQueries({ queryKey: claves });
      }, AGRUPAR_MS);
    };
    const reintentar = () => {
      if (terminado) return;
      reintento = setTimeout(() => void abrir(), Math.min(REINTENTO_MAX_MS, 1_000 * 2 ** intentos++));
    };
    async function abrir() {
      try {
        const { ticket } = await pedirTicket.current({ id: asambleaId });
        if (terminado) return;
        const nueva = new EventSource(`/api/asambleas/${encodeURIComponent(asambleaId)}/eventos?ticket=${encodeURIComponent(ticket)}`);
        fuente = nueva;
        nueva.onopen = () => {
          intentos = 0;
          marcar(true);
          // What changed while it was closed: the stream itself starts with the current state, but
          // screens refetch anyway so lists the events do not name are fresh too.
          invalidar();
        };
        for (const tipo of TIPOS) nueva.addEventListener(tipo, invalidar);
        nueva.onerror = () => {
          // The browser would retry with the same, already used ticket: start over with a new one.
          nueva.close();
          marcar(false);
          reintentar();
        };
      } catch {
        reintentar();
      }
    }
    void abrir();
    return () => {
      terminado = true;
      clearTimeout(reintento);
      clearTimeout(agrupado);
      fuente?.close();
      marcar(false);
    };
    // `claves` is the same key for the same router: its identity does not matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asambleaId, enabled, queryClient]);

  return conectado;
}
