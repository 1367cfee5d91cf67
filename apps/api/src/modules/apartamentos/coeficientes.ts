// Ley 675 de 2001: the coeficientes of a property's units add up to at most 100 %.
import type { Prisma } from '@horizonte/db';
import { MSG } from '@horizonte/contracts';
import { fail } from '../../lib/errors.ts';

/** Coeficientes have 6 decimals: compare them in millionths so floating point never decides. */
const toMillionths = (value: number) => Math.round(value * 1_000_000);
const LIMIT = toMillionths(100);

/**
 * Locks the property row (so two concurrent writes cannot both squeeze under the limit), then
 * checks the new sum. `replacing` is the unit being edited, whose old share leaves the sum.
 */
export async function assertCoeficienteFits(tx: Prisma.TransactionClient, phId: string, coeficiente: number, replacing?: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM ph WHERE id = ${phId}::uuid FOR UPDATE`;
  const others = await tx.apartamento.aggregate({
    where: { phId, ...(replacing ? { id: { not: replacing } } : {}) },
    _sum: { coeficiente: true },
  });
  const current = toMillionths(Number(others._sum.coeficiente ?? 0));
  if (current + toMillionths(coeficiente) > LIMIT) throw fail.conflict(MSG.coeficienteExceeded);
}
