// The asambleas' real-time fan-out. A service publishes inside its transaction (pg_notify), so the event
// exists exactly when the change commits, and every API process receives it on its LISTEN connection
// (PGlite: the same API in one process). Payloads carry ids only, well under NOTIFY's 8,000 bytes: the
// stream reads the current figures itself (see flujo.ts and figuras.ts).
import type { DatabaseHandle, StopListening } from '@horizonte/db';

import type { Db } from '../../../jobs/queue.ts';
import { log } from '../../../lib/logger.ts';

export const CANAL_ASAMBLEAS = 'horizonte_asambleas';

export const TIPOS_EVENTO = ['quorum', 'asistencia', 'punto', 'resultado', 'asamblea'] as const;
export type TipoEvento = (typeof TIPOS_EVENTO)[number];

export interface AsambleaEvento {
  asambleaId: string;
  tipo: TipoEvento;
  /** Ids and states only (e.g. `{ puntoId }`). */
  data: Record<string, string | number | boolean | null>;
}

/** What a listener receives: the published event and when this process received it. */
export interface EventoRecibido extends AsambleaEvento {
  recibidoEn: number;
}

export type EventoListener = (evento: EventoRecibido) => void;

export interface AsambleaNotifier {
  /** In `db`'s transaction: delivered to every process when it commits, never if it rolls back. */
  publish(db: Db, ...eventos: AsambleaEvento[]): Promise<void>;
  /** This process's listeners of one asamblea; returns the unsubscribe. */
  subscribe(asambleaId: string, listener: EventoListener, onClose?: () => void): () => void;
  /** Listeners in this process (tests, metrics). */
  listeners(asambleaId?: string): number;
  /** Stops listening and ends every subscriber's stream. */
  close(): Promise<void>;
}

/** The NOTIFY of an event, for a statement that publishes it itself (`SELECT pg_notify(canal, payload)`). */
export const avisoDe = (evento: AsambleaEvento) => ({ canal: CANAL_ASAMBLEAS, payload: JSON.stringify(evento) });

function parse(payload: string): AsambleaEvento | null {
  try {
    const value = JSON.parse(payload) as Partial<AsambleaEvento>;
    if (typeof value.asambleaId !== 'string' || !TIPOS_EVENTO.includes(value.tipo as TipoEvento)) return null;
    return { asambleaId: value.asambleaId, tipo: value.tipo as TipoEvento, data: value.data ?? {} };
  } catch {
    return null;
  }
}

export async function startAsambleaNotifier(database: Pick<DatabaseHandle, 'listen'>): Promise<AsambleaNotifier> {
  const subscribers = new Map<string, Map<EventoListener, (() => void) | undefined>>();
  const stop: StopListening = await database.listen(CANAL_ASAMBLEAS, (payload) => {
    const evento = parse(payload);
    if (!evento) return;
    const recibido: EventoRecibido = { ...evento, recibidoEn: Date.now() };
    for (const listener of subscribers.get(evento.asambleaId)?.keys() ?? []) {
      try {
        listener(recibido);
      } catch (error) {
        log().error({ err: error }, '[eventos] un oyente falló al recibir un evento');
      }
    }
  });
  let closed = false;

  return {
    async publish(db, ...eventos) {
      for (const evento of eventos) {
        const { canal, payload } = avisoDe(evento);
        await db.$executeRaw`SELECT pg_notify(${canal}, ${payload})`;
      }
    },
    subscribe(asambleaId, listener, onClose) {
      if (closed) {
        onClose?.();
        return () => undefined;
      }
      let set = subscribers.get(asambleaId);
      if (!set) subscribers.set(asambleaId, (set = new Map()));
      set.set(listener, onClose);
      return () => {
        set.delete(listener);
        if (set.size === 0 && subscribers.get(asambleaId) === set) subscribers.delete(asambleaId);
      };
    },
    listeners(asambleaId) {
      if (asambleaId) return subscribers.get(asambleaId)?.size ?? 0;
      let n = 0;
      for (const set of subscribers.values()) n += set.size;
      return n;
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const set of subscribers.values()) for (const onClose of set.values()) onClose?.();
      subscribers.clear();
      await stop();
    },
  };
}
