// Ley 675 de 2001: the coeficientes of a property's units add up to 100 % (never more), and each
// unit's coeficiente keeps its history (art. 28: it changes only by a reform of the reglamento).
import { randomUUID } from 'node:crypto';

import { COEFICIENTE_TOLERANCE, toMillionths, type CoeficientesOutput } from '@horizonte/contracts';
import type { DbClient, Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { bulkInsert } from '../../lib/bulk.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { requireApartamentoPermission, requirePhPermission } from '../access/guards.ts';
import { coeficienteTotal } from '../stats/service.ts';

const LIMIT = toMillionths(100);

/**
 * The early refusal, before anything is written: the sum of the other units plus the new share.
 * Without a lock it only answers first (as before any write); `settleCoeficientes` decides.
 * `replacing` is the unit being edited, whose old share leaves the sum.
 */
export async function assertCoeficienteFits(
  db: DbClient | Prisma.TransactionClient,
  phId: string,
  coeficiente: number,
  replacing?: string,
): Promise<void> {
  const others = await db.apartamento.aggregate({
    where: { phId, ...(replacing ? { id: { not: replacing } } : {}) },
    _sum: { coeficiente: true },
  });
  const current = toMillionths(Number(others._sum.coeficiente ?? 0));
  if (current + toMillionths(coeficiente) > LIMIT) throw fail.conflict('COEFICIENTES_SUPERAN_EL_100');
}

/**
 * The last statements of a unit's write, with the unit already written: the property's new sum,
 * refused (and rolled back) above 100 %. A write that raises the sum locks the property row first,
 * so two concurrent writes cannot both squeeze under the limit; the lock is taken last and held only
 * until the commit. FOR NO KEY UPDATE serialises these writers (and recibo numbers, imports) without
 * blocking the inserts that merely reference the property (preregistros, audit entries). A unit
 * written with a zero share cannot raise the sum, so it takes no lock.
 */
export async function settleCoeficientes(
  tx: Prisma.TransactionClient,
  phId: string,
  { raises }: { raises: boolean },
): Promise<number> {
  if (raises) await tx.$queryRaw`SELECT id FROM ph WHERE id = ${phId}::uuid FOR NO KEY UPDATE`;
  const total = await coeficienteTotal(tx, phId);
  if (toMillionths(total) > LIMIT) throw fail.conflict('COEFICIENTES_SUPERAN_EL_100');
  return total;
}

export interface CoeficienteChange {
  apartamentoId: string;
  valor: number;
  referencia?: string | null;
  actorId: string;
  vigenteDesde: Date;
}

/** One history row per value a unit's coeficiente takes (created with the unit, then on every change). */
export async function recordCoeficientes(tx: Prisma.TransactionClient, changes: CoeficienteChange[]): Promise<void> {
  await bulkInsert(
    tx,
    'coeficiente_historial',
    {
      id: 'uuid',
      apartamento_id: 'uuid',
      valor: 'numeric',
      vigente_desde: 'timestamp(3)',
      referencia: 'text',
      created_by_id: 'uuid',
    },
    changes.map((c) => ({
      id: randomUUID(),
      apartamento_id: c.apartamentoId,
      valor: c.valor,
      vigente_desde: c.vigenteDesde.toISOString(),
      referencia: c.referencia || null,
      created_by_id: c.actorId,
    })),
  );
}

/** The sum of a property's coeficientes and what is missing to 100 %. */
export async function coeficienteSummary(db: DbClient, phId: string): Promise<Omit<CoeficientesOutput, 'success'>> {
  const [totals] = await db.$queryRaw<{ unidades: number; sin: number; suma: Prisma.Decimal | null }[]>`
    SELECT count(*)::int AS unidades, count(*) FILTER (WHERE coeficiente = 0)::int AS sin, sum(coeficiente) AS suma
    FROM apartamentos WHERE ph_id = ${phId}::uuid`;
  const suma = toMillionths(Number(totals?.suma ?? 0));
  const faltante = LIMIT - suma;
  return {
    suma: suma / 1_000_000,
    faltante: faltante / 1_000_000,
    completo: Math.abs(faltante) <= toMillionths(COEFICIENTE_TOLERANCE),
    unidades: totals?.unidades ?? 0,
    sinCoeficiente: totals?.sin ?? 0,
  };
}

/** GET /ph/{id}/coeficientes: whoever reads the community sees whether the coeficientes add up. */
export async function getCoeficientes({ db }: Deps, actor: Actor, phId: string): Promise<Omit<CoeficientesOutput, 'success'>> {
  await requirePhPermission(db, actor.user, phId, 'readCommunity');
  return coeficienteSummary(db, phId);
}

/** Every value a unit's coeficiente held, newest first. */
export async function coeficienteHistorial({ db }: Deps, actor: Actor, apartamentoId: string) {
  await requireApartamentoPermission(db, actor.user, apartamentoId, 'readCommunity');
  const rows = await db.coeficienteHistorial.findMany({
    where: { apartamentoId },
    orderBy: [{ vigenteDesde: 'desc' }, { createdAt: 'desc' }],
  });
  return rows.map((r) => ({ valor: Number(r.valor), vigenteDesde: r.vigenteDesde.toISOString(), referencia: r.referencia }));
}
