// The event stream's single-use ticket: EventSource sends no Authorization header, so a signed-in
// caller asks for a ticket and puts it in the URL. Stored only as a hash in one_time_tokens (shared by
// every process), bound to the asamblea by hashing it with the id, valid for a minute, used once. It also
// names the session that asked for it: the stream (flujo.ts) ends with that session.

import type { Deps } from '../../../deps.ts';
import { fail } from '../../../lib/errors.ts';
import { generateToken, hashToken } from '../../../lib/tokens.ts';
import type { Actor } from '../../access/actor.ts';
import { consumeOneTimeToken } from '../../auth/one-time-tokens.ts';
import { loadAsamblea } from '../access.ts';

export const TICKET_TTL_MS = 60_000;

const ligado = (asambleaId: string, ticket: string) => `${asambleaId}.${ticket}`;

/** Who may read the asamblea (as `GET /asambleas/{id}`) gets a ticket for its stream. */
export async function emitirTicket(deps: Deps, actor: Actor, asambleaId: string) {
  await loadAsamblea(deps.db, actor.user, asambleaId);
  const ticket = generateToken();
  const expiraEn = new Date(deps.clock.now().getTime() + TICKET_TTL_MS);
  await deps.db.oneTimeToken.create({
    data: {
      userId: actor.user.id,
      purpose: 'asamblea_eventos',
      tokenHash: hashToken(ligado(asambleaId, ticket)),
      expiresAt: expiraEn,
      sessionId: actor.session.id,
    },
  });
  return { ticket, expiraEn };
}

const PROBLEMA = {
  invalid: 'ASAMBLEA_TICKET_INVALIDO',
  used: 'ASAMBLEA_TICKET_USADO',
  expired: 'ASAMBLEA_TICKET_VENCIDO',
} as const;

/** The account the ticket was issued to and the session that asked for it (401 with the reason when invalid, used or expired). */
export async function canjearTicketConSesion(deps: Deps, asambleaId: string, ticket: string) {
  const hash = hashToken(ligado(asambleaId, ticket));
  const result = await consumeOneTimeToken(deps.db, 'asamblea_eventos', ligado(asambleaId, ticket), deps.clock.now());
  if (!result.ok) throw fail.unauthorized(PROBLEMA[result.problem]);
  const [user, token] = await Promise.all([
    deps.db.user.findUnique({ where: { id: result.userId } }),
    deps.db.oneTimeToken.findUnique({ where: { tokenHash: hash }, select: { sessionId: true } }),
  ]);
  if (!user) throw fail.unauthorized('ASAMBLEA_TICKET_INVALIDO');
  return { user, sessionId: token?.sessionId ?? null };
}
