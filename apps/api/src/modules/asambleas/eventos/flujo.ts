// The one live stream of an asamblea's events, behind both facades: GET /asambleas/{id}/eventos writes
// it as Server-Sent Events, the tRPC subscription asambleas.eventos wraps each event in tracked().
//
// Connecting checks the caller (quienEscucha) and this session's number of open streams; then the
// stream sends where the asamblea is now, then every change (see figuras.ts, pendientes.ts). It ends:
//  - when the caller may no longer listen (throws 401/403/404 as connecting would): re-checked at once on
//    each announcement about its session or user (logout, revocation, password change, a role removed:
//    session-cache.ts) and at least every `config.subscriptionSessionCheckMs` (an expiry is not announced);
//  - with a `cierre` event when the process starts draining (SIGTERM: deps.shutdown), so clients
//    reconnect to another process;
//  - when the client leaves (`signal`) or the notifier closes.
import { ASAMBLEA_MSG } from '@horizonte/contracts';

import { fail } from '../../../lib/errors.ts';
import type { Context } from '../../../trpc/context.ts';
import { figurasCompartidas, instantanea, type EventoSse } from './figuras.ts';
import type { EventoRecibido } from './notifier.ts';
import { quienEscucha, sigueAutorizado } from './oyente.ts';
import { EventosPendientes, INTERVALO_ENVIO_MS } from './pendientes.ts';

/** Why the server ended a stream: `reinicio` → reconnect; `sesion` → sign in again; `acceso` → no longer yours. */
export type MotivoCierre = 'reinicio' | 'sesion' | 'acceso';

/** The last event of a stream the server ends. */
export interface EventoCierre {
  tipo: 'cierre';
  data: { motivo: MotivoCierre; mensaje: string };
}

export type EventoDelFlujo = EventoSse | EventoCierre;

/** Seconds a refused extra stream is told to wait (Retry-After). */
const ESPERA_CUPO_S = 30;

const reinicio: EventoCierre = { tipo: 'cierre', data: { motivo: 'reinicio', mensaje: ASAMBLEA_MSG.eventosReinicio } };

export async function* flujoDeEventos(
  ctx: Context,
  asambleaId: string,
  ticket: string | null | undefined,
  signal: AbortSignal,
): AsyncGenerator<EventoDelFlujo> {
  const oyente = await quienEscucha(ctx, asambleaId, ticket);
  const apagado = ctx.shutdown.signal;
  if (apagado.aborted) {
    yield reinicio;
    return;
  }
  // Counted and taken in one step (no await in between): each open stream watches its session.
  const max = ctx.config.maxStreamsPerSession;
  if (ctx.sessions.watchers(oyente.sessionId) >= max)
    throw fail.tooManyRequests(ASAMBLEA_MSG.eventosDemasiados(max), ESPERA_CUPO_S);

  const pendientes = new EventosPendientes<EventoRecibido>();
  let cerrado = false;
  let revisar = false;
  let despertar: (() => void) | undefined;
  const avisar = () => despertar?.();
  const dejarDeVigilar = ctx.sessions.watch({ sessionId: oyente.sessionId, userId: oyente.user.id }, () => {
    revisar = true;
    avisar();
  });
  // Listening before the snapshot is read: a change in between arrives (again) as a live event.
  const unsubscribe = ctx.eventos.subscribe(
    asambleaId,
    (evento) => {
      pendientes.push(evento);
      avisar();
    },
    () => {
      cerrado = true;
      avisar();
    },
  );
  signal.addEventListener('abort', avisar);
  apagado.addEventListener('abort', avisar);
  const revisionMs = ctx.config.subscriptionSessionCheckMs;
  let proximaRevision = Date.now() + revisionMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pausa = (ms: number) =>
    new Promise<void>((resolve) => {
      despertar = resolve;
      timer = setTimeout(resolve, ms);
    }).finally(() => {
      clearTimeout(timer);
      despertar = undefined;
    });
  try {
    for (const evento of await instantanea(ctx.db, asambleaId)) yield evento;
    while (!cerrado && !signal.aborted) {
      if (apagado.aborted) {
        yield reinicio;
        return;
      }
      if (revisar || Date.now() >= proximaRevision) {
        revisar = false;
        await sigueAutorizado(ctx, oyente, asambleaId);
        proximaRevision = Date.now() + revisionMs;
        continue;
      }
      if (pendientes.size === 0) {
        await pausa(proximaRevision - Date.now());
        continue;
      }
      // One batch per INTERVALO_ENVIO_MS at most; what arrives meanwhile is merged into the next.
      for (const evento of pendientes.tomarTodos()) {
        const data = await figurasDelEvento(ctx, evento);
        if (data) yield { tipo: evento.tipo, data };
      }
      await new Promise((resolve) => setTimeout(resolve, INTERVALO_ENVIO_MS));
    }
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', avisar);
    apagado.removeEventListener('abort', avisar);
    unsubscribe();
    dejarDeVigilar();
  }
}

/** One failed read skips that event, not the ones behind it. */
async function figurasDelEvento(ctx: Context, evento: EventoRecibido) {
  try {
    return await figurasCompartidas(ctx.db, evento);
  } catch (error) {
    console.error('[asambleas-eventos]', error);
    return null;
  }
}
