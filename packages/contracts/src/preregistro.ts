import { z } from 'zod';

import { TIPOS_DOCUMENTO_PERSONA } from './documents.ts';
import { emailField, numeroDocumentoField, pageFields, requiredText, rolField, uuidField } from './fields.ts';
import { MSG } from './messages.ts';

export const PREREGISTRO_STATUSES = ['pendiente', 'aprobado', 'rechazado'] as const;
export type PreregistroStatus = (typeof PREREGISTRO_STATUSES)[number];
export const PREREGISTRO_STATUS_LABELS: Record<PreregistroStatus, string> = {
  pendiente: 'Pendiente',
  aprobado: 'Aprobado',
  rechazado: 'Rechazado',
};

/** Optional free text: trimmed, spaces collapsed, bounded; empty is absent. */
const optionalText = (max: number) =>
  z
    .string({ error: 'Debe ser texto' })
    .trim()
    .max(max, { error: MSG.textTooLong })
    .transform((value) => value.replace(/\s+/g, ' ') || undefined)
    .optional();

/** Roles a person may ask for when pre-registering (residente by default). */
export const ROLES_PREREGISTRO = ['residente', 'propietario', 'consejo', 'proveedor', 'porteria'] as const;

export const preregistroFields = z.object({
  nombre: requiredText(MSG.nombrePersonaRequired, 120),
  tipoDocumento: z.enum(TIPOS_DOCUMENTO_PERSONA, { error: MSG.tipoDocumentoRequired }),
  numeroDocumento: numeroDocumentoField,
  email: emailField,
  rolDeseado: z.enum(ROLES_PREREGISTRO, { error: MSG.rolInvalid }).default('residente'),
  /** Free text, matched to a unit of the complex when one has it (the administration decides). */
  torre: optionalText(20),
  unidad: optionalText(20),
});
export type PreregistroFields = z.input<typeof preregistroFields>;

/** `id` is the property's id or its identificador. */
export const preregistroCreateInput = preregistroFields.extend({ id: requiredText(MSG.propertyNotFound, 40) });

export const preregistroOutput = z.object({
  id: z.string(),
  phId: z.string(),
  nombre: z.string(),
  tipoDocumento: z.string(),
  numeroDocumento: z.string(),
  email: z.string(),
  rolDeseado: rolField,
  /** What the person typed, as typed (null when left empty). */
  torre: z.string().nullable(),
  unidad: z.string().nullable(),
  /** The unit of the complex that matches it, if any: preselected when approving. */
  apartamentoId: z.string().nullable(),
  status: z.enum(PREREGISTRO_STATUSES),
  motivoRechazo: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Preregistro = z.infer<typeof preregistroOutput>;

export const preregistroListInput = z.object({
  id: uuidField,
  status: z.enum(PREREGISTRO_STATUSES, { error: 'El estado no es válido' }).optional(),
  ...pageFields,
});
export const preregistroListOutput = z.object({
  success: z.literal(true),
  preregistros: z.array(preregistroOutput),
  total: z.number().int(),
});
export const preregistroSingleOutput = z.object({
  success: z.literal(true),
  preregistro: preregistroOutput,
  message: z.string(),
});
/** The public answer to a preregistro: whether the unit matched stays with the administration. */
export const preregistroSubmittedOutput = z.object({
  success: z.literal(true),
  preregistro: preregistroOutput.omit({ apartamentoId: true }),
  message: z.string(),
});

export const preregistroDecisionInput = z.object({ id: uuidField, preId: uuidField });
export { ROLES_UNIDAD } from './unit-roles.ts';
/**
 * Approving may say which unit and which role (the role asked for by default). With a unit, the
 * person joins its directory and is invited to that role on it; accepting links them.
 */
export const preregistroApproveInput = preregistroDecisionInput.extend({
  apartamentoId: uuidField.optional(),
  rol: z.enum(ROLES_PREREGISTRO, { error: MSG.rolInvalid }).optional(),
});
export const preregistroRejectInput = preregistroDecisionInput.extend({
  motivo: z.string({ error: 'El motivo debe ser texto' }).trim().max(500, { error: MSG.textTooLong }).optional(),
});
