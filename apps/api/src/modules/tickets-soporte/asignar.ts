// PUT /api/tickets-soporte/{id}/asignado: support assigns a ticket to itself or to another agent.
import { esAgenteSoporte, ticketAdmiteMensajes } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { requireSoporte, ticketDelCaller } from './access.ts';
import { nombresDeTickets, toTicketOutput } from './output.ts';

export async function asignarTicket(deps: Deps, actor: Actor, id: string, agenteId: string) {
  requireSoporte(actor.user);
  const { ticket } = await ticketDelCaller(deps.db, actor.user, id);
  if (!ticketAdmiteMensajes(ticket.estado)) throw fail.conflict('TICKET_CERRADO');
  const agente = await deps.db.user.findUnique({ where: { id: agenteId }, select: { id: true, platformRole: true } });
  if (!agente || !esAgenteSoporte(agente.platformRole)) throw fail.badRequest('TICKET_AGENTE_INVALIDO');
  const ahora = deps.clock.now();
  const actualizado = await deps.db.$transaction(async (tx) => {
    const actualizado = await tx.ticketSoporte.update({ where: { id }, data: { asignadoId: agente.id, actualizadoEl: ahora } });
    await audit(tx, {
      actorId: actor.user.id,
      phId: ticket.phId,
      action: 'ticket-soporte.asignar',
      entity: 'ticket_soporte',
      entityId: id,
      details: { antes: ticket.asignadoId, despues: agente.id },
      ip: actor.ip,
    });
    return actualizado;
  });
  return toTicketOutput(actualizado, await nombresDeTickets(deps.db, [actualizado]), ahora);
}

/** The people a ticket may be assigned to (GET /api/plataforma/tickets/agentes). */
export async function listAgentes(deps: Deps, actor: Actor) {
  requireSoporte(actor.user);
  return deps.db.user.findMany({
    where: { platformRole: { in: ['SOPORTE', 'SUPER_ADMIN'] } },
    select: { id: true, nombre: true },
    orderBy: { nombre: 'asc' },
    take: 200,
  });
}
