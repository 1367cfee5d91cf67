import { z } from 'zod';

import { emailField, numeroDocumentoField, requiredText, tipoDocumentoField, uuidField } from './fields.ts';
import { MSG } from './messages.ts';
import { ESTADOS_RESIDENTE, PERMISOS } from './permisos.ts';

export {
  DEFAULT_PERMISOS,
  ESTADO_RESIDENTE_LABELS,
  ESTADOS_RESIDENTE,
  PERMISO_LABELS,
  PERMISOS,
  type EstadoResidente,
  type Permiso,
} from './permisos.ts';

export const TIPOS_RESIDENTE = ['propietario', 'arrendatario', 'residente'] as const;
export type TipoResidente = (typeof TIPOS_RESIDENTE)[number];
export const TIPO_RESIDENTE_LABELS: Record<TipoResidente, string> = {
  propietario: 'Propietario',
  arrendatario: 'Arrendatario',
  residente: 'Residente',
};

/** A phone as people type it (residents' directory, Mi Perfil). */
export const telefonoField = z
  .string({ error: 'El teléfono debe ser texto' })
  .trim()
  .max(20, { error: MSG.textTooLong })
  .regex(/^[0-9+\s()-]*$/, { error: 'El teléfono solo puede tener números, espacios y los signos + ( ) -' })
  .optional();

export const residenteFields = z.object({
  nombre: requiredText(MSG.nombrePersonaRequired, 120),
  tipo_documento: tipoDocumentoField,
  numero_documento: numeroDocumentoField,
  /** Optional: a person without email stays in the directory (no invitation) until one is added. */
  email: z.preprocess((value) => (value === '' || value === null ? undefined : value), emailField.optional()),
  telefono: telefonoField,
  tipo: z.enum(TIPOS_RESIDENTE, { error: 'El tipo de residente no es válido' }).default('residente'),
  permisos: z
    .array(z.enum(PERMISOS, { error: 'Permiso no válido' }))
    .max(PERMISOS.length)
    .optional(),
});
export type ResidenteFields = z.input<typeof residenteFields>;

export const residenteCreateInput = residenteFields.extend({ id: uuidField });
export const residentePermisosInput = z.object({
  id: uuidField,
  permisos: z
    .array(z.enum(PERMISOS, { error: 'Permiso no válido' }), { error: 'Los permisos deben ser una lista' })
    .max(PERMISOS.length),
});

export const residenteOutput = z.object({
  id: z.string(),
  apartamentoId: z.string(),
  /** Whether the person accepted an invitation and the record is tied to their account (never the account's id). */
  vinculado: z.boolean(),
  nombre: z.string(),
  tipo_documento: z.string(),
  numero_documento: z.string(),
  /** Null for a person in the directory without an email. */
  email: z.string().nullable(),
  telefono: z.string().nullable(),
  tipo: z.enum(TIPOS_RESIDENTE),
  permisos: z.array(z.enum(PERMISOS)),
  /** invitado (has an email, not linked yet), activo (accepted, linked), sin_email (directory only). */
  estado: z.enum(ESTADOS_RESIDENTE),
  createdAt: z.string(),
});
export type Residente = z.infer<typeof residenteOutput>;

export const residenteListOutput = z.object({
  success: z.literal(true),
  residentes: z.array(residenteOutput),
  total: z.number().int(),
});
export const residenteSingleOutput = z.object({ success: z.literal(true), residente: residenteOutput });

/** One resident (path `{id}` of /residentes/{id}). */
export const residenteIdInput = z.object({ id: uuidField });

/** Editing a person's contact: adding an email to someone who had none sends the invitation. */
export const residenteContactoInput = residenteFields
  .pick({ nombre: true, email: true, telefono: true })
  .extend({ id: uuidField });

export const residenteReenviarOutput = z.object({ success: z.literal(true), message: z.string() });
