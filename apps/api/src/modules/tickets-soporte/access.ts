// Who reaches a ticket: the platform's support staff (any ticket), or an administrator of the ticket's
// complex (only that complex's). Unknown ids answer 404; anyone else 403. The rules are the contracts'
// (policy/tickets-soporte.ts).
import { atiendeTickets, mayAbrirTicket, type RelacionTicket } from '@horizonte/contracts';
import type { DbClient, PH, TicketSoporte } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import { propertyAccess, rolesInProperty, type Caller } from '../access/guards.ts';

export async function ticketDelCaller(
  db: DbClient,
  caller: Caller,
  id: string,
): Promise<{ ticket: TicketSoporte; relacion: RelacionTicket }> {
  const ticket = await db.ticketSoporte.findUnique({ where: { id } });
  if (!ticket) throw fail.notFound('TICKET_NO_ENCONTRADO');
  if (atiendeTickets(caller.platformRole)) return { ticket, relacion: 'soporte' };
  if (mayAbrirTicket(await rolesInProperty(db, caller, ticket.phId))) return { ticket, relacion: 'solicitante' };
  throw fail.forbidden('SIN_ACCESO');
}

/** The complex (live) when the caller administers it: opening and listing its tickets, its support accesses. */
export async function conjuntoAdministrado(db: DbClient, caller: Caller, phId: string): Promise<PH> {
  const { ph, roles } = await propertyAccess(db, caller, phId);
  if (!mayAbrirTicket(roles)) throw fail.forbidden('SIN_ACCESO');
  return ph;
}

/** The queue and the agents' list: support staff only. */
export function requireSoporte(caller: Caller): void {
  if (!atiendeTickets(caller.platformRole)) throw fail.forbidden('SIN_ACCESO');
}
