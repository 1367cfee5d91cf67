// Plan preventivo and the legal calendar (issue 29): a recurring task for an activo or for the whole
// complex, optionally a legal obligation citing its norm; and the cumplimiento of the obligations
// (al día / por vencer / vencido). Inputs and outputs of both facades, with Spanish messages.
import { z } from 'zod';

import { diasCivilesEntre, type CivilDate } from '../civil.ts';
import { fechaCivilField } from '../fechas.ts';
import { isoDate, requiredText, uuidField } from '../fields.ts';
import { MSG } from '../messages.ts';
import { MANTENIMIENTO_MSG } from './activos.ts';
import { FRECUENCIAS_PLAN, type FrecuenciaPlan } from './recurrencia.ts';

export * from './recurrencia.ts';
export * from './obligaciones.ts';

export const FRECUENCIA_LABELS: Record<FrecuenciaPlan, { singular: string; plural: string }> = {
  dias: { singular: 'día', plural: 'días' },
  semanas: { singular: 'semana', plural: 'semanas' },
  meses: { singular: 'mes', plural: 'meses' },
  anios: { singular: 'año', plural: 'años' },
};

/** «Cada 6 meses», «Cada año». */
export function describirFrecuencia(frecuencia: FrecuenciaPlan, intervalo: number): string {
  const { singular, plural } = FRECUENCIA_LABELS[frecuencia];
  if (intervalo === 1) return frecuencia === 'semanas' ? 'Cada semana' : `Cada ${singular}`;
  return `Cada ${intervalo} ${plural}`;
}

export const MESES_LABELS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** The largest interval (a daily task every 366 days; a yearly one every 366 years is never needed, but harmless). */
export const INTERVALO_MAXIMO = 366;

const mesesOmitidos = z
  .array(z.number({ error: MANTENIMIENTO_MSG.mesesOmitidosInvalidos }).int().min(1).max(12), {
    error: MANTENIMIENTO_MSG.mesesOmitidosInvalidos,
  })
  .max(11, { error: MANTENIMIENTO_MSG.mesesOmitidosInvalidos })
  .refine((m) => new Set(m).size === m.length, { error: MANTENIMIENTO_MSG.mesesOmitidosInvalidos });

const planFieldsBase = z.object({
  titulo: requiredText(MANTENIMIENTO_MSG.tituloRequerido, 160),
  descripcion: z.string().trim().max(2000, { error: MSG.textTooLong }).nullable().optional(),
  activoId: uuidField.nullable().optional(),
  frecuencia: z.enum(FRECUENCIAS_PLAN, { error: MANTENIMIENTO_MSG.frecuenciaInvalida }),
  intervalo: z
    .number({ error: MANTENIMIENTO_MSG.intervaloInvalido })
    .int({ error: MANTENIMIENTO_MSG.intervaloInvalido })
    .min(1, { error: MANTENIMIENTO_MSG.intervaloInvalido })
    .max(INTERVALO_MAXIMO, { error: MANTENIMIENTO_MSG.intervaloInvalido }),
  fechaInicio: fechaCivilField(MANTENIMIENTO_MSG.fechaInvalida),
  mesesOmitidos: mesesOmitidos.optional().default([]),
  obligacionLegal: z.boolean().optional().default(false),
  fuente: z.string().trim().max(300, { error: MSG.textTooLong }).nullable().optional(),
  proveedorId: uuidField.nullable().optional(),
  costoEstimado: z
    .number({ error: MANTENIMIENTO_MSG.costoInvalido })
    .int({ error: MANTENIMIENTO_MSG.costoInvalido })
    .min(0, { error: MANTENIMIENTO_MSG.costoInvalido })
    .max(1_000_000_000_000, { error: MANTENIMIENTO_MSG.costoInvalido })
    .nullable()
    .optional(),
});

const fuenteSiLegal = (d: { obligacionLegal?: boolean; fuente?: string | null }) =>
  !d.obligacionLegal || Boolean(d.fuente?.trim());

/** The plan as the web form edits it (costoEstimado as a number: the form parses the typed pesos first). */
export const planFields = planFieldsBase.refine(fuenteSiLegal, { error: MANTENIMIENTO_MSG.fuenteRequerida, path: ['fuente'] });
export type PlanData = z.output<typeof planFields>;

export const planCreateInput = planFieldsBase
  .extend({ id: uuidField.describe('Id del conjunto') })
  .refine(fuenteSiLegal, { error: MANTENIMIENTO_MSG.fuenteRequerida, path: ['fuente'] });
