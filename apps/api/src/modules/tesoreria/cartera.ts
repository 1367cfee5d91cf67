// Cartera: what the complex billed and collected, and what each unit owes by age of the debt
// (al día, 1–30, 31–60, 61–90, más de 90 días past due), with its interest and last payment.
import { diasEntre, edadCartera, EDADES_CARTERA, type Cartera } from '@horizonte/contracts';
import type { DbClient } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { bufferOf } from '../../workers/bytes.ts';
import { runHeavy } from '../../workers/pool.ts';
import type { Actor } from '../access/actor.ts';
import { requireTesoreria } from './access.ts';
import { cargosDeCuenta, civil, corteDeConsulta, dateOf, moraPendiente, tasasDe } from './ledger.ts';
import { unidadDe } from './pagos.ts';

type Unidad = Cartera['unidades'][number];
const vacio = () => ({ alDia: 0, de1a30: 0, de31a60: 0, de61a90: 0, masDe90: 0 });

const recibidos = { estado: 'aplicado', medio: { not: 'nota_credito' } } as const;

export async function getCartera(
  deps: Deps,
  actor: Actor,
  input: { id: string; hasta?: string; formato: 'json' | 'csv' | 'xlsx'; separador?: ';' | ','; page: number; pageSize: number },
): Promise<Cartera> {
  const { db } = deps;
  const ph = await requireTesoreria(db, actor.user, input.id, 'read');
  const hasta = corteDeConsulta(deps.clock, input.hasta);
  const { unidades: todas, totales } = await carteraDe(db, ph.id, hasta);
  const result: Cartera = {
    success: true,
    hasta,
    totales,
    unidades: todas.slice((input.page - 1) * input.pageSize, input.page * input.pageSize),
    total: todas.length,
    page: input.page,
    pageSize: input.pageSize,
  };
  if (input.formato === 'csv')
    result.archivo = {
      nombre: `cartera-${ph.identificador}-${hasta}.csv`,
      tipo: 'text/csv; charset=utf-8',
      base64: bufferOf(await runHeavy('carteraCsv', { unidades: todas, separador: input.separador ?? ';' })).toString('base64'),
    };
  if (input.formato === 'xlsx') {
    result.archivo = {
      nombre: `cartera-${ph.identificador}-${hasta}.xlsx`,
      tipo: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      base64: bufferOf(await runHeavy('carteraXlsx', { unidades: todas, hasta })).toString('base64'),
    };
  }
  return result;
}

/**
 * Every unit's debt by age at `hasta`, and the complex's totals. The consejo's monthly report reads it
 * too, without each unit's last payment (`ultimoPago: false` spares that lookup).
 */
export async function carteraDe(
  db: DbClient,
  phId: string,
  hasta: string,
  { ultimoPago = true }: { ultimoPago?: boolean } = {},
): Promise<{ unidades: Unidad[]; totales: Cartera['totales'] }> {
  const [unidades, cargos, tasaDe, facturado, recaudado, ultimos] = await Promise.all([
    db.apartamento.findMany({
      where: { phId },
      select: { id: true, torre: true, numero: true },
      orderBy: [{ torre: 'asc' }, { numero: 'asc' }, { id: 'asc' }],
    }),
    cargosDeCuenta(db, { phId }, hasta),
    tasasDe(db, phId),
    db.cargo.aggregate({ where: { phId, estado: 'vigente', fecha: { lte: dateOf(hasta) } }, _sum: { valor: true } }),
    // Recaudado and the last payment count money received: a nota crédito (an ajuste) is not.
    db.pago.aggregate({ where: { ...recibidos, phId, fecha: { lte: dateOf(hasta) } }, _sum: { valor: true } }),
    ultimoPago
      ? db.pago.groupBy({
          by: ['apartamentoId'],
          where: { ...recibidos, phId, fecha: { lte: dateOf(hasta) } },
          _max: { fecha: true },
        })
      : [],
  ]);
  const porUnidad = new Map<string, Unidad>(
    unidades.map((u) => [
      u.id,
      { apartamentoId: u.id, unidad: unidadDe(u), capital: vacio(), intereses: 0, totalCapital: 0, total: 0, ultimoPago: null },
    ]),
  );
  for (const c of cargos) {
    const u = porUnidad.get(c.apartamentoId);
    if (!u || c.saldo <= 0) continue;
    if (c.tipo === 'interes') u.intereses += c.saldo;
    else u.capital[edadCartera(diasEntre(c.fechaVencimiento, hasta))] += c.saldo;
  }
  for (const p of moraPendiente(cargos, hasta, tasaDe)) porUnidad.get(p.cargo.apartamentoId)!.intereses += p.interes;
  const ultimaFecha = new Map(ultimos.map((g) => [g.apartamentoId, g._max.fecha]));
  const conPago = ultimos.filter((g) => g._max.fecha).map((g) => ({ apartamentoId: g.apartamentoId, fecha: g._max.fecha! }));
  const pagosUltimos = conPago.length
    ? await db.pago.findMany({
        where: { ...recibidos, phId, OR: conPago },
        select: { apartamentoId: true, fecha: true, valor: true, numeroRecibo: true },
        orderBy: { numeroRecibo: 'asc' },
      })
    : [];
  for (const p of pagosUltimos) {
    if (ultimaFecha.get(p.apartamentoId)?.getTime() === p.fecha.getTime())
      porUnidad.get(p.apartamentoId)!.ultimoPago = { fecha: civil(p.fecha), valor: p.valor };
  }
  const todas = [...porUnidad.values()];
  const porEdad = vacio();
  let cartera = 0;
  for (const u of todas) {
    u.totalCapital = EDADES_CARTERA.reduce((a, e) => a + u.capital[e], 0);
    u.total = u.totalCapital + u.intereses;
    for (const e of EDADES_CARTERA) porEdad[e] += u.capital[e];
    cartera += u.total;
  }
  const totalFacturado = facturado._sum.valor ?? 0;
  return {
    unidades: todas,
    totales: {
      facturado: totalFacturado,
      recaudado: recaudado._sum.valor ?? 0,
      cartera,
      porcentajeCartera: totalFacturado ? Math.round((cartera / totalFacturado) * 10_000) / 100 : 0,
      porEdad,
    },
  };
}
