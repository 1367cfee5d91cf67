// Support tickets (issue 33): an administrator asks the platform for help from their portal («Ayuda»);
// SOPORTE answers from its queue, with a first-answer commitment in business days (the SLA), assigns,
// resolves and closes; from a ticket it may open the complex's portal read-only for a limited time, an
// access the administrator sees. Schemas and Spanish messages; the rules are in policy/tickets-soporte.ts.
import { z } from 'zod';

import { pageFields, requiredText, uuidField } from './fields.ts';

export const ESTADOS_TICKET = ['abierto', 'en_progreso', 'resuelto', 'cerrado'] as const;
export type EstadoTicket = (typeof ESTADOS_TICKET)[number];

export const ESTADO_TICKET_LABELS: Record<EstadoTicket, string> = {
  abierto: 'Abierto',
  en_progreso: 'En progreso',
  resuelto: 'Resuelto',
  cerrado: 'Cerrado',
};

export const PRIORIDADES_TICKET = ['baja', 'media', 'alta'] as const;
export type PrioridadTicket = (typeof PRIORIDADES_TICKET)[number];
export const PRIORIDAD_TICKET_LABELS: Record<PrioridadTicket, string> = { baja: 'Baja', media: 'Media', alta: 'Alta' };

/** The first answer of support is due by the end of this many business days after the ticket is opened. */
export const SLA_PRIMERA_RESPUESTA_DIAS_HABILES = 1;

export const ESTADOS_SLA = ['a_tiempo', 'vence_hoy', 'vencido', 'cumplido', 'incumplido'] as const;
export type EstadoSla = (typeof ESTADOS_SLA)[number];
export const ESTADO_SLA_LABELS: Record<EstadoSla, string> = {
  a_tiempo: 'A tiempo',
  vence_hoy: 'Vence hoy',
  vencido: 'Vencido',
  cumplido: 'Respondido a tiempo',
  incumplido: 'Respondido tarde',
};

/** How long a support access opened from a ticket lasts (minutes). */
export const ACCESO_SOPORTE_MINUTOS = 120;

export const TICKET_ASUNTO_MAX = 150;
/** Files of a ticket: photos and PDF (type read from the content), 5 MB each, at most 5 per ticket. */
export const TICKET_ADJUNTO_MAX_BYTES = 5 * 1024 * 1024;
export const TICKET_ADJUNTOS_MAX = 5;
export const TICKET_TEXTO_MAX = 5000;

export const TICKETS_MSG = {
  asunto: 'Escribe el asunto del ticket',
  descripcion: 'Describe qué necesitas',
  mensaje: 'Escribe tu mensaje',
  prioridad: 'La prioridad no es válida',
  estado: 'El estado no es válido',
  motivo: 'Escribe el motivo del acceso',
  ticketNoEncontrado: 'Ticket de soporte no encontrado',
  transicionInvalida: (desde: string, hacia: string) =>
    `Un ticket ${desde.toLowerCase()} no puede pasar a ${hacia.toLowerCase()}`,
  ticketCerrado: 'El ticket está cerrado: abre uno nuevo si necesitas más ayuda',
  agenteInvalido: 'Solo se puede asignar a una persona del equipo de soporte',
  soloLectura:
    'Tienes un acceso de soporte abierto en modo de solo lectura: no puedes modificar datos de los conjuntos mientras dure',
  ticketCreado: 'Ticket enviado. El equipo de soporte te responderá por correo y aquí mismo.',
  mensajeEnviado: 'Mensaje enviado',
  estadoCambiado: 'Estado del ticket actualizado',
  asignado: 'Ticket asignado',
  accesoAbierto: 'Acceso de soporte abierto en modo de solo lectura',
  adjuntoFaltante: 'Adjunta al menos un archivo',
  adjuntoGrande: (nombre: string) => `«${nombre}» supera los 5 MB`,
  adjuntoTipo: (nombre: string) => `«${nombre}» no es una foto (JPG, PNG, WebP) ni un PDF`,
  adjuntosDemasiados: (max: number) => `Un ticket admite como máximo ${max} archivos`,
  adjuntoNoEncontrado: 'Archivo no encontrado',
} as const;

const asunto = requiredText(TICKETS_MSG.asunto, TICKET_ASUNTO_MAX);
const texto = (msg: string) => requiredText(msg, TICKET_TEXTO_MAX);
const estadoTicketField = z.enum(ESTADOS_TICKET, { error: TICKETS_MSG.estado });
const prioridadField = z.enum(PRIORIDADES_TICKET, { error: TICKETS_MSG.prioridad });