export const planUpdateInput = z
  .object({
    ...planFieldsBase.shape,
    mesesOmitidos: mesesOmitidos.optional(),
    obligacionLegal: z.boolean().optional(),
  })
  .partial()
  .extend({ id: uuidField.describe('Id del plan') });
export type PlanUpdateData = Omit<z.output<typeof planUpdateInput>, 'id'>;
export const planListInput = z.object({
  id: uuidField.describe('Id del conjunto'),
  activoId: uuidField.optional(),
  archivados: z.enum(['true', 'false']).optional(),
});
export const planDeleteInput = z.object({ id: uuidField.describe('Id del plan') });

export const planOutput = z.object({
  id: z.string(),
  phId: z.string(),
  clave: z.string().nullable(),
  titulo: z.string(),
  descripcion: z.string().nullable(),
  activo: z.object({ id: z.string(), nombre: z.string() }).nullable(),
  frecuencia: z.enum(FRECUENCIAS_PLAN),
  intervalo: z.number().int(),
  fechaInicio: z.string(),
  mesesOmitidos: z.array(z.number().int()),
  obligacionLegal: z.boolean(),
  fuente: z.string().nullable(),
  proveedor: z.object({ id: z.string(), razonSocial: z.string() }).nullable(),
  costoEstimado: z.number().int().nullable(),
  /** The next occurrence from today (null: none left). */
  proximaFecha: z.string().nullable(),
  generadoHasta: z.string().nullable(),
  archivadoEn: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Plan = z.infer<typeof planOutput>;
export const planSingleOutput = z.object({ success: z.literal(true), plan: planOutput });
export const planListOutput = z.object({ success: z.literal(true), planes: z.array(planOutput) });

// ---- Cumplimiento -------------------------------------------------------------------------------

export const ESTADOS_CUMPLIMIENTO = ['al_dia', 'por_vencer', 'vencido'] as const;
export type EstadoCumplimiento = (typeof ESTADOS_CUMPLIMIENTO)[number];
export const ESTADO_CUMPLIMIENTO_LABELS: Record<EstadoCumplimiento, string> = {
  al_dia: 'Al día',
  por_vencer: 'Por vencer',
  vencido: 'Vencido',
};
/** An obligation due within this many calendar days is «por vencer». */
export const DIAS_POR_VENCER_CUMPLIMIENTO = 30;

/**
 * The estado of an obligation whose next due date is `proximo` on the civil date `hoy`: vencido once the
 * date has passed, por vencer from 30 days before it (the due date itself included), al día before.
 * Without a next due date (every month skipped) there is nothing to do: al día.
 */
export function estadoCumplimiento(proximo: CivilDate | null, hoy: CivilDate): EstadoCumplimiento {
  if (proximo === null) return 'al_dia';
  const dias = diasCivilesEntre(hoy, proximo);
  if (dias < 0) return 'vencido';
  return dias <= DIAS_POR_VENCER_CUMPLIMIENTO ? 'por_vencer' : 'al_dia';
}

export const cumplimientoInput = z.object({ id: uuidField.describe('Id del conjunto') });

export const evidenciaCumplimientoOutput = z.object({
  ordenId: z.string(),
  numero: z.number().int(),
  /** The civil date the work was done (its orden terminada). */
  fecha: z.string(),
  adjuntos: z.number().int(),
});
export type EvidenciaCumplimiento = z.infer<typeof evidenciaCumplimientoOutput>;

export const obligacionCumplimientoOutput = z.object({
  planId: z.string(),
  clave: z.string().nullable(),
  titulo: z.string(),
  fuente: z.string().nullable(),
  activo: z.object({ id: z.string(), nombre: z.string() }).nullable(),
  frecuencia: z.enum(FRECUENCIAS_PLAN),
  intervalo: z.number().int(),
  proximoVencimiento: z.string().nullable(),
  /** Calendar days from today to the due date (negative: overdue). */
  diasRestantes: z.number().int().nullable(),
  estado: z.enum(ESTADOS_CUMPLIMIENTO),
  evidencia: evidenciaCumplimientoOutput.nullable(),
});
export type ObligacionCumplimiento = z.infer<typeof obligacionCumplimientoOutput>;

export const cumplimientoOutput = z.object({
  success: z.literal(true),
  hoy: z.string(),
  obligaciones: z.array(obligacionCumplimientoOutput),
  resumen: z.object({ al_dia: z.number().int(), por_vencer: z.number().int(), vencido: z.number().int() }),
});
export type Cumplimiento = z.infer<typeof cumplimientoOutput>;
