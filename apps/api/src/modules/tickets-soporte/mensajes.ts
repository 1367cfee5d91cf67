// A message on a ticket's thread (POST /api/tickets-soporte/{id}/mensajes): support's first answer
// takes an open ticket and stamps the SLA's first answer; the administrator writing on a resolved ticket
// reopens it (policy: estadoTrasMensaje). Support's answers are mailed to the administrator.
import { estadoTrasMensaje, ticketAdmiteMensajes } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { ticketDelCaller } from './access.ts';
import { notificarTicket } from './notificar.ts';
import { leerNombres, toMensajeOutput, toTicketOutput } from './output.ts';

export async function createMensaje(deps: Deps, actor: Actor, id: string, texto: string) {
  const { ticket, relacion } = await ticketDelCaller(deps.db, actor.user, id);
  if (!ticketAdmiteMensajes(ticket.estado)) throw fail.conflict('TICKET_CERRADO');
  const ahora = deps.clock.now();
  const deSoporte = relacion === 'soporte';
  const { mensaje, actualizado } = await deps.db.$transaction(async (tx) => {
    const mensaje = await tx.ticketMensaje.create({
      data: { ticketId: id, autorId: actor.user.id, deSoporte, texto, creadoEl: ahora },
    });
    const actualizado = await tx.ticketSoporte.update({
      where: { id },
      data: {
        estado: estadoTrasMensaje(ticket.estado, relacion),
        actualizadoEl: ahora,
        ...(deSoporte && !ticket.primeraRespuestaEl ? { primeraRespuestaEl: ahora } : {}),
        ...(deSoporte && !ticket.asignadoId ? { asignadoId: actor.user.id } : {}),
      },
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId: ticket.phId,
      action: 'ticket-soporte.mensaje',
      entity: 'ticket_soporte',
      entityId: id,
      details: { mensajeId: mensaje.id, deSoporte, estadoAntes: ticket.estado, estadoDespues: actualizado.estado },
      ip: actor.ip,
    });
    if (deSoporte) await notificarTicket(deps, tx, actualizado, { tipo: 'respuesta', texto });
    return { mensaje, actualizado };
  });
  const nombres = await leerNombres(
    deps.db,
    [actualizado.solicitanteId, actualizado.asignadoId, actor.user.id],
    [actualizado.phId],
  );
  return { mensaje: toMensajeOutput(mensaje, nombres), ticket: toTicketOutput(actualizado, nombres, ahora) };
}
