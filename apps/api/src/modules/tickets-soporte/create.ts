// An administrator opens a support ticket for their complex (POST /api/ph/{id}/tickets-soporte).
import type { PrioridadTicket } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import type { Actor } from '../access/actor.ts';
import { conjuntoAdministrado } from './access.ts';
import { notificarTicket } from './notificar.ts';
import { nombresDeTickets, toTicketOutput } from './output.ts';

export interface TicketData {
  asunto: string;
  descripcion: string;
  prioridad: PrioridadTicket;
}

export async function createTicket(deps: Deps, actor: Actor, phId: string, data: TicketData) {
  const ph = await conjuntoAdministrado(deps.db, actor.user, phId);
  const ahora = deps.clock.now();
  const ticket = await deps.db.$transaction(async (tx) => {
    const creado = await tx.ticketSoporte.create({
      data: { ...data, phId: ph.id, solicitanteId: actor.user.id, creadoEl: ahora, actualizadoEl: ahora },
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: 'ticket-soporte.create',
      entity: 'ticket_soporte',
      entityId: creado.id,
      details: { numero: creado.numero, asunto: creado.asunto, prioridad: creado.prioridad },
      ip: actor.ip,
    });
    await notificarTicket(deps, tx, creado, { tipo: 'creado' });
    return creado;
  });
  return toTicketOutput(ticket, await nombresDeTickets(deps.db, [ticket]), ahora);
}
