// The report's raw reads: sums over one complex and one span of civil dates, one statement each.
import { Prisma, readRows, type DbClient } from '@horizonte/db';

/** The Bogotá civil date of a timestamp column (stored as UTC without a zone). */
const civil = (column: string) => Prisma.raw(`((${column} AT TIME ZONE 'UTC') AT TIME ZONE 'America/Bogota')::date`);

/**
 * Egresos registered at the cut: an anulación is a reversal dated when it was made, so an egreso
 * annulled after the cut still counts at it (a report of a past month reads the same later).
 */
const vigenteAl = (hasta: string) => Prisma.sql`(estado = 'registrado' OR ${civil('anulado_en')} > ${hasta}::date)`;

/** Egresos (not annulled at the cut) between two dates of one year, by rubro, month and whether the fondo paid them. */
export function egresosPorRubroYMes(db: DbClient, phId: string, desde: string, hasta: string) {
  return readRows<{ rubro: string; mes: number; fondoImprevistos: boolean; valor: number }>(
    db,
    Prisma.sql`SELECT rubro, extract(month FROM fecha)::int AS mes, fondo_imprevistos AS "fondoImprevistos", sum(valor_bruto)::float8 AS valor
      FROM egresos
      WHERE ph_id = ${phId}::uuid AND ${vigenteAl(hasta)} AND fecha BETWEEN ${desde}::date AND ${hasta}::date
      GROUP BY 1, 2, 3`,
  );
}

/** Egresos (not annulled at the cut) between two dates, by rubro (the fondo's under its own rubro). */
export function egresosDelPeriodo(db: DbClient, phId: string, desde: string, hasta: string) {
  return readRows<{ rubro: string; valor: number }>(
    db,
    Prisma.sql`SELECT rubro, sum(valor_bruto)::float8 AS valor
      FROM egresos
      WHERE ph_id = ${phId}::uuid AND ${vigenteAl(hasta)} AND fecha BETWEEN ${desde}::date AND ${hasta}::date
      GROUP BY 1 ORDER BY 2 DESC, 1`,
  );
}

/**
 * Billed (live charges dated in the span) and collected (applied payments, not notas crédito: they are
 * not money received) — the same reading as the treasury's reports.
 */
export async function recaudoDelPeriodo(db: DbClient, phId: string, desde: string, hasta: string) {
  const [row] = await readRows<{ facturado: number; recaudado: number }>(
    db,
    Prisma.sql`SELECT
        (SELECT coalesce(sum(valor), 0)::float8 FROM cargos WHERE ph_id = ${phId}::uuid AND estado = 'vigente' AND fecha BETWEEN ${desde}::date AND ${hasta}::date) AS facturado,
        (SELECT coalesce(sum(valor), 0)::float8 FROM pagos WHERE ph_id = ${phId}::uuid AND estado = 'aplicado' AND medio <> 'nota_credito' AND fecha BETWEEN ${desde}::date AND ${hasta}::date) AS recaudado`,
  );
  return row!;
}

/**
 * PQRS answered in the span, within their legal term (on or before fecha_vencimiento, the días
 * hábiles of Ley 1755 de 2015 art. 14 as the PQRS module computes them) or after it; and those still
 * unanswered past their term at the end of the span. Sugerencias have no term and are not counted.
 */
export async function pqrsDelPeriodo(db: DbClient, phId: string, desde: string, hasta: string) {
  const respondida = civil('respondida_en');
  const enSpan = Prisma.sql`respondida_en IS NOT NULL AND ${respondida} BETWEEN ${desde}::date AND ${hasta}::date`;
  const [row] = await readRows<{ enTermino: number; fueraDeTermino: number; vencidasSinRespuesta: number }>(
    db,
    Prisma.sql`SELECT
        count(*) FILTER (WHERE ${enSpan} AND ${respondida} <= fecha_vencimiento)::int AS "enTermino",
        count(*) FILTER (WHERE ${enSpan} AND ${respondida} > fecha_vencimiento)::int AS "fueraDeTermino",
        count(*) FILTER (WHERE (respondida_en IS NULL OR ${respondida} > ${hasta}::date) AND estado <> 'anulada'
          AND fecha_vencimiento < ${hasta}::date AND ${civil('fecha_radicacion')} <= ${hasta}::date)::int AS "vencidasSinRespuesta"
      FROM pqrs WHERE ph_id = ${phId}::uuid AND fecha_vencimiento IS NOT NULL`,
  );
  return row!;
}

/** Órdenes opened, closed (verified) and cancelled in the span, and those still open at its end. */
export async function ordenesDelPeriodo(db: DbClient, phId: string, desde: string, hasta: string) {
  const enSpan = (column: string) => Prisma.sql`${civil(column)} BETWEEN ${desde}::date AND ${hasta}::date`;
  const antesDelFin = (column: string) => Prisma.sql`(${Prisma.raw(column)} IS NOT NULL AND ${civil(column)} <= ${hasta}::date)`;
  const [row] = await readRows<{ abiertas: number; cerradas: number; canceladas: number; pendientes: number }>(
    db,
    Prisma.sql`SELECT
        count(*) FILTER (WHERE ${enSpan('created_at')})::int AS abiertas,
        count(*) FILTER (WHERE ${enSpan('verificada_en')})::int AS cerradas,
        count(*) FILTER (WHERE ${enSpan('cancelada_en')})::int AS canceladas,
        count(*) FILTER (WHERE ${antesDelFin('created_at')} AND NOT ${antesDelFin('verificada_en')} AND NOT ${antesDelFin('cancelada_en')})::int AS pendientes
      FROM ordenes_trabajo WHERE ph_id = ${phId}::uuid`,
  );
  return row!;
}
