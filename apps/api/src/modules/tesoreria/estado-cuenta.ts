// Estado de cuenta of one unit (art. 29: owner and occupant are jointly liable, so both may read it):
// charges, payments and their reversals as movements with a running balance, the interest accrued
// up to `hasta` that is not liquidated yet, and the saldos de capital, intereses and a favor.
import { etiquetaAjuste, formatoFecha, tasaVigente, type EstadoCuenta } from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';
import { columns, expr, Prisma, readRows, select, table, type Apartamento } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { cuentaConAccesoSql, cuentaPermitida, requireCuentaUnidad } from './access.ts';
import {
  cargoCuentaDeFila,
  cargosVivosSql,
  civil,
  corteDeConsulta,
  moraPendiente,
  tasasSql,
  type CargoCuenta,
  type Db,
} from './ledger.ts';

type Movimiento = EstadoCuenta['movimientos'][number];

const cm = table('Cargo', 'c');
const pg = table('Pago', 'p');

/** A unit's charges and their reversals dated up to `hasta`, as the movements list them. */
export function cargosDeMovimientosSql(apartamentoId: string, hasta: string) {
  return select(
    columns(
      cm.select('fecha', 'tipo', 'concepto', 'valor', 'estado', 'anuladoEn', 'createdAt'),
      expr<{ esAjuste: boolean }>(Prisma.sql`EXISTS (SELECT 1 FROM ajustes aj WHERE aj.cargo_id = c.id) AS "esAjuste"`),
    ),
    Prisma.sql`FROM cargos c WHERE c.apartamento_id = ${apartamentoId}::uuid AND c.estado IN ('vigente', 'anulado')
      AND c.fecha <= ${hasta}::date
    ORDER BY c.fecha ASC, c.tipo ASC, c.created_at ASC, c.id ASC`,
  );
}

/** A unit's payments dated up to `hasta`, with what each applied one still holds as saldo a favor then. */
export function pagosDeCuentaSql(apartamentoId: string, hasta: string) {
  return select(
    columns(
      pg.select('id', 'fecha', 'valor', 'numeroRecibo', 'medio', 'estado', 'anuladoEn', 'createdAt'),
      expr<{ ajusteConcepto: string | null; saldoAFavor: number | null }>(
        Prisma.sql`(SELECT aj.concepto FROM ajustes aj WHERE aj.pago_id = p.id) AS "ajusteConcepto",
        CASE WHEN p.estado = 'aplicado' THEN p.valor - coalesce((SELECT sum(ap.valor) FROM aplicaciones_pago ap
          WHERE ap.pago_id = p.id AND ap.anulada_en IS NULL AND ap.fecha <= ${hasta}::date), 0)::int END AS "saldoAFavor"`,
      ),
    ),
    Prisma.sql`FROM pagos p WHERE p.apartamento_id = ${apartamentoId}::uuid AND p.fecha <= ${hasta}::date
    ORDER BY p.fecha ASC, p.numero_recibo ASC, p.created_at ASC`,
  );
}

/** The four statements of an account, sent together. */
export function leerCuenta(db: Db, apartamentoId: string, hasta: string) {
  return Promise.all([
    readRows(db, cargosDeMovimientosSql(apartamentoId, hasta)),
    readRows(db, cargosVivosSql({ apartamentoId }, hasta)),
    readRows(db, pagosDeCuentaSql(apartamentoId, hasta)),
    readRows(db, tasasSql({ apartamentoId })),
  ]);
}
export type FilasDeCuenta = Awaited<ReturnType<typeof leerCuenta>>;

/** The unit an account is read for: its row, or a unit already in its answer's shape (coeficiente as a number). */
export type UnidadDeCuenta = Pick<Apartamento, 'id' | 'phId' | 'torre' | 'numero'> & {
  coeficiente: Apartamento['coeficiente'] | number;
};

export async function estadoDeCuenta(db: Db, apartamento: UnidadDeCuenta, hasta: string): Promise<EstadoCuenta> {
  return (await cuentaDeUnidad(db, apartamento, hasta)).estado;
}

/** The estado de cuenta and the live charges it was read from (with their saldo, in the ledger's order). */
export async function cuentaDeUnidad(
  db: Db,
  apartamento: UnidadDeCuenta,
  hasta: string,
): Promise<{ estado: EstadoCuenta; cargosVivos: CargoCuenta[] }> {
  return armarCuenta(apartamento, hasta, await leerCuenta(db, apartamento.id, hasta));
}

