// The asamblea's events as a tRPC subscription (asambleas.eventos, httpSubscriptionLink over SSE): the
// web's live view. The stream itself is flujo.ts, the same as GET /asambleas/{id}/eventos; here each
// event is wrapped in tracked().
//
// Authentication: EventSource sends no headers, and the bearer token must never travel in a URL (logs,
// proxies, history). httpSubscriptionLink resolves `connectionParams` on every (re)connection, so the
// web puts a fresh single-use ticket there (asambleas.tickets.create: hashed at rest, bound to the
// asamblea and to the session that asked for it, valid 60 s). A caller that can send headers may use
// its Bearer instead. A stream the caller may no longer hear ends with its error (401, 403); a process
// that starts draining sends `cierre` and completes.
//
// Resuming: events carry state, not deltas (every one says the current figures). So a client that
// reconnects with a lastEventId gets the current snapshot again and then live events; nothing is
// replayed. Ids continue after the lastEventId, so they keep increasing along the client's stream.
import { tracked } from '@trpc/server';

import type { Context } from '../../../trpc/context.ts';
import { flujoDeEventos } from './flujo.ts';

function siguienteId(lastEventId: string | null | undefined): number {
  const n = lastEventId && /^\d{1,15}$/.test(lastEventId) ? Number(lastEventId) : 0;
  return n + 1;
}

export async function* eventosDeAsamblea(
  ctx: Context,
  input: { id: string; lastEventId?: string | null },
  signal: AbortSignal | undefined,
) {
  let id = siguienteId(input.lastEventId);
  for await (const evento of flujoDeEventos(ctx, input.id, ctx.ticket, signal ?? new AbortController().signal))
    yield tracked(String(id++), evento);
}
