// One reader per asamblea and process, however many streams follow it (issue 27): the notifier's event
// (ids only) is turned into figures once — a vote's tally is computed once, not once per listener — and
// the same event object goes to every stream of that asamblea (the SSE facade serialises it once too:
// see serializado()). While figures are being read, newer events wait for the next batch, one per subject
// (pendientes.ts), so a burst of votes costs a read per read's duration, never a read per vote per
// listener; and each batch is delivered in the order its changes came.
import type { EventoConCifras } from '@horizonte/contracts';
import type { Database } from '@horizonte/db';

import { log } from '../../../lib/logger.ts';
import { figurasDe } from './figuras.ts';
import type { AsambleaNotifier, EventoRecibido } from './notifier.ts';
import { asuntoDe, EventosPendientes } from './pendientes.ts';

/** What a stream receives: the figures and what they are about (one pending per subject: pendientes.ts). */
export interface Difundido {
  asunto: string;
  evento: EventoConCifras;
}

export interface Oyente {
  evento(difundido: Difundido): void;
  /** The notifier closed: the stream ends. */
  cierre(): void;
}

interface Difundir {
  asunto: string;
  evento: EventoRecibido;
}

/** Computations of figures since the process started (tests; the bench counts in the database). */
export const calculos = { total: 0 };

class Difusion {
  /** Each stream and the number of reads started before it joined. */
  readonly oyentes = new Map<Oyente, number>();
  /** Reads started so far: a stream never gets a read that started before it joined (its snapshot is newer). */
  iniciadas = 0;
  /** The notifier closed (this process is stopping): a stream that arrives now ends at once. */
  cerrada = false;
  readonly #pendientes = new EventosPendientes<Difundir>();
  #leyendo = false;
  #terminar: () => void;

  constructor(
    private readonly db: Database,
    notifier: AsambleaNotifier,
    asambleaId: string,
    alVaciarse: () => void,
  ) {
    const unsubscribe = notifier.subscribe(
      asambleaId,
      (evento) => this.#recibir(evento),
      () => {
        this.cerrada = true;
        for (const o of [...this.oyentes.keys()]) o.cierre();
      },
    );
    this.#terminar = () => {
      unsubscribe();
      alVaciarse();
    };
  }

  quitar(oyente: Oyente) {
    this.oyentes.delete(oyente);
    if (this.oyentes.size === 0) this.#terminar();
  }

  #recibir(evento: EventoRecibido) {
    const asunto = asuntoDe(evento);
    this.#pendientes.push(asunto, { asunto, evento });
    if (!this.#leyendo) void this.#leer();
  }

  /**
   * Reads the pending subjects' figures, a batch at a time: in parallel, delivered in the order the
   * changes came (an asistencia before its quórum). What arrives meanwhile waits for the next batch,
   * merged per subject, so each read starts after the change it answers.
   */
  async #leer() {
    this.#leyendo = true;
    try {
      while (this.#pendientes.size > 0) {
        const lote = this.#pendientes.tomarTodos();
        const numero = ++this.iniciadas;
        calculos.total += lote.length;
        const figuras = await Promise.all(
          lote.map(({ evento }) =>
            figurasDe(this.db, evento).catch((error: unknown) => {
              // One failed read skips that event, not the ones behind it.
              log().error({ err: error }, '[asambleas-eventos] no fue posible leer las cifras de un evento');
              return null;
            }),
          ),
        );
        lote.forEach(({ asunto }, i) => {
          const cifras = figuras[i];
          if (!cifras) return;
          const difundido = { asunto, evento: cifras };
          for (const [o, desde] of [...this.oyentes]) if (numero > desde) o.evento(difundido);
        });
      }
    } finally {
      this.#leyendo = false;
    }
  }
}

const porNotifier = new WeakMap<AsambleaNotifier, Map<string, Difusion>>();

/** Follows an asamblea's figures; returns the unsubscribe. The first stream of an asamblea starts its reader, the last one stops it. */
export function seguirAsamblea(db: Database, notifier: AsambleaNotifier, asambleaId: string, oyente: Oyente): () => void {
  let porAsamblea = porNotifier.get(notifier);
  if (!porAsamblea) porNotifier.set(notifier, (porAsamblea = new Map()));
  const mapa = porAsamblea;
  let difusion = mapa.get(asambleaId);
  if (!difusion) {
    const nueva: Difusion = new Difusion(db, notifier, asambleaId, () => {
      if (mapa.get(asambleaId) === nueva) mapa.delete(asambleaId);
    });
    mapa.set(asambleaId, (difusion = nueva));
  }
  const actual = difusion;
  actual.oyentes.set(oyente, actual.iniciadas);
  if (actual.cerrada) oyente.cierre();
  return () => actual.quitar(oyente);
}

/** The streams of this process that follow one asamblea (the notifier sees one reader, however many they are). */
export function oyentesDe(notifier: AsambleaNotifier, asambleaId: string): number {
  return porNotifier.get(notifier)?.get(asambleaId)?.oyentes.size ?? 0;
}

const serializados = new WeakMap<EventoConCifras, string>();

/** The SSE `data` of an event, serialised once for every stream that writes it. */
export function serializado(evento: { data: unknown }): string {
  const guardado = serializados.get(evento as EventoConCifras);
  if (guardado !== undefined) return guardado;
  const json = JSON.stringify(evento.data);
  serializados.set(evento as EventoConCifras, json);
  return json;
}
