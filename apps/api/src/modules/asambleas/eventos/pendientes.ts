// A listener's events not yet sent, at most one per subject. Events carry state, not deltas (each one
// holds the current figures), so when a newer event of the same subject arrives before
// the older one was sent, the older one is redundant: on voting day 2,000 votes would otherwise queue
// 2,000 `resultado` events on every slow stream, long after the last one already said the final tally.
import type { AsambleaEvento } from './notifier.ts';

/**
 * A stream sends its pending events at most once per this interval. A tally on a phone or a projector that
 * changes twice a second reads as live, and each batch is one socket write per listener: on voting day
 * 500 listeners at 200 ms were 2,500 writes a second, most of a vote's CPU (bench:asambleas), competing
 * with the votes themselves; meanwhile the newer events replace the older.
 */
export const INTERVALO_ENVIO_MS = 500;

let unico = 0;

/**
 * What an event is about. An `asamblea` event also says what happened (`accion`), so each one keeps its
 * own place; the others are one subject per asamblea (quorum), punto or attendance.
 */
export function asuntoDe(evento: AsambleaEvento): string {
  switch (evento.tipo) {
    case 'quorum':
      return `quorum:${evento.asambleaId}`;
    case 'punto':
    case 'resultado':
      return `${evento.tipo}:${String(evento.data.puntoId)}`;
    case 'asistencia':
      return `asistencia:${String(evento.data.asistenciaId)}`;
    case 'asamblea':
      return `asamblea:${++unico}`;
  }
}

export class EventosPendientes<E> {
  // A Map keeps insertion order, and replacing a key keeps its place: a subject is sent where it first
  // queued, with its newest event.
  readonly #porAsunto = new Map<string, E>();

  /** `asunto`: what the event is about (asuntoDe of the notification it came from). */
  push(asunto: string, evento: E): void {
    this.#porAsunto.set(asunto, evento);
  }

  /** Everything pending, in order; what arrives from now on waits for the next batch. */
  tomarTodos(): E[] {
    const lote = [...this.#porAsunto.values()];
    this.#porAsunto.clear();
    return lote;
  }

  get size(): number {
    return this.#porAsunto.size;
  }
}
