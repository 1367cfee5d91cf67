// Órdenes de trabajo (issue 29): the admin's board, the consejo's approval of the órdenes over the
// complex's threshold, the proveedor's work and evidence, the PQRS an orden answers and the owner's
// rating. Inputs and outputs of both facades; amounts are whole pesos (integers). The rules (who does
// what in which estado) are the shared policy's, policy/mantenimiento.ts.
import { z } from 'zod';

import { fechaCivilField } from './fechas.ts';
import { isoDate, pageFields, requiredText, uuidField } from './fields.ts';
import { MSG } from './messages.ts';
import { leerPesos, pesosTecleadosField } from './pesos.ts';
import { ESTADOS_ORDEN, ORDEN_ACCIONES, type EstadoOrden } from './policy/mantenimiento.ts';
import { VALOR_MAXIMO } from './tesoreria/schemas.ts';

// ---- Labels -------------------------------------------------------------------------------------

export const PRIORIDADES_ORDEN = ['baja', 'media', 'alta', 'emergencia'] as const;
export type PrioridadOrden = (typeof PRIORIDADES_ORDEN)[number];
export const PRIORIDAD_ORDEN_LABELS: Record<PrioridadOrden, string> = {
  baja: 'Baja',
  media: 'Media',
  alta: 'Alta',
  emergencia: 'Emergencia',
};

export const ESTADO_ORDEN_LABELS: Record<EstadoOrden, string> = {
  abierta: 'Abierta',
  asignada: 'Asignada',
  en_curso: 'En curso',
  terminada: 'Terminada',
  verificada: 'Verificada',
  cancelada: 'Cancelada',
};

export const DECISIONES_APROBACION = ['aprobada', 'rechazada'] as const;
export type DecisionAprobacion = (typeof DECISIONES_APROBACION)[number];
export const DECISION_APROBACION_LABELS: Record<DecisionAprobacion, string> = { aprobada: 'Aprobada', rechazada: 'Rechazada' };

// ---- Limits -------------------------------------------------------------------------------------

/** One evidence file (photo or PDF) of an orden or an activo. */
export const ADJUNTO_MANTENIMIENTO_MAX_BYTES = 10 * 1024 * 1024;
/** Files per upload request. */
export const ADJUNTOS_MANTENIMIENTO_POR_SUBIDA = 5;
/** Files an orden or an activo may hold in all. */
export const ADJUNTOS_MANTENIMIENTO_MAX = 30;

// ---- Messages -----------------------------------------------------------------------------------

export const ORDENES_MSG = {
  notFound: 'Orden de trabajo no encontrada',
  adjuntoNotFound: 'Archivo no encontrado',
  activoNotFound: 'Activo no encontrado',
  proveedorNotFound: 'Proveedor no encontrado',
  pqrsNotFound: 'PQRS no encontrada',
  tituloRequired: 'Escribe un título de hasta 200 caracteres',
  prioridadInvalida: 'La prioridad debe ser baja, media, alta o emergencia',
  estadoInvalido: 'El estado no es válido',
  fechaInvalida: 'Escribe una fecha válida (AAAA-MM-DD)',
  costoInvalido: 'El costo es un valor en pesos enteros, sin centavos',
  motivoRequired: 'Escribe el motivo de la cancelación',
  proveedorRequired: 'Elige el proveedor al que se asigna la orden',
  transicionInvalida: (desde: string, hacia: string) =>
    `Una orden ${desde.toLowerCase()} no puede pasar a ${hacia.toLowerCase()}`,
  pendienteAprobacion:
    'La orden supera el monto de aprobación del conjunto: necesita la aprobación del consejo antes de asignarla',
  yaDecidio: 'Ya registraste tu decisión sobre esta orden',
  noRequiereAprobacion: 'Esta orden no está esperando la aprobación del consejo',
  decisionInvalida: 'La decisión debe ser aprobada o rechazada',
  comentarioRechazo: 'Explica por qué rechazas la orden',
  calificacionInvalida: 'La calificación va de 1 a 5',
  noCalificable: 'Solo quien radicó la PQRS califica su orden, una vez verificada y una sola vez',
  costoAprobado: 'El consejo aprobó la orden por un costo menor: cancélala y crea otra con el nuevo costo',
  noEditable: 'Una orden verificada o cancelada ya no se edita',
  pqrsConOrden: 'Esta PQRS ya tiene una orden de trabajo',
  umbralInvalido: 'El monto de aprobación es un valor en pesos enteros (vacío: ninguna orden requiere aprobación)',
  aprobacionesInvalidas: 'Las aprobaciones requeridas van de 1 a 15',
  diasInvalidos: 'Los días de anticipación van de 0 a 365',
  adjuntoFaltante: 'Adjunta al menos un archivo (foto o PDF)',
  adjuntoGrande: (nombre: string) => `«${nombre}» supera los 10 MB`,
  adjuntoTipo: (nombre: string) => `«${nombre}» no es una foto (JPG, PNG, WEBP) ni un PDF`,
  adjuntosDemasiados: (max: number) => `Máximo ${max} archivos por subida y ${ADJUNTOS_MANTENIMIENTO_MAX} por orden o activo`,
} as const;