/** The account from its rows: the movements with their running balance, the interest computed once, the saldos. */
export function armarCuenta(
  apartamento: UnidadDeCuenta,
  hasta: string,
  [cargos, vivos, pagos, tasas]: FilasDeCuenta,
): { estado: EstadoCuenta; cargosVivos: CargoCuenta[] } {
  const cargosVivos = vivos.map(cargoCuentaDeFila);
  const tasaDe = tasaVigente(tasas);
  const saldoAFavor = pagos.reduce((a, p) => a + (p.saldoAFavor !== null && p.saldoAFavor > 0 ? p.saldoAFavor : 0), 0);
  const entries: (Omit<Movimiento, 'saldo'> & { orden: number })[] = [];
  for (const c of cargos) {
    const fecha = civil(c.fecha);
    // A charge annulled after `hasta` was still due then; one annulled before shows with its reversal.
    const anuladoEl = c.estado === 'anulado' && c.anuladoEn ? bogotaDate(c.anuladoEn) : null;
    if (anuladoEl && anuladoEl < fecha) continue;
    entries.push({
      fecha,
      // A nota débito's charge already reads «Nota débito: <concepto>».
      tipo: c.esAjuste ? 'ajuste' : c.tipo === 'interes' ? 'interes' : 'cargo',
      concepto: c.concepto,
      cargo: c.valor,
      abono: 0,
      orden: 0,
    });
    if (anuladoEl && anuladoEl <= hasta)
      entries.push({
        fecha: anuladoEl,
        tipo: 'anulacion',
        concepto: `Anulación: ${c.concepto}`,
        cargo: 0,
        abono: c.valor,
        orden: 2,
      });
  }
  for (const p of pagos) {
    const fecha = civil(p.fecha);
    // A nota crédito is an abono without recibo de caja: no recibo to download.
    const nota = p.medio === 'nota_credito' ? etiquetaAjuste('credito', p.ajusteConcepto ?? '') : null;
    entries.push({
      fecha,
      tipo: nota ? 'ajuste' : 'pago',
      concepto: nota ?? `Pago, recibo de caja N.º ${p.numeroRecibo} (${p.medio})`,
      cargo: 0,
      abono: p.valor,
      orden: 1,
      ...(nota ? {} : { pagoId: p.id }),
    });
    const anuladoEl = p.estado === 'anulado' && p.anuladoEn ? bogotaDate(p.anuladoEn) : null;
    if (anuladoEl && anuladoEl <= hasta)
      entries.push({
        fecha: anuladoEl < fecha ? fecha : anuladoEl,
        tipo: 'anulacion',
        concepto: nota
          ? `Anulación de la nota crédito: ${p.ajusteConcepto ?? ''}`
          : `Anulación del recibo de caja N.º ${p.numeroRecibo}`,
        cargo: p.valor,
        abono: 0,
        orden: 2,
      });
  }
  const causados = moraPendiente(cargosVivos, hasta, tasaDe).reduce((a, p) => a + p.interes, 0);
  if (causados > 0)
    entries.push({
      fecha: hasta,
      tipo: 'interes',
      concepto: `Intereses de mora causados al ${formatoFecha(hasta)} (por facturar)`,
      cargo: causados,
      abono: 0,
      orden: 3,
    });
  entries.sort((a, b) => (a.fecha !== b.fecha ? (a.fecha < b.fecha ? -1 : 1) : a.orden - b.orden));
  let saldo = 0;
  const movimientos = entries.map(({ orden: _orden, ...m }) => {
    saldo += m.cargo - m.abono;
    return { ...m, saldo };
  });
  const saldoCapital = cargosVivos.filter((c) => c.tipo !== 'interes').reduce((a, c) => a + c.saldo, 0);
  const saldoIntereses = cargosVivos.filter((c) => c.tipo === 'interes').reduce((a, c) => a + c.saldo, 0) + causados;
  const estado: EstadoCuenta = {
    success: true,
    apartamento: {
      id: apartamento.id,
      phId: apartamento.phId,
      torre: apartamento.torre,
      numero: apartamento.numero,
      coeficiente: Number(apartamento.coeficiente),
    },
    hasta,
    saldoCapital,
    saldoIntereses,
    saldoAFavor,
    totalAPagar: Math.max(0, saldoCapital + saldoIntereses - saldoAFavor),
    movimientos,
  };
  return { estado, cargosVivos };
}

export async function getEstadoCuenta(deps: Deps, actor: Actor, apartamentoId: string, hasta?: string): Promise<EstadoCuenta> {
  let corte: string;
  try {
    corte = corteDeConsulta(deps.clock, hasta);
  } catch (error) {
    // An unknown or forbidden unit answers 404 / 403 before a cut-off too far ahead answers 400.
    await requireCuentaUnidad(deps.db, actor.user, apartamentoId);
    throw error;
  }
  // The guard and the account's four statements go together; nothing is answered unless the guard allows it.
  const [[acceso], filas] = await Promise.all([
    readRows(deps.db, cuentaConAccesoSql(actor.user.id, apartamentoId)),
    leerCuenta(deps.db, apartamentoId, corte),
  ]);
  return armarCuenta(cuentaPermitida(actor.user, acceso), corte, filas).estado;
}
