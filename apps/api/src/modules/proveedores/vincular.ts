// The person linked to a proveedor (the proveedor portal): someone holding the complex's `proveedor`
// role, linked to at most one proveedor of the complex.
import { esProveedorDelConjunto } from '@horizonte/contracts';
import type { Prisma } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import { rolesOfUser } from '../access/guards.ts';

export async function comprobarVinculo(
  tx: Prisma.TransactionClient,
  phId: string,
  userId: string | null | undefined,
  proveedorId: string | null,
): Promise<void> {
  if (!userId) return;
  if (!esProveedorDelConjunto(await rolesOfUser(tx, userId, phId))) throw fail.badRequest('USUARIO_NO_PROVEEDOR');
  const otro = await tx.proveedor.findFirst({ where: { phId, userId, id: proveedorId ? { not: proveedorId } : undefined } });
  if (otro) throw fail.conflict('USUARIO_YA_VINCULADO');
}
