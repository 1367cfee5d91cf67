// PUT /api/tickets-soporte/{id}/estado: the contracts' state machine decides (409 otherwise); a change
// made by support is mailed to the administrator.
import { ESTADO_TICKET_LABELS, ticketPuedePasar, type EstadoTicket } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { ticketDelCaller } from './access.ts';
import { notificarTicket } from './notificar.ts';
import { nombresDeTickets, toTicketOutput } from './output.ts';

export async function cambiarEstadoTicket(deps: Deps, actor: Actor, id: string, estado: EstadoTicket) {
  const { ticket, relacion } = await ticketDelCaller(deps.db, actor.user, id);
  if (!ticketPuedePasar(relacion, ticket.estado, estado)) {
    throw fail.conflict('TICKET_TRANSICION_INVALIDA', ESTADO_TICKET_LABELS[ticket.estado], ESTADO_TICKET_LABELS[estado]);
  }
  const ahora = deps.clock.now();
  const actualizado = await deps.db.$transaction(async (tx) => {
    const actualizado = await tx.ticketSoporte.update({ where: { id }, data: { estado, actualizadoEl: ahora } });
    await audit(tx, {
      actorId: actor.user.id,
      phId: ticket.phId,
      action: 'ticket-soporte.estado',
      entity: 'ticket_soporte',
      entityId: id,
      details: { antes: ticket.estado, despues: estado },
      ip: actor.ip,
    });
    if (relacion === 'soporte') await notificarTicket(deps, tx, actualizado, { tipo: 'estado', estado });
    return actualizado;
  });
  return toTicketOutput(actualizado, await nombresDeTickets(deps.db, [actualizado]), ahora);
}
