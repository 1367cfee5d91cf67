// Activos (issue 29): the inventory of the complex's common equipment — what maintenance plans and
// órdenes de trabajo are about. Inputs and outputs of both facades, with Spanish messages.
import { z } from 'zod';

import { fechaCivilField } from '../fechas.ts';
import { isoDate, pageFields, requiredText, uuidField } from '../fields.ts';
import { MSG } from '../messages.ts';
import { adjuntoMantenimientoOutput } from '../ordenes.ts';

export const MANTENIMIENTO_MSG = {
  nombreRequerido: 'El nombre del activo es obligatorio',
  categoriaInvalida: 'La categoría del activo no es válida',
  fechaInvalida: 'La fecha no es válida (AAAA-MM-DD)',
  activoNotFound: 'Activo no encontrado',
  activoArchivado: 'El activo está archivado',
  proveedorNotFound: 'Proveedor no encontrado',
  planNotFound: 'Plan de mantenimiento no encontrado',
  planArchivado: 'El plan de mantenimiento está archivado',
  tituloRequerido: 'El título del plan es obligatorio',
  frecuenciaInvalida: 'La frecuencia debe ser días, semanas, meses o años',
  intervaloInvalido: 'El intervalo debe ser un número entero entre 1 y 366',
  mesesOmitidosInvalidos: 'Los meses omitidos van del 1 al 12, sin repetir, y al menos un mes debe quedar libre',
  fuenteRequerida: 'Una obligación legal debe citar su fuente (la norma que la exige)',
  costoInvalido: 'El costo estimado es un valor en pesos, sin centavos',
  garantiaAntesDeInstalacion: 'La garantía no puede terminar antes de la fecha de instalación',
} as const;

export const CATEGORIAS_ACTIVO = [
  'ascensor',
  'bomba',
  'tanque_agua',
  'planta_electrica',
  'extintor',
  'camaras',
  'porton',
  'piscina',
  'otro',
] as const;
export type CategoriaActivo = (typeof CATEGORIAS_ACTIVO)[number];

export const CATEGORIA_ACTIVO_LABELS: Record<CategoriaActivo, string> = {
  ascensor: 'Ascensor',
  bomba: 'Bomba',
  tanque_agua: 'Tanque de agua',
  planta_electrica: 'Planta eléctrica',
  extintor: 'Extintor',
  camaras: 'Cámaras',
  porton: 'Portón',
  piscina: 'Piscina',
  otro: 'Otro',
};

const textoOpcional = (max: number) => z.string().trim().max(max, { error: MSG.textTooLong }).nullable().optional();
const fechaOpcional = fechaCivilField(MANTENIMIENTO_MSG.fechaInvalida).nullable().optional();

const activoFieldsBase = z.object({
  nombre: requiredText(MANTENIMIENTO_MSG.nombreRequerido, 120),
  categoria: z.enum(CATEGORIAS_ACTIVO, { error: MANTENIMIENTO_MSG.categoriaInvalida }),
  ubicacion: textoOpcional(160),
  marca: textoOpcional(80),
  modelo: textoOpcional(80),
  serie: textoOpcional(80),
  fechaInstalacion: fechaOpcional,
  garantiaHasta: fechaOpcional,
  proveedorId: uuidField.nullable().optional(),
  notas: textoOpcional(2000),
});

const garantiaDespues = (d: { fechaInstalacion?: string | null; garantiaHasta?: string | null }) =>
  !d.fechaInstalacion || !d.garantiaHasta || d.garantiaHasta >= d.fechaInstalacion;

export const activoFields = activoFieldsBase.refine(garantiaDespues, {
  error: MANTENIMIENTO_MSG.garantiaAntesDeInstalacion,
  path: ['garantiaHasta'],
});
export type ActivoData = z.infer<typeof activoFields>;

export const activoCreateInput = activoFieldsBase
  .extend({ id: uuidField.describe('Id del conjunto') })
  .refine(garantiaDespues, { error: MANTENIMIENTO_MSG.garantiaAntesDeInstalacion, path: ['garantiaHasta'] });
export const activoUpdateInput = activoFieldsBase
  .partial()
  .extend({ id: uuidField.describe('Id del activo') })
  .refine(garantiaDespues, { error: MANTENIMIENTO_MSG.garantiaAntesDeInstalacion, path: ['garantiaHasta'] });
export type ActivoUpdateData = Omit<z.infer<typeof activoUpdateInput>, 'id'>;
export const activoListInput = z.object({
  id: uuidField.describe('Id del conjunto'),
  ...pageFields,
  pageSize: pageFields.pageSize.default(100),
  /** Also the archived ones (their history stays). */
  archivados: z.enum(['true', 'false']).optional(),
});
export const activoDeleteInput = z.object({ id: uuidField.describe('Id del activo') });
export const activoGetInput = z.object({ id: uuidField.describe('Id del activo') });

export const activoOutput = z.object({
  id: z.string(),
  phId: z.string(),
  nombre: z.string(),
  categoria: z.enum(CATEGORIAS_ACTIVO),
  ubicacion: z.string().nullable(),
  marca: z.string().nullable(),
  modelo: z.string().nullable(),
  serie: z.string().nullable(),
  fechaInstalacion: z.string().nullable(),
  garantiaHasta: z.string().nullable(),
  proveedor: z.object({ id: z.string(), razonSocial: z.string() }).nullable(),
  notas: z.string().nullable(),
  /** Photos and documents (uploaded through the órdenes module's adjuntos). */
  adjuntos: z.number().int(),
  archivadoEn: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Activo = z.infer<typeof activoOutput>;

export const activoSingleOutput = z.object({ success: z.literal(true), activo: activoOutput });
export const activoListOutput = z.object({
  success: z.literal(true),
  activos: z.array(activoOutput),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
/** One activo with its photos and documents (newest first). */
export const activoDetailOutput = z.object({
  success: z.literal(true),
  activo: activoOutput,
  adjuntos: z.array(adjuntoMantenimientoOutput),
});
