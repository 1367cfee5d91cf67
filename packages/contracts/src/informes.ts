// Ejecución presupuestal and the consejo's monthly report (issue 29): inputs and outputs of both
// facades, and the pure arithmetic behind them (% executed, variance, the fondo de imprevistos'
// balance). Amounts are whole pesos; percentages are numbers in percent with two decimals.
import { z } from 'zod';

import { pageFields, uuidField } from './fields.ts';
import { distribuirEnPartes, sumarMeses } from './tesoreria/aritmetica.ts';
import { fechaField, periodoField } from './tesoreria/schemas.ts';

export const INFORMES_MSG = {
  anioInvalido: 'El año no es válido',
  corteFueraDelAnio: (anio: number) => `La fecha de corte debe estar dentro de ${anio}`,
  periodoFuturo: (periodo: string) => `El periodo ${periodo} aún no ha comenzado`,
  informeYaPublicado: (periodo: string) => `El informe de ${periodo} ya fue publicado`,
} as const;

// ---- Periodos ----------------------------------------------------------------------------------

/** `actual` (AAAA-MM) and the `cuantos − 1` months before it, newest first. */
export function periodosHasta(actual: string, cuantos: number): string[] {
  return Array.from({ length: cuantos }, (_, i) => sumarMeses(actual, -i));
}

// ---- Arithmetic ---------------------------------------------------------------------------------

/** What a rubro's annual budget assigns to each month: twelve equal whole-peso parts (the first months take the leftover pesos). */
export function presupuestoMensual(valorAnual: number): number[] {
  return distribuirEnPartes(valorAnual, 12);
}

/**
 * What the budget assigns up to month `mes` (1–12) inclusive: the month of the cut counts whole, since
 * its cuota is billed at its start.
 */
export function presupuestadoHasta(valorAnual: number, mes: number): number {
  return presupuestoMensual(valorAnual)
    .slice(0, mes)
    .reduce((a, b) => a + b, 0);
}

/** Ejecutado as a percentage of presupuestado, two decimals; null when nothing was budgeted (no base). */
export function porcentajeEjecutado(ejecutado: number, presupuestado: number): number | null {
  if (presupuestado <= 0) return null;
  return Math.round((ejecutado / presupuestado) * 10_000) / 100;
}

/** Variación = ejecutado − presupuestado: positive is spending over the budget, negative what remains. */
export function variacion(ejecutado: number, presupuestado: number): number {
  return ejecutado - presupuestado;
}

/** The fondo de imprevistos' balance: what the budget assigned to it so far minus what was paid from it. */
export function saldoFondo(asignado: number, ejecutado: number): number {
  return asignado - ejecutado;
}

export interface EgresoAgrupado {
  rubro: string;
  /** 1–12 */
  mes: number;
  fondoImprevistos: boolean;
  valor: number;
}

export interface PresupuestoEjecutable {
  rubros: { nombre: string; valorAnual: number }[];
  porcentajeImprevistos: number;
  valorImprevistos: number;
}

/**
 * The ejecución of an approved budget up to month `mesCorte` from the egresos grouped by rubro and
 * month. Egresos of a rubro the budget does not name are shown as rubros with nothing budgeted (so no
 * peso spent disappears from the report); those marked fondoImprevistos count only against the fondo.
 */
export function calcularEjecucion(presupuesto: PresupuestoEjecutable, egresos: readonly EgresoAgrupado[], mesCorte: number) {
  const porRubro = new Map<string, number[]>();
  const fondoMeses = Array.from({ length: 12 }, () => 0);
  for (const r of presupuesto.rubros)
    porRubro.set(
      r.nombre,
      Array.from({ length: 12 }, () => 0),
    );
  for (const e of egresos) {
    if (e.mes > mesCorte) continue;
    if (e.fondoImprevistos) {
      fondoMeses[e.mes - 1]! += e.valor;
      continue;
    }
    if (!porRubro.has(e.rubro))
      porRubro.set(
        e.rubro,
        Array.from({ length: 12 }, () => 0),
      );
    porRubro.get(e.rubro)![e.mes - 1]! += e.valor;
  }
  const anual = new Map(presupuesto.rubros.map((r) => [r.nombre, r.valorAnual]));
  const rubros = [...porRubro.entries()].map(([rubro, ejecutadoMeses]) => {
    const valorAnual = anual.get(rubro) ?? 0;
    const mensual = presupuestoMensual(valorAnual);
    const alCorte = presupuestadoHasta(valorAnual, mesCorte);
    const ejecutado = ejecutadoMeses.reduce((a, b) => a + b, 0);
    return {
      rubro,
      enPresupuesto: anual.has(rubro),
      presupuestadoAnual: valorAnual,
      presupuestadoALaFecha: alCorte,
      ejecutado,
      porcentaje: porcentajeEjecutado(ejecutado, alCorte),
      porcentajeAnual: porcentajeEjecutado(ejecutado, valorAnual),
      variacion: variacion(ejecutado, alCorte),
      meses: mensual.slice(0, mesCorte).map((p, i) => ({ mes: i + 1, presupuestado: p, ejecutado: ejecutadoMeses[i]! })),
    };
  });
  const suma = (f: (r: (typeof rubros)[number]) => number) => rubros.reduce((a, r) => a + f(r), 0);
  const totales = {
    presupuestadoAnual: suma((r) => r.presupuestadoAnual),
    presupuestadoALaFecha: suma((r) => r.presupuestadoALaFecha),
    ejecutado: suma((r) => r.ejecutado),
  };
  // Ley 675 de 2001, art. 35: the fondo is at least 1 % of the budget, a restricted balance. Its
  // balance is what the approved budget assigns to it up to the cut (see ejecucion.ts for why not
  // what was billed) minus the egresos paid from it.
  const asignado = presupuestadoHasta(presupuesto.valorImprevistos, mesCorte);
  const ejecutadoFondo = fondoMeses.reduce((a, b) => a + b, 0);
  return {
    rubros,
    totales: {
      ...totales,
      porcentaje: porcentajeEjecutado(totales.ejecutado, totales.presupuestadoALaFecha),
      variacion: variacion(totales.ejecutado, totales.presupuestadoALaFecha),
    },
    fondo: {
      porcentaje: presupuesto.porcentajeImprevistos,
      valorAnual: presupuesto.valorImprevistos,
      asignadoALaFecha: asignado,
      ejecutado: ejecutadoFondo,
      saldo: saldoFondo(asignado, ejecutadoFondo),
      meses: fondoMeses.slice(0, mesCorte).map((ejecutado, i) => ({ mes: i + 1, ejecutado })),
    },
  };
}

