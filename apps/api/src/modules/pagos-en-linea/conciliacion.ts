// GET /ph/{id}/pagos-en-linea/conciliacion?periodo=AAAA-MM: the month's intents, the gateway's events
// and the descuadres (every unresolved one, whatever its month, so none is forgotten), for the
// administration and the consejo.
import { bogotaInstant, type Conciliacion } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { requirePagosEnLinea } from './access.ts';
import { intentoInclude, toDescuadreOutput, toEventoOutput, toIntentoOutput } from './output.ts';

/** Rows of each list a month shows at most (a large complex's month fits many times over). */
const MAXIMO = 2_000;

function siguiente(periodo: string): string {
  const [anio, mes] = periodo.split('-').map(Number) as [number, number];
  return mes === 12 ? `${anio + 1}-01` : `${anio}-${String(mes + 1).padStart(2, '0')}`;
}

export async function conciliacion(deps: Deps, actor: Actor, phId: string, periodo: string): Promise<Conciliacion> {
  const ph = await requirePagosEnLinea(deps.db, actor.user, phId, 'conciliar');
  const desde = bogotaInstant(`${periodo}-01`, '00:00');
  const hasta = bogotaInstant(`${siguiente(periodo)}-01`, '00:00');
  const [intentos, eventos, descuadres] = await Promise.all([
    deps.db.intentoPago.findMany({
      where: { phId: ph.id, creadoEn: { gte: desde, lt: hasta } },
      include: intentoInclude,
      orderBy: { creadoEn: 'desc' },
      take: MAXIMO,
    }),
    deps.db.eventoPasarela.findMany({
      where: { phId: ph.id, recibidoEn: { gte: desde, lt: hasta } },
      orderBy: { recibidoEn: 'desc' },
      take: MAXIMO,
    }),
    deps.db.descuadrePasarela.findMany({
      where: { phId: ph.id, OR: [{ creadoEn: { gte: desde, lt: hasta } }, { resuelto: false, creadoEn: { lt: hasta } }] },
      orderBy: { creadoEn: 'desc' },
      take: MAXIMO,
    }),
  ]);
  return {
    success: true,
    periodo,
    intentos: intentos.map(toIntentoOutput),
    eventos: eventos.map(toEventoOutput),
    descuadres: descuadres.map(toDescuadreOutput),
  };
}
