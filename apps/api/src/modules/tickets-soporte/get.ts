// One ticket with its thread, its files and the support accesses opened from it (GET /api/tickets-soporte/{id}).
import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { ticketDelCaller } from './access.ts';
import { leerNombres, toAccesoOutput, toAdjuntoOutput, toMensajeOutput, toTicketOutput } from './output.ts';

export async function getTicket(deps: Deps, actor: Actor, id: string) {
  const { ticket } = await ticketDelCaller(deps.db, actor.user, id);
  const [mensajes, adjuntos, accesos] = await Promise.all([
    deps.db.ticketMensaje.findMany({ where: { ticketId: id }, orderBy: { creadoEl: 'asc' } }),
    deps.db.ticketAdjunto.findMany({ where: { ticketId: id }, orderBy: { creadoEl: 'asc' } }),
    deps.db.accesoSoporte.findMany({
      where: { ticketId: id },
      include: { ticket: { select: { numero: true } } },
      orderBy: { desde: 'desc' },
    }),
  ]);
  const nombres = await leerNombres(
    deps.db,
    [
      ticket.solicitanteId,
      ticket.asignadoId,
      ...mensajes.map((m) => m.autorId),
      ...adjuntos.map((a) => a.autorId),
      ...accesos.map((a) => a.agenteId),
    ],
    [ticket.phId],
  );
  const ahora = deps.clock.now();
  return {
    ticket: toTicketOutput(ticket, nombres, ahora),
    mensajes: mensajes.map((m) => toMensajeOutput(m, nombres)),
    adjuntos: adjuntos.map((a) => toAdjuntoOutput(a, nombres)),
    accesos: accesos.map((a) => toAccesoOutput(a, nombres, ahora)),
  };
}
