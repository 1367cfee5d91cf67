import { z } from 'zod';
import { MSG } from './messages.ts';
import { requiredText, uuidField } from './fields.ts';

export const TIPOS_UNIDAD = ['apartamento', 'casa', 'local', 'parqueadero', 'deposito'] as const;
export type TipoUnidad = (typeof TIPOS_UNIDAD)[number];
export const TIPO_UNIDAD_LABELS: Record<TipoUnidad, string> = {
  apartamento: 'Apartamento',
  casa: 'Casa',
  local: 'Local',
  parqueadero: 'Parqueadero',
  deposito: 'Depósito',
};

const decimalText = (message: string) =>
  z.coerce.number({ error: message }).refine(Number.isFinite, { error: message });

export const apartamentoFields = z.object({
  torre: z.string({ error: 'La torre debe ser texto' }).trim().max(20, { error: MSG.textTooLong }).optional().default(''),
  numero: requiredText(MSG.numeroRequired, 20),
  piso: z.coerce.number({ error: 'El piso debe ser un número entero' }).int({ error: 'El piso debe ser un número entero' }).min(-10).max(200).nullable().optional(),
  tipo: z.enum(TIPOS_UNIDAD, { error: 'El tipo de unidad no es válido' }).default('apartamento'),
  areaM2: decimalText('El área debe ser un número').min(0, { error: 'El área no puede ser negativa' }).max(100000).nullable().optional(),
  /** Percentage share (Ley 675 de 2001): 0 to 100, up to 6 decimals. */
  coeficiente: decimalText('El coeficiente debe ser un número')
    .min(0, { error: 'El coeficiente no puede ser negativo' })
    .max(100, { error: 'El coeficiente no puede superar 100' })
    .default(0),
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
