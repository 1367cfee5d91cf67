// PQRS (issue 16): peticiones, quejas, reclamos y sugerencias with the legal terms of Ley 1755 de
// 2015 art. 14 in días hábiles. Civil dates travel as `YYYY-MM-DD`, instants as ISO strings.
import { z } from 'zod';

import { isoDate, pageFields, requiredText, uuidField } from './fields.ts';
import { pqrsOrdenResumen } from './ordenes.ts';
import { PQRS_ESTADOS, PQRS_ESTADOS_CAMBIABLES, PQRS_MSG, PQRS_SUBTIPOS, PQRS_TIPOS } from './pqrs/constantes.ts';

export * from './pqrs/constantes.ts';

const texto = (message: string, max: number) => requiredText(message, max);

export const pqrsCreateInput = z.object({
  id: uuidField,
  tipo: z.enum(PQRS_TIPOS, { error: PQRS_MSG.tipoInvalid }),
  subtipo: z.enum(PQRS_SUBTIPOS, { error: PQRS_MSG.subtipoInvalid }).default('general'),
  asunto: texto(PQRS_MSG.asuntoRequired, 200),
  descripcion: texto(PQRS_MSG.descripcionRequired, 5000),
  apartamentoId: uuidField.optional(),
});
export type PqrsCreateInput = z.input<typeof pqrsCreateInput>;

export const pqrsListInput = z.object({
  id: uuidField,
  estado: z.enum(PQRS_ESTADOS, { error: PQRS_MSG.estadoInvalid }).optional(),
  tipo: z.enum(PQRS_TIPOS, { error: PQRS_MSG.tipoInvalid }).optional(),
  /** Only the open ones past their due date. */
  vencidas: z.enum(['true', 'false']).optional(),
  q: z.string().trim().max(100).optional(),
  ...pageFields,
});
export type PqrsListInput = z.input<typeof pqrsListInput>;

export const pqrsIdInput = z.object({ id: uuidField });

export const pqrsComentarioInput = z.object({
  id: uuidField,
  texto: texto(PQRS_MSG.textoRequired, 5000),
  /** A staff note: never shown to the filer. */
  interno: z.boolean().default(false),
});

export const pqrsEstadoInput = z
  .object({
    id: uuidField,
    estado: z.enum(PQRS_ESTADOS_CAMBIABLES, { error: PQRS_MSG.estadoInvalid }),
    motivo: z.string().trim().max(2000).optional(),
  })
  .refine((v) => v.estado !== 'anulada' || (v.motivo ?? '').length > 0, { error: PQRS_MSG.motivoRequired, path: ['motivo'] });

export const pqrsAsignarInput = z.object({ id: uuidField, userId: uuidField });

export const pqrsRespuestaInput = z.object({ id: uuidField, texto: texto(PQRS_MSG.textoRequired, 10000) });

export const pqrsProrrogaInput = z.object({
  id: uuidField,
  dias: z.coerce
    .number({ error: 'Los días deben ser un número' })
    .int()
    .min(1, { error: 'La prórroga debe ser de al menos 1 día hábil' }),
  motivo: texto(PQRS_MSG.motivoRequired, 2000),
});

const persona = z.object({ id: z.string(), nombre: z.string() });

export const pqrsOutput = z.object({
  id: z.string(),
  phId: z.string(),
  radicado: z.string().describe('Consecutivo por conjunto y año, p. ej. 2027-000123'),
  tipo: z.enum(PQRS_TIPOS),
  subtipo: z.enum(PQRS_SUBTIPOS),
  asunto: z.string(),
  descripcion: z.string(),
  apartamentoId: z.string().nullable(),
  unidad: z.string().nullable(),
  solicitante: persona,
  asignado: persona.nullable(),
  estado: z.enum(PQRS_ESTADOS),
  fechaRadicacion: isoDate,
  /** The business day the filing counts from (a filing on a weekend or holiday: the next business day). */
  fechaInicio: z.string(),
  terminoDias: z.number().int().nullable(),
  fechaVencimiento: z.string().nullable(),
  /** Días hábiles left (0 on the due date, negative overdue); null without a term or once answered. */
  diasRestantes: z.number().int().nullable(),
  vencida: z.boolean(),
  prorroga: z.object({ dias: z.number().int(), motivo: z.string() }).nullable(),
  respuesta: z.string().nullable(),
  respondidaEn: isoDate.nullable(),
  createdAt: isoDate,
});
export type PqrsOutput = z.infer<typeof pqrsOutput>;

export const pqrsComentarioOutput = z.object({
  id: z.string(),
  autor: persona,
  texto: z.string(),
  interno: z.boolean(),
  createdAt: isoDate,
});
export const pqrsEventoOutput = z.object({
  id: z.string(),
  tipo: z.string(),
  actor: persona.nullable(),
  estadoAnterior: z.enum(PQRS_ESTADOS).nullable(),
  estadoNuevo: z.enum(PQRS_ESTADOS).nullable(),
  texto: z.string().nullable(),
  interno: z.boolean(),
  createdAt: isoDate,
});

export const pqrsSingleOutput = z.object({ success: z.literal(true), pqrs: pqrsOutput, message: z.string().optional() });
export const pqrsAdjuntoOutput = z.object({
  id: z.string(),
  comentarioId: z.string().nullable(),
  nombre: z.string(),
  tipo: z.string(),
  tamano: z.number().int(),
  url: z.string().describe('GET con el mismo token de sesión'),
  createdAt: isoDate,
});
export type PqrsAdjuntoOutput = z.infer<typeof pqrsAdjuntoOutput>;

export const pqrsDetailOutput = z.object({
  success: z.literal(true),
  pqrs: pqrsOutput,
  comentarios: z.array(pqrsComentarioOutput),
  eventos: z.array(pqrsEventoOutput),
  adjuntos: z.array(pqrsAdjuntoOutput),
  /** The orden de trabajo that answers it (issue 29), so the filer follows its progress. */
  orden: pqrsOrdenResumen.nullable(),
});
export const pqrsComentarioSingleOutput = z.object({ success: z.literal(true), comentario: pqrsComentarioOutput });
export const pqrsListOutput = z.object({
  success: z.literal(true),
  pqrs: z.array(pqrsOutput),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const pqrsIndicadoresOutput = z.object({
  success: z.literal(true),
  indicadores: z.object({
    abiertasPorEstado: z.object({
      radicada: z.number().int(),
      en_tramite: z.number().int(),
      en_espera_solicitante: z.number().int(),
      reabierta: z.number().int(),
    }),
    abiertas: z.number().int(),
    vencidas: z.number().int(),
    respondidas: z.number().int(),
    /** Average días hábiles from the deemed filing day to the answer; null before any answer. */
    promedioDiasRespuesta: z.number().nullable(),
    /** Share of answered PQRS with a term answered on or before their due date (0–100); null before any. */
    porcentajeEnTermino: z.number().nullable(),
  }),
});
