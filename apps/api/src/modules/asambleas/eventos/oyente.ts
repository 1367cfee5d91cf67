// Who listens to an asamblea's events, and whether they still may. A stream outlives the request that
// opened it, so what was checked at connecting is checked again while it lasts: the session (logout,
// revocation, expiry) and the access to the asamblea (removed from the complex, permiso withdrawn), with
// the same guard as GET /asambleas/{id}.
import type { User } from '@horizonte/db';

import { fail } from '../../../lib/errors.ts';
import type { Context } from '../../../trpc/context.ts';
import { loadAsamblea } from '../access.ts';
import { canjearTicketConSesion } from './ticket.ts';

export interface Oyente {
  user: User;
  sessionId: string;
}

/**
 * The caller and its session, then its access (401, 403, 404 as GET /asambleas/{id}): the Bearer first,
 * else the single-use ticket (EventSource sends no headers), which names the session that asked for it.
 */
export async function quienEscucha(ctx: Context, asambleaId: string, ticket: string | null | undefined): Promise<Oyente> {
  const auth = await ctx.auth();
  let oyente: Oyente;
  if (auth) oyente = { user: auth.user, sessionId: auth.session.id };
  else if (ticket) {
    const { user, sessionId } = await canjearTicketConSesion(ctx, asambleaId, ticket);
    // A ticket issued before tickets named their session cannot be followed: refuse it.
    if (!sessionId) throw fail.unauthorized('NO_AUTENTICADO');
    oyente = { user, sessionId };
  } else throw fail.unauthorized('NO_AUTENTICADO');
  await loadAsamblea(ctx.db, oyente.user, asambleaId);
  return oyente;
}

/**
 * Throws as connecting would now: 401 once the session has ended or expired (read only: listening does
 * not extend it), 403/404 once the caller may no longer read the asamblea. The user is read again, so a
 * changed platform role counts too.
 */
export async function sigueAutorizado(ctx: Context, oyente: Oyente, asambleaId: string): Promise<void> {
  const session = await ctx.db.session.findUnique({
    where: { id: oyente.sessionId },
    select: { expiresAt: true, absoluteExpiresAt: true, user: true },
  });
  const now = ctx.clock.now().getTime();
  if (
    !session ||
    session.user.id !== oyente.user.id ||
    now >= session.expiresAt.getTime() ||
    now >= session.absoluteExpiresAt.getTime()
  )
    throw fail.unauthorized('NO_AUTENTICADO');
  await loadAsamblea(ctx.db, session.user, asambleaId);
}
