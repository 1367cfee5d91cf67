import { z } from 'zod';

import { TIPOS_UNIDAD } from './apartamento/constantes.ts';
import { decimalInput, normalizeTorre } from './decimal.ts';
import { requiredText, uuidField } from './fields.ts';
import { MSG } from './messages.ts';

export * from './apartamento/constantes.ts';

/** Percentage share (Ley 675 de 2001): 0 to 100, up to 6 decimals. Required: a blank is never a silent 0. */
export const coeficienteField = z.preprocess(
  decimalInput,
  z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? MSG.coeficienteRequired : MSG.coeficienteNotNumber),
    })
    .refine(Number.isFinite, { error: MSG.coeficienteNotNumber })
    .min(0, { error: 'El coeficiente no puede ser negativo' })
    .max(100, { error: 'El coeficiente no puede superar 100' }),
);

export const apartamentoFields = z.object({
  /** "Torre 3" is stored as "3": screens print "Torre" before it. */
  torre: z
    .string({ error: 'La torre debe ser texto' })
    .trim()
    .max(20, { error: MSG.textTooLong })
    .transform(normalizeTorre)
    .optional()
    .default(''),
  numero: requiredText(MSG.numeroRequired, 20),
  piso: z.coerce
    .number({ error: 'El piso debe ser un número entero' })
    .int({ error: 'El piso debe ser un número entero' })
    .min(-10)
    .max(200)
    .nullable()
    .optional(),
  tipo: z.enum(TIPOS_UNIDAD, { error: 'El tipo de unidad no es válido' }).default('apartamento'),
  areaM2: z.preprocess(
    decimalInput,
    z
      .number({ error: 'El área debe ser un número' })
      .min(0, { error: 'El área no puede ser negativa' })
      .max(100000)
      .nullable()
      .optional(),
  ),
  coeficiente: coeficienteField,
  /** Acta de asamblea or escritura behind a new coeficiente (kept in its history, Ley 675 art. 28). */
  coeficienteReferencia: z
    .string({ error: 'La referencia debe ser texto' })
    .trim()
    .max(200, { error: MSG.textTooLong })
    .optional(),
});
export type ApartamentoFields = z.input<typeof apartamentoFields>;

export const apartamentoCreateInput = apartamentoFields.extend({ id: uuidField });
export const apartamentoUpdateInput = apartamentoFields.extend({ id: uuidField });

export const apartamentoOutput = z.object({
  id: z.string(),
  phId: z.string(),
  torre: z.string(),
  numero: z.string(),
  piso: z.number().nullable(),
  tipo: z.enum(TIPOS_UNIDAD),
  areaM2: z.number().nullable(),
  coeficiente: z.number(),
  residentesCount: z.number().int(),
  createdAt: z.string(),
});
export type Apartamento = z.infer<typeof apartamentoOutput>;

export const apartamentoListOutput = z.object({
  success: z.literal(true),
  apartamentos: z.array(apartamentoOutput),
  total: z.number().int(),
  /** Sum of coeficientes over the property, in percent. */
  coeficienteTotal: z.number(),
});
export const apartamentoSingleOutput = z.object({
  success: z.literal(true),
  apartamento: apartamentoOutput,
  coeficienteTotal: z.number(),
});

/** One apartment (path `{id}` of /apartamentos/{id}). */
export const apartamentoIdInput = z.object({ id: uuidField });

/** Units of one property, ordered by torre and numero. A complex rarely has more than a few hundred. */
export const APARTAMENTOS_PAGE_SIZE_MAX = 1000;
export const apartamentoListInput = z.object({
  id: uuidField,
  page: z.coerce.number({ error: 'La página debe ser un número' }).int().min(1).default(1),
  pageSize: z.coerce
    .number({ error: 'El tamaño de página debe ser un número' })
    .int()
    .min(1)
    .max(APARTAMENTOS_PAGE_SIZE_MAX, { error: `El tamaño de página no puede superar ${APARTAMENTOS_PAGE_SIZE_MAX}` })
    .default(500),
});

// ---- Coeficientes (Ley 675 de 2001 arts. 25–28) ---------------------------------------------

/** The sum is 100 % when it is within a millionth of a percent. */
export const COEFICIENTE_TOLERANCE = 0.000001;

export const coeficientesOutput = z.object({
  success: z.literal(true),
  /** Sum of the units' coeficientes, in percent. */
  suma: z.number(),
  /** 100 − suma: positive when coeficientes are missing, negative when they exceed 100 %. */
  faltante: z.number(),
  /** Whether the sum is 100 % (± COEFICIENTE_TOLERANCE). */
  completo: z.boolean(),
  unidades: z.number().int(),
  /** Units whose coeficiente is 0 (never given). */
  sinCoeficiente: z.number().int(),
});
export type CoeficientesOutput = z.infer<typeof coeficientesOutput>;

export const coeficienteHistorialEntry = z.object({
  valor: z.number(),
  vigenteDesde: z.string(),
  referencia: z.string().nullable(),
});
export const coeficienteHistorialOutput = z.object({ success: z.literal(true), historial: z.array(coeficienteHistorialEntry) });
