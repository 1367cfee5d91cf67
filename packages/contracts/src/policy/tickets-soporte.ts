// Support tickets' policy (issue 33): who opens, reads and works a ticket, which estado may follow which,
// and what a support agent may still do while holding a read-only support access to a complex. The API
// enforces it on every call (403 for the wrong person, 409 for the wrong estado); the web draws its
// buttons from the same tables. Pure: no database, no I/O.
import type { Rol } from '../roles.ts';
import type { EstadoSla, EstadoTicket } from '../tickets-soporte.ts';
import type { PlatformRole } from './community.ts';

/** The platform's staff who work the queue: support, and the super administrator. */
export const atiendeTickets = (platformRole: PlatformRole | null): boolean =>
  platformRole === 'SOPORTE' || platformRole === 'SUPER_ADMIN';

/** Who may be assigned a ticket. */
export const esAgenteSoporte = atiendeTickets;

/** A complex's administration opens tickets for it and reads that complex's tickets (nobody else's). */
export const mayAbrirTicket = (roles: readonly Rol[]): boolean => roles.includes('admin');

/** How the caller relates to one ticket: its support staff, or an administrator of the ticket's complex. */
export type RelacionTicket = 'soporte' | 'solicitante';

/**
 * The life of a ticket: support takes it (en_progreso), resolves it, and it is closed — by support, or
 * by the administrator confirming. The administrator may reopen a resolved ticket (back to en_progreso)
 * or withdraw an open one; a closed ticket is final (a new one is opened instead).
 */
export const TICKET_TRANSICIONES: Record<RelacionTicket, Record<EstadoTicket, readonly EstadoTicket[]>> = {
  soporte: {
    abierto: ['en_progreso', 'resuelto', 'cerrado'],
    en_progreso: ['resuelto', 'cerrado'],
    resuelto: ['en_progreso', 'cerrado'],
    cerrado: [],
  },
  solicitante: {
    abierto: ['cerrado'],
    en_progreso: [],
    resuelto: ['en_progreso', 'cerrado'],
    cerrado: [],
  },
};

export const ticketPuedePasar = (relacion: RelacionTicket, desde: EstadoTicket, hacia: EstadoTicket): boolean =>
  TICKET_TRANSICIONES[relacion][desde].includes(hacia);

/** A ticket takes messages until it is closed. */
export const ticketAdmiteMensajes = (estado: EstadoTicket): boolean => estado !== 'cerrado';

/**
 * The estado a message leaves: support's first answer takes an open ticket (en_progreso); the
 * administrator writing on a resolved ticket reopens it.
 */
export function estadoTrasMensaje(estado: EstadoTicket, relacion: RelacionTicket): EstadoTicket {
  if (relacion === 'soporte' && estado === 'abierto') return 'en_progreso';
  if (relacion === 'solicitante' && estado === 'resuelto') return 'en_progreso';
  return estado;
}

export const ACCIONES_TICKET = ['responder', 'asignar', 'accesoSoporte'] as const;
export type AccionTicket = (typeof ACCIONES_TICKET)[number];

/** What the caller may do with a ticket besides changing its estado. */
export function accionesTicket(estado: EstadoTicket, relacion: RelacionTicket): AccionTicket[] {
  if (!ticketAdmiteMensajes(estado)) return [];
  return relacion === 'soporte' ? ['responder', 'asignar', 'accesoSoporte'] : ['responder'];
}

/** Support access to a complex is opened from one of its tickets, by support (not the super administrator, who manages anyway). */
export const mayAbrirAccesoSoporte = (platformRole: PlatformRole | null, estado: EstadoTicket): boolean =>
  platformRole === 'SOPORTE' && ticketAdmiteMensajes(estado);

/**
 * While a support agent holds a live support access, the API refuses every change they attempt except
 * these procedures — the ticket's own work and their own session — so the complex stays read-only to
 * them whatever a module's own policy would say.
 */
export const PROCEDIMIENTOS_PERMITIDOS_EN_ACCESO_SOPORTE: readonly string[] = [
  'ticketsSoporte.mensajes.create',
  'ticketsSoporte.cambiarEstado',
  'ticketsSoporte.asignar',
  'ticketsSoporte.accesos.create',
  'auth.logout',
];

export const mutacionPermitidaEnAccesoSoporte = (procedimiento: string): boolean =>
  PROCEDIMIENTOS_PERMITIDOS_EN_ACCESO_SOPORTE.includes(procedimiento);

/** The first answer is overdue (no answer and past its due business day): the queue flags it. */
export const slaVencido = (estado: EstadoSla): boolean => estado === 'vencido';