// ---- Ejecución ----------------------------------------------------------------------------------

export const ejecucionInput = z.object({
  id: uuidField,
  anio: z.coerce
    .number({ error: INFORMES_MSG.anioInvalido })
    .int({ error: INFORMES_MSG.anioInvalido })
    .min(2000, { error: INFORMES_MSG.anioInvalido })
    .max(2100, { error: INFORMES_MSG.anioInvalido })
    .optional(),
  hasta: fechaField.optional(),
});
export type EjecucionInput = z.infer<typeof ejecucionInput>;

const porcentaje = z.number().nullable();
export const ejecucionRubroOutput = z.object({
  rubro: z.string(),
  /** False for egresos charged to a rubro the approved budget does not name. */
  enPresupuesto: z.boolean(),
  presupuestadoAnual: z.number().int(),
  presupuestadoALaFecha: z.number().int(),
  ejecutado: z.number().int(),
  /** Of presupuestadoALaFecha; null when nothing was budgeted. */
  porcentaje,
  porcentajeAnual: porcentaje,
  variacion: z.number().int(),
  meses: z.array(z.object({ mes: z.number().int(), presupuestado: z.number().int(), ejecutado: z.number().int() })),
});
export const fondoImprevistosOutput = z.object({
  porcentaje: z.number(),
  valorAnual: z.number().int(),
  asignadoALaFecha: z.number().int(),
  ejecutado: z.number().int(),
  saldo: z.number().int(),
  meses: z.array(z.object({ mes: z.number().int(), ejecutado: z.number().int() })),
});
export const ejecucionOutput = z.object({
  success: z.literal(true),
  anio: z.number().int(),
  hasta: z.string(),
  presupuestoId: z.string(),
  rubros: z.array(ejecucionRubroOutput),
  totales: z.object({
    presupuestadoAnual: z.number().int(),
    presupuestadoALaFecha: z.number().int(),
    ejecutado: z.number().int(),
    porcentaje,
    variacion: z.number().int(),
  }),
  fondo: fondoImprevistosOutput,
});
export type Ejecucion = z.infer<typeof ejecucionOutput>;

// ---- Informe mensual ----------------------------------------------------------------------------

export const informePdfInput = z.object({ id: uuidField, periodo: periodoField });
export const informePublicarInput = z.object({ id: uuidField, periodo: periodoField });
export const informeListInput = z.object({ id: uuidField, ...pageFields });

export const informeOutput = z.object({
  id: z.string(),
  periodo: z.string(),
  publicadoEn: z.string(),
  publicadoPor: z.string().nullable(),
});
export type Informe = z.infer<typeof informeOutput>;
export const informeSingleOutput = z.object({
  success: z.literal(true),
  informe: informeOutput,
  /** How many consejo members the PDF is mailed to. */
  destinatarios: z.number().int(),
});
export const informeListOutput = z.object({
  success: z.literal(true),
  informes: z.array(informeOutput),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** The consejo's pack for one month: what the PDF shows. */
export const informeMensualDatos = z.object({
  periodo: z.string(),
  desde: z.string(),
  hasta: z.string(),
  recaudo: z.object({ facturado: z.number().int(), recaudado: z.number().int(), porcentaje }),
  cartera: z.object({
    total: z.number().int(),
    intereses: z.number().int(),
    porEdad: z.object({
      alDia: z.number().int(),
      de1a30: z.number().int(),
      de31a60: z.number().int(),
      de61a90: z.number().int(),
      masDe90: z.number().int(),
    }),
  }),
  egresosDelMes: z.array(z.object({ rubro: z.string(), valor: z.number().int() })),
  /** Null when the year has no approved budget. */
  ejecucion: ejecucionOutput.omit({ success: true }).nullable(),
  cumplimiento: z.array(
    z.object({
      titulo: z.string(),
      fuente: z.string().nullable(),
      estado: z.enum(['al_dia', 'por_vencer', 'vencido']),
      /** The civil date the work was last done (AAAA-MM-DD). */
      ultimaVez: z.string().nullable(),
    }),
  ),
  pqrs: z.object({
    respondidas: z.number().int(),
    enTermino: z.number().int(),
    fueraDeTermino: z.number().int(),
    vencidasSinRespuesta: z.number().int(),
  }),
  ordenes: z.object({
    abiertas: z.number().int(),
    cerradas: z.number().int(),
    canceladas: z.number().int(),
    pendientes: z.number().int(),
  }),
});
export type InformeMensualDatos = z.infer<typeof informeMensualDatos>;