/** POST /api/ph/{id}/tickets-soporte: the complex is the path's. */
export const ticketCreateInput = z.object({
  id: uuidField,
  asunto,
  descripcion: texto(TICKETS_MSG.descripcion),
  prioridad: prioridadField.default('media'),
});
export type TicketCreateInput = z.input<typeof ticketCreateInput>;
/** The form's fields (the complex comes from the portal). */
export const ticketFormInput = ticketCreateInput.omit({ id: true });

/** GET /api/plataforma/tickets: the support queue. */
export const ticketQueueInput = z.object({
  estado: estadoTicketField.optional(),
  /** 'yo': assigned to the caller; 'nadie': unassigned. */
  asignado: z.enum(['yo', 'nadie'], { error: 'El filtro de asignación no es válido' }).optional(),
  q: z.string().trim().max(100, { error: 'La búsqueda no puede superar 100 caracteres' }).optional(),
  ...pageFields,
});
export type TicketQueueInput = z.input<typeof ticketQueueInput>;

/** GET /api/ph/{id}/tickets-soporte: the complex's own tickets. */
export const ticketPhListInput = z.object({ id: uuidField, ...pageFields });

export const ticketMensajeInput = z.object({ id: uuidField, texto: texto(TICKETS_MSG.mensaje) });
export const ticketEstadoInput = z.object({ id: uuidField, estado: estadoTicketField });
export const ticketAsignarInput = z.object({ id: uuidField, agenteId: uuidField });
export const accesoSoporteInput = z.object({ id: uuidField, motivo: requiredText(TICKETS_MSG.motivo, 300) });

const persona = z.object({ id: z.string(), nombre: z.string() });

export const ticketOutput = z.object({
  id: z.string(),
  numero: z.number().int(),
  phId: z.string(),
  phNombre: z.string(),
  phIdentificador: z.string(),
  asunto: z.string(),
  descripcion: z.string(),
  prioridad: prioridadField,
  estado: estadoTicketField,
  solicitante: persona,
  asignado: persona.nullable(),
  creadoEl: z.string(),
  actualizadoEl: z.string(),
  primeraRespuestaEl: z.string().nullable(),
  /** The first answer's due date (YYYY-MM-DD, business days from the contracts calendar) and where it stands. */
  sla: z.object({ venceEl: z.string(), estado: z.enum(ESTADOS_SLA) }),
});
export type TicketSoporte = z.infer<typeof ticketOutput>;

export const ticketMensajeOutput = z.object({
  id: z.string(),
  autor: persona,
  /** Written by the platform's support staff (not the administrator). */
  deSoporte: z.boolean(),
  texto: z.string(),
  creadoEl: z.string(),
});
export type TicketMensaje = z.infer<typeof ticketMensajeOutput>;

export const accesoSoporteOutput = z.object({
  id: z.string(),
  ticketId: z.string(),
  ticketNumero: z.number().int(),
  agente: persona,
  motivo: z.string(),
  desde: z.string(),
  hasta: z.string(),
  vigente: z.boolean(),
});
export type AccesoSoporte = z.infer<typeof accesoSoporteOutput>;

export const ticketAdjuntoOutput = z.object({
  id: z.string(),
  nombre: z.string(),
  tipo: z.string(),
  tamano: z.number().int(),
  autor: persona,
  creadoEl: z.string(),
});
export type TicketAdjunto = z.infer<typeof ticketAdjuntoOutput>;
export const ticketAdjuntosSubidosOutput = z.object({ success: z.literal(true), adjuntos: z.array(ticketAdjuntoOutput) });

export const ticketSingleOutput = z.object({ success: z.literal(true), message: z.string().optional(), ticket: ticketOutput });
export const ticketDetailOutput = z.object({
  success: z.literal(true),
  ticket: ticketOutput,
  mensajes: z.array(ticketMensajeOutput),
  adjuntos: z.array(ticketAdjuntoOutput),
  accesos: z.array(accesoSoporteOutput),
});
export type TicketDetail = z.infer<typeof ticketDetailOutput>;
export const ticketListOutput = z.object({
  success: z.literal(true),
  tickets: z.array(ticketOutput),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const ticketMensajeSingleOutput = z.object({
  success: z.literal(true),
  message: z.string(),
  mensaje: ticketMensajeOutput,
  ticket: ticketOutput,
});
export const accesoSoporteSingleOutput = z.object({
  success: z.literal(true),
  message: z.string(),
  acceso: accesoSoporteOutput,
});
export const accesoSoporteListOutput = z.object({ success: z.literal(true), accesos: z.array(accesoSoporteOutput) });
export const agentesSoporteOutput = z.object({ success: z.literal(true), agentes: z.array(persona) });
