// The Comercial portal's dashboard: leads by estado, conversions this month, live complexes by plan and
// state (and those with none recorded), and the monthly recurring revenue. Real counts, no samples.
import { LEAD_ESTADOS, type ComercialResumen, type LeadEstado } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { assertComercial } from './access.ts';
import { conversionesDe, mrrActual, periodoDe } from './cifras.ts';

export async function resumenComercial({ db, clock }: Deps, actor: Actor): Promise<Omit<ComercialResumen, 'success'>> {
  assertComercial(actor.user, 'leerLeads');
  const periodo = periodoDe(clock.now());
  const [porEstado, conversionesMes, porPlan, conjuntosSinPlan, total] = await Promise.all([
    db.lead.groupBy({ by: ['estado'], _count: { _all: true } }),
    conversionesDe(db, periodo),
    db.planConjunto.groupBy({
      by: ['plan', 'estado'],
      where: { ph: { deletedAt: null } },
      _count: { _all: true },
      orderBy: [{ plan: 'asc' }, { estado: 'asc' }],
    }),
    db.pH.count({ where: { deletedAt: null, planComercial: null } }),
    mrrActual(db),
  ]);
  const leadsPorEstado = Object.fromEntries(LEAD_ESTADOS.map((e) => [e, 0])) as Record<LeadEstado, number>;
  for (const row of porEstado) leadsPorEstado[row.estado] = row._count._all;
  return {
    periodo,
    leadsPorEstado,
    conversionesMes,
    conjuntos: porPlan.map((row) => ({ plan: row.plan, estado: row.estado, total: row._count._all })),
    conjuntosSinPlan,
    mrr: total,
  };
}
