import { z } from 'zod';

import {
  DEFAULT_CIUDAD,
  IDENTIFICADOR_MAX_LENGTH,
  IDENTIFICADOR_MIN_LENGTH,
  NIT_MAX_DIGITS,
  NIT_MIN_DIGITS,
  NOMBRE_PH_MIN_LENGTH,
} from './constants.ts';
import { pageFields, requiredText, uuidField } from './fields.ts';
import { MSG } from './messages.ts';
import { hasValidCheckDigit, nitDigitCount } from './nit.ts';
import { PH_ACTIONS } from './policy.ts';

const nombre = requiredText(MSG.nombreRequired, 120).min(NOMBRE_PH_MIN_LENGTH, { error: MSG.nombreMin });

const nit = requiredText(MSG.nitRequired, 20)
  .refine(
    (v) => {
      const n = nitDigitCount(v);
      return n >= NIT_MIN_DIGITS && n <= NIT_MAX_DIGITS;
    },
    { error: MSG.nitDigits, abort: true },
  )
  .refine(hasValidCheckDigit, { error: MSG.nitCheckDigit });

const identificador = requiredText(MSG.identificadorRequired, 40)
  .toLowerCase()
  .regex(new RegExp(`^[a-z0-9]{${IDENTIFICADOR_MIN_LENGTH},${IDENTIFICADOR_MAX_LENGTH}}$`), { error: MSG.identificadorFormat });

const direccion = requiredText(MSG.direccionRequired, 200);

/** Server input for create and update: ciudad falls back to Bogotá when empty. */
export const phInput = z.object({
  nombre,
  nit,
  direccion,
  ciudad: z
    .string({ error: MSG.ciudadRequired })
    .trim()
    .max(80, { error: MSG.textTooLong })
    .optional()
    .transform((v) => (v ? v : DEFAULT_CIUDAD)),
  identificador,
});
export type PhInput = z.input<typeof phInput>;

/** The property form (client side): every field required (spec section 5). */
export const phFormSchema = phInput.extend({ ciudad: requiredText(MSG.ciudadRequired, 80) });
export type PhForm = z.input<typeof phFormSchema>;

export const phOutput = z.object({
  id: z.string(),
  nombre: z.string(),
  nit: z.string(),
  direccion: z.string(),
  ciudad: z.string(),
  identificador: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Ph = z.infer<typeof phOutput>;

export const phPublicOutput = phOutput.pick({ id: true, nombre: true, direccion: true, ciudad: true, identificador: true });
export type PhPublic = z.infer<typeof phPublicOutput>;

export const phIdInput = z.object({ id: uuidField });
export const phUpdateInput = phInput.extend({ id: uuidField });
export const phByIdentificadorInput = z.object({ identificador: z.string().trim().toLowerCase().min(1).max(40) });

export const phListInput = z.object({
  q: z.string().trim().max(100).optional(),
  /** `admin`: only the properties the caller administers (the general admin panel); platform staff see all. */
  rol: z.literal('admin').optional(),
  ...pageFields,
});
export type PhListInput = z.input<typeof phListInput>;

export const phListOutput = z.object({
  success: z.literal(true),
  properties: z.array(phOutput),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PhListOutput = z.infer<typeof phListOutput>;

export const phSingleOutput = z.object({ success: z.literal(true), property: phOutput, message: z.string().optional() });
/** With a session, `capabilities` lists what the caller may do in this complex (the shared policy's PhAction); [] otherwise. */
export const phPublicSingleOutput = z.object({
  success: z.literal(true),
  property: phPublicOutput,
  capabilities: z.array(z.enum(PH_ACTIONS)),
});
