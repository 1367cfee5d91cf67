// Mi Perfil (issue 14 §5): name and phone, a new email confirmed from the link mailed to it, the
// active sessions and "cerrar las demás", and notification preferences (the theme stays client-side).
import { z } from 'zod';

import { emailField, passwordField, requiredText } from './fields.ts';
import { MSG } from './messages.ts';
import { telefonoField } from './residente.ts';

export const perfilUpdateInput = z.object({
  nombre: requiredText(MSG.nombrePersonaRequired, 120),
  /** Blank clears it. */
  telefono: telefonoField,
});
export type PerfilUpdateInput = z.input<typeof perfilUpdateInput>;

export const perfilOutput = z.object({
  nombre: z.string(),
  email: z.string(),
  telefono: z.string().nullable(),
  tipo_documento: z.string(),
  numero_documento: z.string(),
  /** A new email waiting for its owner to open the link mailed to it (null when none). */
  emailPendiente: z.string().nullable(),
});
export type Perfil = z.infer<typeof perfilOutput>;
export const perfilSingleOutput = z.object({ success: z.literal(true), message: z.string().optional(), perfil: perfilOutput });

/** The current password proves that whoever holds the session may move the account to another address. */
export const emailChangeInput = z.object({ email: emailField, password: passwordField });
export const emailChangeOutput = z.object({ success: z.literal(true), message: z.string(), emailPendiente: z.string() });

export const sesionOutput = z.object({
  /** The session making this request. */
  actual: z.boolean(),
  creadaEn: z.string(),
  ultimoUso: z.string(),
  expiraEn: z.string(),
  /** Read from the User-Agent the session signed in with («Chrome», «Android»); null when unknown. */
  navegador: z.string().nullable(),
  sistema: z.string().nullable(),
});
export type Sesion = z.infer<typeof sesionOutput>;
/** A session's device as people say it («Chrome en Android»): Mi Perfil and the platform's person page. */
export function nombreDispositivo({ navegador, sistema }: Pick<Sesion, 'navegador' | 'sistema'>): string {
  if (navegador && sistema) return `${navegador} en ${sistema}`;
  return navegador ?? sistema ?? 'Dispositivo sin identificar';
}
export const sesionesOutput = z.object({ success: z.literal(true), sesiones: z.array(sesionOutput) });
export const cerrarOtrasOutput = z.object({ success: z.literal(true), message: z.string(), cerradas: z.number().int() });

export const NOTIFICACIONES = ['anuncios', 'pagos', 'pqrs', 'asambleas'] as const;
export type Notificacion = (typeof NOTIFICACIONES)[number];
export const NOTIFICACION_LABELS: Record<Notificacion, string> = {
  anuncios: 'Anuncios y circulares del conjunto',
  pagos: 'Cuentas de cobro y recordatorios de pago',
  pqrs: 'Respuestas a mis PQRS',
  asambleas: 'Convocatorias y resultados de asambleas',
};
const preferencia = z.boolean({ error: 'Cada preferencia debe ser verdadero o falso' });
export const preferenciasFields = z.object({
  anuncios: preferencia,
  pagos: preferencia,
  pqrs: preferencia,
  asambleas: preferencia,
});
export type Preferencias = z.infer<typeof preferenciasFields>;
export const preferenciasUpdateInput = preferenciasFields.partial();
export const preferenciasOutput = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  preferencias: preferenciasFields,
});
