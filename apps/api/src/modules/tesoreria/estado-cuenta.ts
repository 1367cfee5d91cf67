// Estado de cuenta of one unit (art. 29: owner and occupant are jointly liable, so both may read it):
// charges, payments and their reversals as movements with a running balance, the interest accrued
// up to `hasta` that is not liquidated yet, and the saldos de capital, intereses and a favor.
import { etiquetaAjuste, formatoFecha, type EstadoCuenta } from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';
import type { Apartamento } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { requireCuentaUnidad } from './access.ts';
import {
  cargosDeCuenta,
  civil,
  corteDeConsulta,
  dateOf,
  moraPendiente,
  saldosAFavor,
  tasasDe,
  type CargoCuenta,
  type Db,
} from './ledger.ts';

type Movimiento = EstadoCuenta['movimientos'][number];

export async function estadoDeCuenta(db: Db, apartamento: Apartamento, hasta: string): Promise<EstadoCuenta> {
  return (await cuentaDeUnidad(db, apartamento, hasta)).estado;
}

/** The estado de cuenta and the live charges it was read from (with their saldo, in the ledger's order). */
export async function cuentaDeUnidad(
  db: Db,
  apartamento: Apartamento,
  hasta: string,
): Promise<{ estado: EstadoCuenta; cargosVivos: CargoCuenta[] }> {
  const limite = dateOf(hasta);
  const [cargos, cargosVivos, pagos, creditos, tasaDe] = await Promise.all([
    db.cargo.findMany({
      where: { apartamentoId: apartamento.id, estado: { in: ['vigente', 'anulado'] }, fecha: { lte: limite } },
      select: {
        fecha: true,
        tipo: true,
        concepto: true,
        valor: true,
        estado: true,
        anuladoEn: true,
        createdAt: true,
        ajuste: { select: { id: true } },
      },
      orderBy: [{ fecha: 'asc' }, { tipo: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    }),
    cargosDeCuenta(db, { apartamentoId: apartamento.id }, hasta),
    db.pago.findMany({
      where: { apartamentoId: apartamento.id, fecha: { lte: limite } },
      select: {
        id: true,
        fecha: true,
        valor: true,
        numeroRecibo: true,
        medio: true,
        estado: true,
        anuladoEn: true,
        createdAt: true,
        ajuste: { select: { concepto: true } },
      },
      orderBy: [{ fecha: 'asc' }, { numeroRecibo: 'asc' }, { createdAt: 'asc' }],
    }),
    saldosAFavor(db, { apartamentoId: apartamento.id }, hasta),
    tasasDe(db, apartamento.phId),
  ]);
  const entries: (Omit<Movimiento, 'saldo'> & { orden: number })[] = [];
  for (const c of cargos) {
    const fecha = civil(c.fecha);
    // A charge annulled after `hasta` was still due then; one annulled before shows with its reversal.
    const anuladoEl = c.estado === 'anulado' && c.anuladoEn ? bogotaDate(c.anuladoEn) : null;
    if (anuladoEl && anuladoEl < fecha) continue;
    entries.push({
      fecha,
      // A nota débito's charge already reads «Nota débito: <concepto>».
      tipo: c.ajuste ? 'ajuste' : c.tipo === 'interes' ? 'interes' : 'cargo',
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
    const nota = p.medio === 'nota_credito' ? etiquetaAjuste('credito', p.ajuste?.concepto ?? '') : null;
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
          ? `Anulación de la nota crédito: ${p.ajuste?.concepto ?? ''}`
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
  const saldoAFavor = creditos.reduce((a, c) => a + c.saldo, 0);
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
  const { apartamento } = await requireCuentaUnidad(deps.db, actor.user, apartamentoId);
  return estadoDeCuenta(deps.db, apartamento, corteDeConsulta(deps.clock, hasta));
}
