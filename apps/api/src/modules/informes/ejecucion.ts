// GET /ph/{id}/ejecucion?anio=&hasta=: the approved budget of a year against its registered egresos,
// per rubro and month, with the fondo de imprevistos (Ley 675 de 2001, art. 35).
//
// The fondo's balance is what the approved budget assigns to it up to the cut, not what was billed
// for it: the monthly cuota ordinaria bills the whole budget (rubros plus fondo) as one charge per
// unit, so the billed share of the fondo could only be told apart by prorating every charge and
// payment, and would move with the cartera. The asamblea's budget is the figure the law restricts.
import { calcularEjecucion, type Ejecucion, type EjecucionInput } from '@horizonte/contracts';
import type { DbClient } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { hoy } from '../tesoreria/ledger.ts';
import { readableInformes } from './access.ts';
import { egresosPorRubroYMes } from './sql.ts';

/** The ejecución of a complex's approved budget of `anio` up to the civil date `hasta` (in that year); null without one. */
export async function ejecucionDe(
  db: DbClient,
  phId: string,
  anio: number,
  hasta: string,
): Promise<Omit<Ejecucion, 'success'> | null> {
  const [presupuesto, egresos] = await Promise.all([
    db.presupuesto.findFirst({ where: { phId, anio, estado: 'aprobado' } }),
    egresosPorRubroYMes(db, phId, `${anio}-01-01`, hasta),
  ]);
  if (!presupuesto) return null;
  const calculo = calcularEjecucion(
    {
      rubros: presupuesto.rubros as { nombre: string; valorAnual: number }[],
      porcentajeImprevistos: Number(presupuesto.porcentajeImprevistos),
      valorImprevistos: Number(presupuesto.valorImprevistos),
    },
    egresos.map((e) => ({ ...e, valor: Number(e.valor) })),
    Number(hasta.slice(5, 7)),
  );
  return { anio, hasta, presupuestoId: presupuesto.id, ...calculo };
}

/** The year asked for (or the cut's, or this one) and the cut: today within this year, the year's last day for a past one. */
export function corteDeEjecucion(
  hoyBogota: string,
  input: Pick<EjecucionInput, 'anio' | 'hasta'>,
): { anio: number; hasta: string } {
  const anio = input.anio ?? Number((input.hasta ?? hoyBogota).slice(0, 4));
  if (input.hasta) {
    if (Number(input.hasta.slice(0, 4)) !== anio) throw fail.badRequest('INFORME_CORTE_FUERA_DEL_ANIO', anio);
    return { anio, hasta: input.hasta };
  }
  const fin = `${anio}-12-31`;
  const inicio = `${anio}-01-01`;
  return { anio, hasta: hoyBogota > fin ? fin : hoyBogota < inicio ? inicio : hoyBogota };
}

export async function getEjecucion(deps: Deps, actor: Actor, input: EjecucionInput): Promise<Ejecucion> {
  const ph = await readableInformes(deps.db, actor.user, input.id);
  const { anio, hasta } = corteDeEjecucion(hoy(deps.clock), input);
  const ejecucion = await ejecucionDe(deps.db, ph.id, anio, hasta);
  if (!ejecucion) throw fail.notFound('TESORERIA_SIN_PRESUPUESTO', anio);
  return { success: true, ...ejecucion };
}
