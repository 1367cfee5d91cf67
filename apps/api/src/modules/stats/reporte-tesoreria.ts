// The general panel's Reportes: billed, collected and still owed, month by month over the last
// REPORTE_MESES months, added up over the complexes whose treasury the caller reads. One statement.
import { mayOnTesoreria, REPORTE_MESES, ROLES, type ReporteTesoreria } from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';
import { Prisma, readRows } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';

/** The roles that read a complex's treasury, from the shared policy. */
const LECTORES = ROLES.filter((rol) => mayOnTesoreria(null, [rol], 'read'));

export async function reporteTesoreria({ db, clock }: Deps, actor: Actor): Promise<Omit<ReporteTesoreria, 'success'>> {
  const caller = actor.user;
  let phIds: string[];
  if (caller.platformRole) {
    if (!mayOnTesoreria(caller.platformRole, [], 'read')) throw fail.forbidden('SIN_ACCESO');
    phIds = (await db.pH.findMany({ where: { deletedAt: null }, select: { id: true } })).map((p) => p.id);
  } else {
    const roles = await db.userRole.findMany({
      where: { userId: caller.id, rol: { in: LECTORES }, ph: { deletedAt: null } },
      select: { phId: true },
      distinct: ['phId'],
    });
    if (roles.length === 0) throw fail.forbidden('SIN_ACCESO');
    phIds = roles.map((r) => r.phId);
  }
  const hoy = bogotaDate(clock.now());
  const conjuntos = phIds.length === 0 ? Prisma.sql`NULL::uuid` : Prisma.join(phIds.map((id) => Prisma.sql`${id}::uuid`));
  const meses = await readRows<{ mes: string; facturado: number; recaudado: number; cartera: number }>(
    db,
    Prisma.sql`WITH meses AS (
        SELECT to_char(m, 'YYYY-MM') AS mes, m::date AS inicio, least((m + interval '1 month' - interval '1 day')::date, ${hoy}::date) AS fin
          FROM generate_series(date_trunc('month', ${hoy}::date) - make_interval(months => ${REPORTE_MESES - 1}), date_trunc('month', ${hoy}::date), interval '1 month') m)
      SELECT mes,
        (SELECT coalesce(sum(c.valor), 0)::int FROM cargos c WHERE c.ph_id IN (${conjuntos}) AND c.estado = 'vigente' AND c.fecha BETWEEN inicio AND fin) AS facturado,
        (SELECT coalesce(sum(p.valor), 0)::int FROM pagos p WHERE p.ph_id IN (${conjuntos}) AND p.estado = 'aplicado' AND p.medio <> 'nota_credito' AND p.fecha BETWEEN inicio AND fin) AS recaudado,
        ((SELECT coalesce(sum(c.valor), 0) FROM cargos c WHERE c.ph_id IN (${conjuntos}) AND c.estado = 'vigente' AND c.fecha <= fin)
          - (SELECT coalesce(sum(a.valor), 0) FROM aplicaciones_pago a JOIN cargos c ON c.id = a.cargo_id
               WHERE c.ph_id IN (${conjuntos}) AND c.estado = 'vigente' AND c.fecha <= fin AND a.anulada_en IS NULL AND a.fecha <= fin))::int AS cartera
      FROM meses ORDER BY mes`,
  );
  return { conjuntos: phIds.length, meses };
}
