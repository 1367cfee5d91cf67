import { z } from 'zod';

/** Live figures for the dashboards. */
export const platformStatsOutput = z.object({
  success: z.literal(true),
  properties: z.number().int(),
  users: z.number().int(),
  pendingPreregistros: z.number().int(),
  apartamentos: z.number().int(),
});
export type PlatformStats = z.infer<typeof platformStatsOutput>;

export const phStatsOutput = z.object({
  success: z.literal(true),
  apartamentos: z.number().int(),
  residentes: z.number().int(),
  pendingPreregistros: z.number().int(),
  coeficienteTotal: z.number(),
});
export type PhStats = z.infer<typeof phStatsOutput>;

/** What waits for the administration of one complex: each kind counted, with its first few items. */
const pendienteGrupo = <Item extends z.ZodType>(item: Item) => z.object({ total: z.number().int(), items: z.array(item) });

export const PENDIENTES_ITEMS = 3;

export const pendientesOutput = z.object({
  success: z.literal(true),
  reservasPorAprobar: pendienteGrupo(z.object({ id: z.string(), zona: z.string(), unidad: z.string(), inicio: z.string() })),
  /** PQRS filed or reopened that nobody has taken up yet, newest first. */
  pqrsNuevas: pendienteGrupo(
    z.object({ id: z.string(), radicado: z.string(), asunto: z.string(), fechaVencimiento: z.string().nullable() }),
  ),
  /** PQRS whose term ends within two business days (or already ended), from the one calendar. */
  pqrsPorVencer: pendienteGrupo(
    z.object({ id: z.string(), radicado: z.string(), asunto: z.string(), fechaVencimiento: z.string() }),
  ),
  preregistros: pendienteGrupo(z.object({ id: z.string(), nombre: z.string(), createdAt: z.string() })),
  /** Paper poderes typed by the administration, waiting to be validated or rejected. */
  poderesPorValidar: pendienteGrupo(z.object({ id: z.string(), asambleaId: z.string(), apoderadoNombre: z.string() })),
  paquetesSinEntregar: pendienteGrupo(
    z.object({ id: z.string(), descripcion: z.string(), unidad: z.string(), recibidoEn: z.string() }),
  ),
  proximaAsamblea: z.object({ id: z.string(), titulo: z.string(), fechaHora: z.string(), estado: z.string() }).nullable(),
  /** Capital past its due date; null when the caller may not read the complex's treasury. */
  carteraVencida: z.object({ valor: z.number().int(), unidades: z.number().int() }).nullable(),
});
export type Pendientes = z.infer<typeof pendientesOutput>;

/** Months in the general panel's treasury trends (the current one included). */
export const REPORTE_MESES = 6;

/** GET /api/reportes/tesoreria: what the complexes the caller reads billed, collected and still owed, month by month. */
export const reporteTesoreriaOutput = z.object({
  success: z.literal(true),
  /** How many complexes the figures add up. */
  conjuntos: z.number().int(),
  meses: z.array(
    z.object({
      mes: z.string().describe('AAAA-MM'),
      facturado: z.number().int(),
      recaudado: z.number().int(),
      /** What was still owed at the month's end (or today, for the current month). */
      cartera: z.number().int(),
    }),
  ),
});
export type ReporteTesoreria = z.infer<typeof reporteTesoreriaOutput>;