// ---- Inputs -------------------------------------------------------------------------------------

const fecha = fechaCivilField(ORDENES_MSG.fechaInvalida);
const costo = z
  .number({ error: ORDENES_MSG.costoInvalido })
  .int({ error: ORDENES_MSG.costoInvalido })
  .min(0, { error: ORDENES_MSG.costoInvalido })
  .max(VALOR_MAXIMO, { error: ORDENES_MSG.costoInvalido });
const textoLibre = (max: number) => z.string().trim().max(max, { error: MSG.textTooLong });

/** The fields of an orden the administration writes (POST and PUT). */
export const ordenFields = z.object({
  titulo: requiredText(ORDENES_MSG.tituloRequired, 200),
  descripcion: textoLibre(4000).nullable().optional(),
  prioridad: z.enum(PRIORIDADES_ORDEN, { error: ORDENES_MSG.prioridadInvalida }).default('media'),
  activoId: uuidField.nullable().optional(),
  fechaLimite: fecha.nullable().optional(),
  costoEstimado: costo.nullable().optional(),
});

/** POST /api/ph/{id}/ordenes. */
export const ordenCreateInput = ordenFields.extend({ id: uuidField });
/** The web's form: the estimated cost typed the Colombian way («1.500.000»). */
export const ordenFormFields = ordenFields.extend({
  costoEstimado: pesosTecleadosField({ maximo: VALOR_MAXIMO, permitirCero: true }).optional(),
});
/** PUT /api/ordenes/{id}: only the fields sent change. */
export const ordenUpdateInput = ordenFields.partial().extend({ id: uuidField });

export const ordenListInput = z.object({
  id: uuidField,
  estado: z.enum(ESTADOS_ORDEN, { error: ORDENES_MSG.estadoInvalido }).optional(),
  ...pageFields,
});
export const ordenIdInput = z.object({ id: uuidField });

/** The motivo of a cancellation and the reason of a rejection, as the web's dialogs ask for them. */
export const motivoCancelacionField = requiredText(ORDENES_MSG.motivoRequired, 1000);
export const comentarioRechazoField = requiredText(ORDENES_MSG.comentarioRechazo, 1000);

const estadoCampos = {
  estado: z.enum(ESTADOS_ORDEN, { error: ORDENES_MSG.estadoInvalido }),
  motivo: textoLibre(1000).optional(),
  nota: textoLibre(2000).optional(),
  proveedorId: uuidField.optional(),
  costoReal: costo.optional(),
};
type EstadoCampos = { estado: EstadoOrden; motivo?: string; proveedorId?: string };
const reglasDeEstado = <T extends z.ZodType<EstadoCampos>>(schema: T) =>
  schema
    .refine((v) => v.estado !== 'cancelada' || Boolean(v.motivo), { error: ORDENES_MSG.motivoRequired, path: ['motivo'] })
    .refine((v) => v.estado !== 'asignada' || Boolean(v.proveedorId), {
      error: ORDENES_MSG.proveedorRequired,
      path: ['proveedorId'],
    });
/** The web's form of PUT /api/ordenes/{id}/estado: the motivo for cancelada, the proveedor for asignada, the real cost for terminada. */
export const ordenEstadoFields = reglasDeEstado(z.object(estadoCampos));
export const ordenEstadoInput = reglasDeEstado(z.object({ id: uuidField, ...estadoCampos }));
export type OrdenEstadoData = Omit<z.infer<typeof ordenEstadoInput>, 'id'>;

