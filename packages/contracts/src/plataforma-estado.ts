// GET /api/plataforma/estado (issue 33): the platform's measured state for its staff — the database
// and its latency, the job queue's backlog and failures, failing mails, the API processes alive (from
// their heartbeats) and the version — with an overall state derived by policy/plataforma-estado.ts.
import { z } from 'zod';

export const ESTADOS_SERVICIO = ['operativo', 'degradado', 'caido'] as const;
export type EstadoServicio = (typeof ESTADOS_SERVICIO)[number];

export const ESTADO_SERVICIO_LABELS: Record<EstadoServicio, string> = {
  operativo: 'Operativo',
  degradado: 'Degradado',
  caido: 'Caído',
};

const estadoServicio = z.enum(ESTADOS_SERVICIO);

export const procesoApiOutput = z.object({
  id: z.string(),
  host: z.string(),
  pid: z.number().int(),
  version: z.string(),
  iniciadoEl: z.string(),
  ultimoLatidoEl: z.string(),
  /** Beat within the last three intervals (or it is the process answering). */
  vivo: z.boolean(),
});
export type ProcesoApi = z.infer<typeof procesoApiOutput>;

/** Counts are null when the database did not answer (the part is then «Caído»). */
export const plataformaEstadoOutput = z.object({
  success: z.literal(true),
  /** The worst of the parts below (policy/plataforma-estado.ts, derivarEstadoPlataforma). */
  estado: estadoServicio,
  /** Why it is not operativo, in Spanish; empty when all is well. */
  motivos: z.array(z.string()),
  medidoEl: z.string(),
  version: z.string(),
  baseDeDatos: z.object({
    estado: estadoServicio,
    disponible: z.boolean(),
    /** Round trip of a trivial query, measured now; null when it did not answer. */
    latenciaMs: z.number().nullable(),
  }),
  cola: z.object({
    estado: estadoServicio,
    /** Jobs ready to run now or running (not those scheduled for later). */
    pendientes: z.number().int().nullable(),
    /** When the job waiting longest became ready (ISO); null when none waits. */
    masAntiguoDesde: z.string().nullable(),
    minutosMasAntiguo: z.number().int().nullable(),
    /** Jobs of any kind that failed for good in the last 24 hours. */
    fallidos24h: z.number().int().nullable(),
  }),
  correos: z.object({
    estado: estadoServicio,
    fallidos24h: z.number().int().nullable(),
    reintentando: z.number().int().nullable(),
  }),
  procesos: z.object({
    estado: estadoServicio,
    vivos: z.number().int().nullable(),
    lista: z.array(procesoApiOutput),
  }),
});
export type PlataformaEstado = z.infer<typeof plataformaEstadoOutput>;
