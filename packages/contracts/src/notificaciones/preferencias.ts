// Preferences and consent (issue 32; Ley 1581 de 2012): per person, per category, per channel. The
// contact by SMS or WhatsApp to a phone number needs a recorded consent (its date, the exact text shown
// and the number), which the person may withdraw at any time (art. 8 lit. e and art. 9 of Ley 1581; the
// withdrawal is recorded, never deleted: Decreto 1377 de 2013, art. 5 keeps the proof of authorisation).
import { z } from 'zod';

import { CANALES_NOTIFICACION, CATEGORIAS_NOTIFICACION, type CanalNotificacion, type CategoriaNotificacion } from './catalogo.ts';

/** Channels that reach a phone number and so need a consent with the number. */
export const CANALES_TELEFONO = ['sms', 'whatsapp'] as const;
export type CanalTelefono = (typeof CANALES_TELEFONO)[number];
export const esCanalTelefono = (canal: CanalNotificacion): canal is CanalTelefono =>
  (CANALES_TELEFONO as readonly string[]).includes(canal);

export const PREFERENCIAS_NOTIFICACION_MSG = {
  actualizadas: 'Preferencias de notificación guardadas',
  correoObligatorio:
    'La convocatoria de asamblea y la cuenta de cobro siempre llegan por correo: la ley exige enviarlas por escrito a cada propietario.',
  canalNoDisponible: 'Ese canal no está disponible en Horizonte por ahora',
  sinConsentimiento: 'Para recibir avisos por ese canal primero autoriza el envío a tu número de celular',
  consentimientoRegistrado: 'Autorización registrada. Puedes retirarla cuando quieras.',
  consentimientoRetirado: 'Autorización retirada: no te enviaremos más mensajes a ese número por ese canal.',
  sinConsentimientoVigente: 'No tienes una autorización vigente para ese canal',
  aceptarRequerido: 'Debes aceptar el texto de autorización para continuar',
  telefonoInvalido: 'Escribe un número de celular colombiano de 10 dígitos (por ejemplo 300 123 4567)',
  preferenciaRepetida: 'Cada categoría y canal puede aparecer una sola vez',
} as const;

/** The exact text a person accepts to receive notices on a phone channel (stored with each consent). */
export function textoConsentimiento(canal: CanalTelefono, telefono: string): string {
  const medio = canal === 'sms' ? 'mensajes de texto (SMS)' : 'mensajes de WhatsApp';
  return (
    `Autorizo a Horizonte y a la administración de mis conjuntos a enviarme ${medio} al número ${telefono} ` +
    'con los avisos que elegí en Mi Perfil, incluidos recordatorios de pago, en los horarios de la Ley 2300 de 2023. ' +
    'Conozco que puedo retirar esta autorización en cualquier momento desde Mi Perfil (Ley 1581 de 2012).'
  );
}

/** A Colombian mobile number (3xx xxx xxxx), with or without +57: normalised to 57 and ten digits. */
export const celularColombiaField = z
  .string({ error: PREFERENCIAS_NOTIFICACION_MSG.telefonoInvalido })
  .trim()
  .max(20, { error: PREFERENCIAS_NOTIFICACION_MSG.telefonoInvalido })
  .transform((v) => v.replace(/[\s()-]/g, '').replace(/^\+/, ''))
  .transform((v) => (v.length === 10 ? `57${v}` : v))
  .refine((v) => /^573\d{9}$/.test(v), { error: PREFERENCIAS_NOTIFICACION_MSG.telefonoInvalido });

/** How a number is shown back: +57 300 123 4567. */
export const formatoCelular = (e164: string): string =>
  /^57(\d{3})(\d{3})(\d{4})$/.test(e164) ? e164.replace(/^57(\d{3})(\d{3})(\d{4})$/, '+57 $1 $2 $3') : `+${e164}`;

const canalField = z.enum(CANALES_NOTIFICACION, { error: 'El canal no es válido' });
const canalTelefonoField = z.enum(CANALES_TELEFONO, { error: 'El canal debe ser sms o whatsapp' });
const categoriaField = z.enum(CATEGORIAS_NOTIFICACION, { error: 'La categoría no es válida' });

export const preferenciaNotificacion = z.object({
  categoria: categoriaField,
  canal: canalField,
  activo: z.boolean({ error: 'activo debe ser verdadero o falso' }),
});
export type PreferenciaNotificacion = z.infer<typeof preferenciaNotificacion>;

export const preferenciasNotificacionUpdateInput = z.object({
  preferencias: z
    .array(preferenciaNotificacion)
    .min(1, { error: 'Envía al menos una preferencia' })
    .max(CATEGORIAS_NOTIFICACION.length * CANALES_NOTIFICACION.length, { error: 'Demasiadas preferencias' })
    .refine((ps) => new Set(ps.map((p) => `${p.categoria}:${p.canal}`)).size === ps.length, {
      error: PREFERENCIAS_NOTIFICACION_MSG.preferenciaRepetida,
    }),
});
export type PreferenciasNotificacionUpdate = z.infer<typeof preferenciasNotificacionUpdateInput>;

export const consentimientoCanalOutput = z.object({
  id: z.string(),
  canal: canalTelefonoField,
  telefono: z.string().describe('57 y los diez dígitos del celular'),
  texto: z.string().describe('El texto exacto que la persona aceptó'),
  otorgadoEn: z.string(),
  retiradoEn: z.string().nullable(),
});
export type ConsentimientoCanal = z.infer<typeof consentimientoCanalOutput>;

const celdas = z.object(
  Object.fromEntries(CANALES_NOTIFICACION.map((c) => [c, z.boolean().optional()])) as Record<
    CanalNotificacion,
    z.ZodOptional<z.ZodBoolean>
  >,
);

export const preferenciasNotificacionFields = z.object({
  /** The channels offered now (sms and whatsapp only when a provider is configured). */
  canales: z.array(canalField),
  categorias: z.array(
    z.object({
      categoria: categoriaField,
      /** A notice of this category is emailed whatever the email switch says (the law requires it). */
      correoObligatorio: z.boolean(),
      /** One switch per offered channel. */
      canales: celdas,
    }),
  ),
  /** Every consent given, the withdrawn ones too (newest first). */
  consentimientos: z.array(consentimientoCanalOutput),
  avisoCorreoObligatorio: z.string(),
});
export type PreferenciasNotificacion = z.infer<typeof preferenciasNotificacionFields>;

export const preferenciasNotificacionOutput = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  notificaciones: preferenciasNotificacionFields,
});

export const consentimientoCreateInput = z.object({
  canal: canalTelefonoField,
  telefono: celularColombiaField,
  /** The person ticked «Acepto» on the text textoConsentimiento(canal, telefono) shows. */
  aceptado: z.literal(true, { error: PREFERENCIAS_NOTIFICACION_MSG.aceptarRequerido }),
});
export type ConsentimientoCreateInput = z.input<typeof consentimientoCreateInput>;

export const consentimientoRetirarInput = z.object({ canal: canalTelefonoField });

export const consentimientoSingleOutput = z.object({
  success: z.literal(true),
  message: z.string(),
  consentimiento: consentimientoCanalOutput,
});

/** The default of a switch nobody touched: email and push on, phone channels off until consented. */
export const preferenciaPorDefecto = (canal: CanalNotificacion): boolean => !esCanalTelefono(canal);

export type { CanalNotificacion, CategoriaNotificacion };
