// What Horizonte tells people, by which channels (issue 32): the one catalogue the notification center,
// push, SMS/WhatsApp, the preferences of Mi Perfil and the collection reminders all read.
import { z } from 'zod';

/** The ways a notification reaches a person besides the in-app center (which always gets it). */
export const CANALES_NOTIFICACION = ['correo', 'push', 'sms', 'whatsapp'] as const;
export type CanalNotificacion = (typeof CANALES_NOTIFICACION)[number];
export const CANAL_NOTIFICACION_LABELS: Record<CanalNotificacion, string> = {
  correo: 'Correo electrónico',
  push: 'Notificaciones en este dispositivo',
  sms: 'Mensaje de texto (SMS)',
  whatsapp: 'WhatsApp',
};
/** Channels that need a provider configured on the platform before a person can choose them. */
export const CANALES_CON_PROVEEDOR: readonly CanalNotificacion[] = ['sms', 'whatsapp'];

/** What a person chooses to receive, per channel (Ley 1581 de 2012: consent per purpose). */
export const CATEGORIAS_NOTIFICACION = [
  'porteria',
  'comunicados',
  'pqrs',
  'mantenimiento',
  'reservas',
  'asambleas',
  'pagos',
  'cobro',
  'documentos',
  'obligaciones',
  'soporte',
] as const;
export type CategoriaNotificacion = (typeof CATEGORIAS_NOTIFICACION)[number];
export const CATEGORIA_NOTIFICACION_LABELS: Record<CategoriaNotificacion, string> = {
  porteria: 'Portería: paquetes y visitantes',
  comunicados: 'Anuncios y circulares del conjunto',
  pqrs: 'Mis PQRS y las radicadas al conjunto',
  mantenimiento: 'Órdenes de trabajo',
  reservas: 'Reservas de zonas comunes',
  asambleas: 'Convocatorias y votaciones de asambleas',
  pagos: 'Pagos aprobados',
  cobro: 'Cuentas de cobro y recordatorios de pago',
  documentos: 'Documentos publicados',
  obligaciones: 'Obligaciones legales por vencer',
  soporte: 'Tickets de soporte',
};

/** One kind of event, its category and whether the law requires its email (which then cannot be turned off). */
interface TipoNotificacion {
  categoria: CategoriaNotificacion;
  /** A notice the law requires to reach each owner in writing: its email is always sent. */
  correoObligatorio: boolean;
}

export const TIPOS_NOTIFICACION = {
  paquete_recibido: { categoria: 'porteria', correoObligatorio: false },
  visitante_en_porteria: { categoria: 'porteria', correoObligatorio: false },
  comunicado_publicado: { categoria: 'comunicados', correoObligatorio: false },
  pqrs_radicada: { categoria: 'pqrs', correoObligatorio: false },
  pqrs_respondida: { categoria: 'pqrs', correoObligatorio: false },
  orden_asignada: { categoria: 'mantenimiento', correoObligatorio: false },
  orden_terminada: { categoria: 'mantenimiento', correoObligatorio: false },
  reserva_aprobada: { categoria: 'reservas', correoObligatorio: false },
  reserva_rechazada: { categoria: 'reservas', correoObligatorio: false },
  // Ley 675 de 2001 art. 39: the convocatoria is a written communication to each owner.
  asamblea_convocada: { categoria: 'asambleas', correoObligatorio: true },
  votacion_abierta: { categoria: 'asambleas', correoObligatorio: false },
  pago_aprobado: { categoria: 'pagos', correoObligatorio: false },
  // The cuenta de cobro is the owner's statement of what the asamblea's budget makes due (art. 29).
  cuenta_cobro_emitida: { categoria: 'cobro', correoObligatorio: true },
  recordatorio_cobro: { categoria: 'cobro', correoObligatorio: false },
  documento_publicado: { categoria: 'documentos', correoObligatorio: false },
  obligacion_por_vencer: { categoria: 'obligaciones', correoObligatorio: false },
  ticket_soporte_actualizado: { categoria: 'soporte', correoObligatorio: false },
} as const satisfies Record<string, TipoNotificacion>;
export type TipoNotificacionId = keyof typeof TIPOS_NOTIFICACION;
export const TIPOS_NOTIFICACION_IDS = Object.keys(TIPOS_NOTIFICACION) as TipoNotificacionId[];

/** Is this notice emailed whatever the person's preferences say? Only the notices the law requires. */
export function correoObligatorio(tipo: TipoNotificacionId): boolean {
  return TIPOS_NOTIFICACION[tipo].correoObligatorio;
}

/** Does this category hold a notice that is always emailed (so its email switch must say so)? */
export function categoriaConCorreoObligatorio(categoria: CategoriaNotificacion): boolean {
  return TIPOS_NOTIFICACION_IDS.some((t) => TIPOS_NOTIFICACION[t].categoria === categoria && correoObligatorio(t));
}

/** The payload of a web push message (the service worker shows it; `enlace` is a same-origin path). */
export const pushPayload = z.object({
  id: z.string(),
  titulo: z.string().max(120),
  cuerpo: z.string().max(300),
  enlace: z.string().startsWith('/').max(500),
});
export type PushPayload = z.infer<typeof pushPayload>;
