// The commercial figures read by the dashboard and the targets: conversions in a Bogotá month and the
// monthly recurring revenue (contracts' mrr over the active complexes' plans).
import { mrr, sumarMeses } from '@horizonte/contracts';
import { bogotaDate, bogotaInstant } from '@horizonte/contracts/calendar';
import type { DbClient } from '@horizonte/db';

/** AAAA-MM of an instant in Bogotá. */
export const periodoDe = (instant: Date): string => bogotaDate(instant).slice(0, 7);

/** Leads converted into complexes during the Bogotá month `periodo`. */
export function conversionesDe(db: DbClient, periodo: string): Promise<number> {
  const desde = bogotaInstant(`${periodo}-01`);
  const hasta = bogotaInstant(`${sumarMeses(periodo, 1)}-01`);
  return db.lead.count({ where: { convertidoEn: { gte: desde, lt: hasta } } });
}

/** Monthly recurring revenue now, over the live complexes' plans (mrr counts the active ones). */
export async function mrrActual(db: DbClient): Promise<number> {
  const planes = await db.planConjunto.findMany({
    where: { ph: { deletedAt: null } },
    select: { plan: true, estado: true, precioAcordado: true },
  });
  return mrr(planes);
}
