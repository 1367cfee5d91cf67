// Cartera: what the complex billed and collected, and what each unit owes by age of the debt
// (al día, 1–30, 31–60, 61–90, más de 90 días past due), with its interest and last payment.
import { diasEntre, edadCartera, EDADES_CARTERA, tasaVigente, type Cartera, type TasaPorPeriodo } from '@horizonte/contracts';
import { columns, expr, Prisma, readRows, select, table, type DbClient, type RowOf } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { bufferOf } from '../../workers/bytes.ts';
import { runHeavy } from '../../workers/pool.ts';
import type { Actor } from '../access/actor.ts';
import { requireTesoreria } from './access.ts';
import {
  cargoCuentaDeFila,
  cargosVivosSql,
  civil,
  corteDeConsulta,
  moraPendiente,
  tasasSql,
  type CargoCuenta,
} from './ledger.ts';
import { unidadDe } from './pagos.ts';

type Unidad = Cartera['unidades'][number];
const vacio = () => ({ alDia: 0, de1a30: 0, de31a60: 0, de61a90: 0, masDe90: 0 });

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

/** The units of a complex in the cartera's order, each with its last payment received up to `hasta` (when asked). */
export function unidadesDeCarteraSql(phId: string, hasta: string, ultimoPago: boolean) {
  const ultimo = ultimoPago
    ? Prisma.sql`LEFT JOIN LATERAL (SELECT p.fecha, p.valor FROM pagos p WHERE p.apartamento_id = a.id AND p.estado = 'aplicado'
        AND p.medio <> 'nota_credito' AND p.fecha <= ${hasta}::date ORDER BY p.fecha DESC, p.numero_recibo DESC LIMIT 1) u ON true`
    : Prisma.sql`LEFT JOIN LATERAL (SELECT NULL::date AS fecha, NULL::int AS valor) u ON true`;
  return select(
    columns(
      table('Apartamento', 'a').select('id', 'torre', 'numero'),
      expr<{ ultimoFecha: Date | null; ultimoValor: number | null }>(
        Prisma.sql`u.fecha AS "ultimoFecha", u.valor AS "ultimoValor"`,
      ),
    ),
    Prisma.sql`FROM apartamentos a ${ultimo} WHERE a.ph_id = ${phId}::uuid ORDER BY a.torre ASC, a.numero ASC, a.id ASC`,
  );
}

/** What the complex billed (live charges) and received (payments, not notas crédito) up to `hasta`. */
export function totalesDeCarteraSql(phId: string, hasta: string) {
  return select(
    expr<{ facturado: bigint | null; recaudado: bigint | null }>(
      Prisma.sql`(SELECT sum(valor) FROM cargos WHERE ph_id = ${phId}::uuid AND estado = 'vigente' AND fecha <= ${hasta}::date) AS facturado,
      (SELECT sum(valor) FROM pagos WHERE ph_id = ${phId}::uuid AND estado = 'aplicado' AND medio <> 'nota_credito'
        AND fecha <= ${hasta}::date) AS recaudado`,
    ),
    Prisma.empty,
  );
}

/**
 * Every unit's debt by age at `hasta`, and the complex's totals, from four statements sent together. The
 * consejo's monthly report reads it too, without each unit's last payment (`ultimoPago: false`).
 */
export async function carteraDe(
  db: DbClient,
  phId: string,
  hasta: string,
  { ultimoPago = true }: { ultimoPago?: boolean } = {},
): Promise<{ unidades: Unidad[]; totales: Cartera['totales'] }> {
  const [unidades, cargos, tasas, [sumas]] = await Promise.all([
    readRows(db, unidadesDeCarteraSql(phId, hasta, ultimoPago)),
    readRows(db, cargosVivosSql({ phId }, hasta, { conDeuda: true })),
    readRows(db, tasasSql({ phId })),
    readRows(db, totalesDeCarteraSql(phId, hasta)),
  ]);
  return armarCartera(hasta, unidades, cargos.map(cargoCuentaDeFila), tasaVigente(tasas), sumas!);
}

/** The cartera from its rows: each unit's capital by age and interest (computed once), and the totals. */
export function armarCartera(
  hasta: string,
  unidades: RowOf<ReturnType<typeof unidadesDeCarteraSql>>[],
  cargos: readonly CargoCuenta[],
  tasaDe: TasaPorPeriodo,
  sumas: RowOf<ReturnType<typeof totalesDeCarteraSql>>,
): { unidades: Unidad[]; totales: Cartera['totales'] } {
  const porUnidad = new Map<string, Unidad>(
    unidades.map((u) => [
      u.id,
      {
        apartamentoId: u.id,
        unidad: unidadDe(u),
        capital: vacio(),
        intereses: 0,
        totalCapital: 0,
        total: 0,
        ultimoPago: u.ultimoFecha && u.ultimoValor !== null ? { fecha: civil(u.ultimoFecha), valor: u.ultimoValor } : null,
      },
    ]),
  );
  for (const c of cargos) {
    const u = porUnidad.get(c.apartamentoId);
    if (!u || c.saldo <= 0) continue;
    if (c.tipo === 'interes') u.intereses += c.saldo;
    else u.capital[edadCartera(diasEntre(c.fechaVencimiento, hasta))] += c.saldo;
  }
  for (const p of moraPendiente(cargos, hasta, tasaDe)) porUnidad.get(p.cargo.apartamentoId)!.intereses += p.interes;
  const todas = [...porUnidad.values()];
  const porEdad = vacio();
  let cartera = 0;
  for (const u of todas) {
    u.totalCapital = EDADES_CARTERA.reduce((a, e) => a + u.capital[e], 0);
    u.total = u.totalCapital + u.intereses;
    for (const e of EDADES_CARTERA) porEdad[e] += u.capital[e];
    cartera += u.total;
  }
  const totalFacturado = Number(sumas.facturado ?? 0);
  return {
    unidades: todas,
    totales: {
      facturado: totalFacturado,
      recaudado: Number(sumas.recaudado ?? 0),
      cartera,
      porcentajeCartera: totalFacturado ? Math.round((cartera / totalFacturado) * 10_000) / 100 : 0,
      porEdad,
    },
  };
}