const aprobacionCampos = {
  decision: z.enum(DECISIONES_APROBACION, { error: ORDENES_MSG.decisionInvalida }),
  comentario: textoLibre(1000).optional(),
};
const reglaDeRechazo = <T extends z.ZodType<{ decision: DecisionAprobacion; comentario?: string }>>(schema: T) =>
  schema.refine((v) => v.decision !== 'rechazada' || Boolean(v.comentario), {
    error: ORDENES_MSG.comentarioRechazo,
    path: ['comentario'],
  });
/** POST /api/ordenes/{id}/aprobaciones: one decision per consejo member; a rejection says why. */
export const aprobacionFields = reglaDeRechazo(z.object(aprobacionCampos));
export const aprobacionInput = reglaDeRechazo(z.object({ id: uuidField, ...aprobacionCampos }));

/** PUT /api/ordenes/{id}/calificacion. */
export const calificacionFields = z.object({
  calificacion: z
    .number({ error: ORDENES_MSG.calificacionInvalida })
    .int({ error: ORDENES_MSG.calificacionInvalida })
    .min(1, { error: ORDENES_MSG.calificacionInvalida })
    .max(5, { error: ORDENES_MSG.calificacionInvalida }),
  comentario: textoLibre(1000).optional(),
});
export const calificacionInput = calificacionFields.extend({ id: uuidField });

/** POST /api/pqrs/{id}/orden: the orden's fields default to the PQRS's asunto and descripción. */
export const pqrsOrdenInput = ordenFields
  .partial()
  .extend({ id: uuidField, prioridad: z.enum(PRIORIDADES_ORDEN, { error: ORDENES_MSG.prioridadInvalida }).optional() });

/** PUT /api/ph/{id}/mantenimiento/configuracion. */
export const configuracionMantenimientoFields = z.object({
  umbralAprobacion: z
    .number({ error: ORDENES_MSG.umbralInvalido })
    .int({ error: ORDENES_MSG.umbralInvalido })
    .min(0, { error: ORDENES_MSG.umbralInvalido })
    .max(VALOR_MAXIMO, { error: ORDENES_MSG.umbralInvalido })
    .nullable(),
  aprobacionesRequeridas: z
    .number({ error: ORDENES_MSG.aprobacionesInvalidas })
    .int({ error: ORDENES_MSG.aprobacionesInvalidas })
    .min(1, { error: ORDENES_MSG.aprobacionesInvalidas })
    .max(15, { error: ORDENES_MSG.aprobacionesInvalidas }),
  diasAnticipacion: z
    .number({ error: ORDENES_MSG.diasInvalidos })
    .int({ error: ORDENES_MSG.diasInvalidos })
    .min(0, { error: ORDENES_MSG.diasInvalidos })
    .max(365, { error: ORDENES_MSG.diasInvalidos }),
});
export const configuracionMantenimientoInput = configuracionMantenimientoFields.extend({ id: uuidField });
/** The web's form: the threshold typed the Colombian way (empty: no orden needs the consejo), the counts as typed text. */
export const configuracionMantenimientoFormFields = configuracionMantenimientoFields.extend({
  umbralAprobacion: z.string().transform((texto, ctx) => {
    if (!texto.trim()) return null;
    const leido = leerPesos(texto, { maximo: VALOR_MAXIMO, permitirCero: true });
    if (leido.ok) return leido.valor;
    ctx.addIssue({ code: 'custom', message: leido.error });
    return z.NEVER;
  }),
  aprobacionesRequeridas: z.coerce
    .number({ error: ORDENES_MSG.aprobacionesInvalidas })
    .pipe(configuracionMantenimientoFields.shape.aprobacionesRequeridas),
  diasAnticipacion: z.coerce
    .number({ error: ORDENES_MSG.diasInvalidos })
    .pipe(configuracionMantenimientoFields.shape.diasAnticipacion),
});
export type ConfiguracionMantenimientoData = z.infer<typeof configuracionMantenimientoFields>;
/** The defaults of a complex that never configured it (the schema's). */
export const CONFIGURACION_MANTENIMIENTO_INICIAL: ConfiguracionMantenimientoData = {
  umbralAprobacion: null,
  aprobacionesRequeridas: 1,
  diasAnticipacion: 15,
};

