// The consejo's pack for one month (issue 29): recaudo vs facturado, cartera by age (the treasury's
// own computation), egresos by rubro and the year's ejecución, the fondo de imprevistos, cumplimiento,
// PQRS within and outside their terms, and órdenes opened and closed. Read without a caller: the
// publication's mail job renders it too (the use cases check access first).
import { finDePeriodo, porcentajeEjecutado, type InformeMensualDatos } from '@horizonte/contracts';
import type { DbClient } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import { carteraDe } from '../tesoreria/cartera.ts';
import { cumplimientoAl } from './cumplimiento.ts';
import { ejecucionDe } from './ejecucion.ts';
import { egresosDelPeriodo, ordenesDelPeriodo, pqrsDelPeriodo, recaudoDelPeriodo } from './sql.ts';

/** The first and last civil dates of a periodo AAAA-MM. */
export const diasDelPeriodo = (periodo: string) => ({ desde: `${periodo}-01`, hasta: finDePeriodo(periodo) });

/** A report is of a month that has begun (the current one reads as of today's data). */
export function assertPeriodoIniciado(periodo: string, hoyBogota: string): void {
  if (`${periodo}-01` > hoyBogota) throw fail.badRequest('INFORME_PERIODO_FUTURO', periodo);
}

export async function informeMensualDe(db: DbClient, phId: string, periodo: string): Promise<InformeMensualDatos> {
  const { desde, hasta } = diasDelPeriodo(periodo);
  const [recaudo, cartera, egresos, ejecucion, cumplimiento, pqrs, ordenes] = await Promise.all([
    recaudoDelPeriodo(db, phId, desde, hasta),
    carteraDe(db, phId, hasta, { ultimoPago: false }),
    egresosDelPeriodo(db, phId, desde, hasta),
    ejecucionDe(db, phId, Number(periodo.slice(0, 4)), hasta),
    cumplimientoAl(db, phId, hasta),
    pqrsDelPeriodo(db, phId, desde, hasta),
    ordenesDelPeriodo(db, phId, desde, hasta),
  ]);
  const intereses = cartera.unidades.reduce((a, u) => a + u.intereses, 0);
  return {
    periodo,
    desde,
    hasta,
    recaudo: {
      facturado: Number(recaudo.facturado),
      recaudado: Number(recaudo.recaudado),
      porcentaje: porcentajeEjecutado(Number(recaudo.recaudado), Number(recaudo.facturado)),
    },
    cartera: { total: cartera.totales.cartera, intereses, porEdad: cartera.totales.porEdad },
    egresosDelMes: egresos.map((e) => ({ rubro: e.rubro, valor: Number(e.valor) })),
    ejecucion,
    cumplimiento,
    pqrs: { respondidas: pqrs.enTermino + pqrs.fueraDeTermino, ...pqrs },
    ordenes,
  };
}
