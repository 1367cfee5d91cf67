// Ticket rows → the contracts' shapes. Tickets keep only ids of people and complexes (no relations to
// other features' models), so their names are read here, once per page.
import type {
  AccesoSoporte as AccesoSoporteOutput,
  TicketAdjunto as TicketAdjuntoOutput,
  TicketMensaje as TicketMensajeOutput,
  TicketSoporte as TicketOutput,
} from '@horizonte/contracts';
import type { AccesoSoporte, DbClient, TicketAdjunto, TicketMensaje, TicketSoporte } from '@horizonte/db';

import { slaTicket } from './sla.ts';

export interface Nombres {
  personas: Map<string, string>;
  conjuntos: Map<string, { nombre: string; identificador: string }>;
}

/** The names of the people and complexes the rows mention, in two queries. */
export async function leerNombres(
  db: DbClient,
  personas: Iterable<string | null>,
  conjuntos: Iterable<string>,
): Promise<Nombres> {
  const ids = [...new Set([...personas].filter((id): id is string => id !== null))];
  const phIds = [...new Set(conjuntos)];
  const [users, phs] = await Promise.all([
    ids.length ? db.user.findMany({ where: { id: { in: ids } }, select: { id: true, nombre: true } }) : [],
    phIds.length ? db.pH.findMany({ where: { id: { in: phIds } }, select: { id: true, nombre: true, identificador: true } }) : [],
  ]);
  return {
    personas: new Map(users.map((u) => [u.id, u.nombre])),
    conjuntos: new Map(phs.map((p) => [p.id, { nombre: p.nombre, identificador: p.identificador }])),
  };
}

export const nombresDeTickets = (db: DbClient, tickets: TicketSoporte[]) =>
  leerNombres(
    db,
    tickets.flatMap((t) => [t.solicitanteId, t.asignadoId]),
    tickets.map((t) => t.phId),
  );

const persona = (n: Nombres, id: string) => ({ id, nombre: n.personas.get(id) ?? 'Persona retirada' });

export function toTicketOutput(t: TicketSoporte, n: Nombres, ahora: Date): TicketOutput {
  const ph = n.conjuntos.get(t.phId);
  return {
    id: t.id,
    numero: t.numero,
    phId: t.phId,
    phNombre: ph?.nombre ?? '',
    phIdentificador: ph?.identificador ?? '',
    asunto: t.asunto,
    descripcion: t.descripcion,
    prioridad: t.prioridad,
    estado: t.estado,
    solicitante: persona(n, t.solicitanteId),
    asignado: t.asignadoId ? persona(n, t.asignadoId) : null,
    creadoEl: t.creadoEl.toISOString(),
    actualizadoEl: t.actualizadoEl.toISOString(),
    primeraRespuestaEl: t.primeraRespuestaEl?.toISOString() ?? null,
    sla: slaTicket(t.creadoEl, t.primeraRespuestaEl, ahora),
  };
}

export const toMensajeOutput = (m: TicketMensaje, n: Nombres): TicketMensajeOutput => ({
  id: m.id,
  autor: persona(n, m.autorId),
  deSoporte: m.deSoporte,
  texto: m.texto,
  creadoEl: m.creadoEl.toISOString(),
});

export const toAccesoOutput = (
  a: AccesoSoporte & { ticket: { numero: number } },
  n: Nombres,
  ahora: Date,
): AccesoSoporteOutput => ({
  id: a.id,
  ticketId: a.ticketId,
  ticketNumero: a.ticket.numero,
  agente: persona(n, a.agenteId),
  motivo: a.motivo,
  desde: a.desde.toISOString(),
  hasta: a.hasta.toISOString(),
  vigente: a.desde <= ahora && ahora < a.hasta,
});

export const toAdjuntoOutput = (a: TicketAdjunto, n: Nombres): TicketAdjuntoOutput => ({
  id: a.id,
  nombre: a.nombre,
  tipo: a.tipo,
  tamano: a.tamano,
  autor: persona(n, a.autorId),
  creadoEl: a.creadoEl.toISOString(),
});
