// The one live stream of an asamblea's events, behind both facades: GET /asambleas/{id}/eventos writes
// it as Server-Sent Events, the tRPC subscription asambleas.eventos wraps each event in tracked().
//
// Connecting checks the caller (quienEscucha) and this session's number of open streams; then the
// stream sends where the asamblea is now, then every change: each change's figures are read once per
// process and the same event goes to every stream (difusion.ts); a slow stream keeps the newest per
// subject (pendientes.ts). Events are typed by the contracts (EventoAsamblea). It ends:
//  - when the caller may no longer listen (throws 401/403/404 as connecting would): re-checked at once on
//    each announcement about its session or user (logout, revocation, password change, a role removed:
//    session-cache.ts) and at least every `config.subscriptionSessionCheckMs` (an expiry is not announced);
//  - with a `cierre` event when the process starts draining (SIGTERM: deps.shutdown), so clients
//    reconnect to another process;
//  - when the client leaves (`signal`) or the notifier closes.
import { ASAMBLEA_MSG, type EventoAsamblea, type EventoCierre, type EventoConCifras } from '@horizonte/contracts';

import { fail } from '../../../lib/errors.ts';
import type { Context } from '../../../trpc/context.ts';
import { seguirAsamblea } from './difusion.ts';
import { instantanea } from './figuras.ts';
import { quienEscucha, sigueAutorizado } from './oyente.ts';
import { EventosPendientes, INTERVALO_ENVIO_MS } from './pendientes.ts';

export type EventoDelFlujo = EventoAsamblea;

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

  const pendientes = new EventosPendientes<EventoConCifras>();
  let cerrado = false;
  let revisar = false;
  let despertar: (() => void) | undefined;
  const avisar = () => despertar?.();
  const dejarDeVigilar = ctx.sessions.watch({ sessionId: oyente.sessionId, userId: oyente.user.id }, () => {
    revisar = true;
    avisar();
  });
  // Listening before the snapshot is read: a change in between arrives (again) as a live event.
  const unsubscribe = seguirAsamblea(ctx.db, ctx.eventos, asambleaId, {
    evento({ asunto, evento }) {
      pendientes.push(asunto, evento);
      avisar();
    },
    cierre() {
      cerrado = true;
      avisar();
    },
  });
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
      for (const evento of pendientes.tomarTodos()) yield evento;
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
