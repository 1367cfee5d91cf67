// The asamblea's events as a tRPC subscription (asambleas.eventos, httpSubscriptionLink over SSE): the
// web's live view. Same events and figures as GET /asambleas/{id}/eventos, each wrapped in tracked().
//
// Authentication: EventSource sends no headers, and the bearer token must never travel in a URL (logs,
// proxies, history). httpSubscriptionLink resolves `connectionParams` on every (re)connection, so the
// web puts a fresh single-use ticket there (asambleas.eventosTicket: hashed at rest, bound to the
// asamblea and to the session that asked for it, valid 60 s). A caller that can send headers may use
// its Bearer instead. Either way the stream knows its session and re-checks it every
// `config.subscriptionSessionCheckMs` (60 s by default: a logout or expiry ends the stream within that
// time at the cost of one primary-key read per minute per listener, instead of a read per event).
//
// Resuming: events carry state, not deltas (every one says the current figures). So a client that
// reconnects with a lastEventId gets the current snapshot again and then live events; nothing is
// replayed. Ids continue after the lastEventId, so they keep increasing along the client's stream.
import { tracked } from '@trpc/server';
import type { Context } from '../../../trpc/context.ts';
import { fail } from '../../../lib/errors.ts';
import { loadAsamblea } from '../access.ts';
import { figurasCompartidas, instantanea, type EventoSse } from './figuras.ts';
import type { EventoRecibido } from './notifier.ts';
import { EventosPendientes, INTERVALO_ENVIO_MS } from './pendientes.ts';
import { canjearTicketConSesion } from './ticket.ts';

/** Who is listening and with which session: Bearer first, else the connection's ticket. */
async function quienEscucha(ctx: Context, asambleaId: string) {
  const auth = await ctx.auth();
  if (auth) return { user: auth.user, sessionId: auth.session.id };
  if (!ctx.ticket) throw fail.unauthorized();
  const { user, sessionId } = await canjearTicketConSesion(ctx, asambleaId, ctx.ticket);
  // A ticket issued before tickets named their session cannot be followed: refuse it.
  if (!sessionId) throw fail.unauthorized();
  return { user, sessionId };
}

/** The session still exists and has not expired (read only: the stream does not extend it). */
async function sesionVigente(ctx: Context, sessionId: string): Promise<boolean> {
  const session = await ctx.db.session.findUnique({ where: { id: sessionId }, select: { expiresAt: true, absoluteExpiresAt: true } });
  const now = ctx.clock.now().getTime();
  return !!session && now < session.expiresAt.getTime() && now < session.absoluteExpiresAt.getTime();
}

function siguienteId(lastEventId: string | null | undefined): number {
  const n = lastEventId && /^\d{1,15}$/.test(lastEventId) ? Number(lastEventId) : 0;
  return n + 1;
}

export async function* eventosDeAsamblea(ctx: Context, input: { id: string; lastEventId?: string | null }, signal: AbortSignal | undefined) {
  const { user, sessionId } = await quienEscucha(ctx, input.id);
  await loadAsamblea(ctx.db, user, input.id);

  const pendientes = new EventosPendientes<EventoRecibido>();
  let cerrado = false;
  let despertar: (() => void) | undefined;
  const avisar = () => despertar?.();
  // Listening before the snapshot is read: a change in between arrives (again) as a live event.
  const unsubscribe = ctx.eventos.subscribe(
    input.id,
    (evento) => {
      pendientes.push(evento);
      avisar();
    },
    () => {
      cerrado = true;
      avisar();
    },
  );
  signal?.addEventListener('abort', avisar);
  let id = siguienteId(input.lastEventId);
  const enviar = (evento: EventoSse) => tracked(String(id++), evento);
  const revisionMs = ctx.config.subscriptionSessionCheckMs;
  let revision = Date.now() + revisionMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    for (const evento of await instantanea(ctx.db, input.id)) yield enviar(evento);
    while (!cerrado && !signal?.aborted) {
      if (pendientes.size === 0) {
        await new Promise<void>((resolve) => {
          despertar = resolve;
          timer = setTimeout(resolve, Math.max(0, revision - Date.now()));
        });
        clearTimeout(timer);
        despertar = undefined;
      }
      if (cerrado || signal?.aborted) break;
      if (Date.now() >= revision) {
        if (!(await sesionVigente(ctx, sessionId))) throw fail.unauthorized();
        revision = Date.now() + revisionMs;
      }
      let enviados = 0;
      // One batch per INTERVALO_ENVIO_MS at most; what arrives meanwhile is merged into the next.
      for (const evento of pendientes.tomarTodos()) {
        const data = await figurasCompartidas(ctx.db, evento);
        if (data) yield enviar({ tipo: evento.tipo, data });
        enviados += 1;
      }
      if (enviados > 0 && !cerrado && !signal?.aborted) await new Promise((resolve) => setTimeout(resolve, INTERVALO_ENVIO_MS));
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', avisar);
    unsubscribe();
  }
}