// ---- Outputs ------------------------------------------------------------------------------------

export const ordenOutput = z.object({
  id: z.string(),
  phId: z.string(),
  numero: z.number().int().describe('Consecutivo por conjunto'),
  titulo: z.string(),
  descripcion: z.string().nullable(),
  prioridad: z.enum(PRIORIDADES_ORDEN),
  estado: z.enum(ESTADOS_ORDEN),
  activo: z.object({ id: z.string(), nombre: z.string() }).nullable(),
  proveedor: z.object({ id: z.string(), razonSocial: z.string() }).nullable(),
  planId: z.string().nullable(),
  pqrs: z.object({ id: z.string(), radicado: z.string() }).nullable(),
  fechaProgramada: z.string().nullable(),
  fechaLimite: z.string().nullable(),
  costoEstimado: z.number().int().nullable(),
  costoReal: z.number().int().nullable(),
  requiereAprobacion: z.boolean(),
  /** Over the threshold and not yet approved: it cannot be assigned. */
  pendienteAprobacion: z.boolean(),
  aprobaciones: z.object({ aprobadas: z.number().int(), rechazadas: z.number().int(), requeridas: z.number().int() }),
  aprobadaEn: isoDate.nullable(),
  motivoCancelacion: z.string().nullable(),
  notaCierre: z.string().nullable(),
  calificacion: z.number().int().nullable(),
  comentarioCalificacion: z.string().nullable(),
  asignadaEn: isoDate.nullable(),
  iniciadaEn: isoDate.nullable(),
  terminadaEn: isoDate.nullable(),
  verificadaEn: isoDate.nullable(),
  canceladaEn: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** What the caller may do with it now (policy accionesOrden). */
  acciones: z.array(z.enum(ORDEN_ACCIONES)),
});
export type OrdenOutput = z.infer<typeof ordenOutput>;

export const ordenEventoOutput = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), nombre: z.string() }).nullable(),
  desde: z.enum(ESTADOS_ORDEN).nullable(),
  hacia: z.enum(ESTADOS_ORDEN),
  nota: z.string().nullable(),
  createdAt: isoDate,
});
export const ordenAprobacionOutput = z.object({
  id: z.string(),
  miembro: z.object({ id: z.string(), nombre: z.string() }),
  decision: z.enum(DECISIONES_APROBACION),
  comentario: z.string().nullable(),
  createdAt: isoDate,
});
export const adjuntoMantenimientoOutput = z.object({
  id: z.string(),
  nombre: z.string(),
  tipo: z.string(),
  tamano: z.number().int(),
  url: z.string().describe('GET con el mismo token de sesión'),
  createdAt: isoDate,
});
export type AdjuntoMantenimientoOutput = z.infer<typeof adjuntoMantenimientoOutput>;

export const ordenSingleOutput = z.object({ success: z.literal(true), orden: ordenOutput });
export const ordenDetailOutput = z.object({
  success: z.literal(true),
  orden: ordenOutput,
  eventos: z.array(ordenEventoOutput),
  aprobaciones: z.array(ordenAprobacionOutput),
  adjuntos: z.array(adjuntoMantenimientoOutput),
  /** The complex's active proveedores, for whoever may assign it now (empty otherwise). */
  asignables: z.array(z.object({ id: z.string(), razonSocial: z.string(), servicios: z.array(z.string()) })),
});
export const ordenListOutput = z.object({
  success: z.literal(true),
  ordenes: z.array(ordenOutput),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const configuracionMantenimientoOutput = z.object({
  success: z.literal(true),
  configuracion: configuracionMantenimientoFields.extend({ actualizadoEn: isoDate.nullable() }),
});

/** What the PQRS detail shows of its orden, so the owner follows its progress. */
export const pqrsOrdenResumen = z.object({
  id: z.string(),
  numero: z.number().int(),
  estado: z.enum(ESTADOS_ORDEN),
  proveedor: z.string().nullable(),
  calificacion: z.number().int().nullable(),
});
export type PqrsOrdenResumen = z.infer<typeof pqrsOrdenResumen>;
