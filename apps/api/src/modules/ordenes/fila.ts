// One orden with what its output reads, inside or outside a transaction; and the checks that an
// activo or a proveedor named in a write belongs to the orden's complex.
import type { DbClient, Prisma } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import { ORDEN_INCLUDE, type OrdenRow } from './output.ts';

export const ordenFila = (db: DbClient | Prisma.TransactionClient, id: string): Promise<OrdenRow> =>
  db.ordenTrabajo.findUniqueOrThrow({ where: { id }, include: ORDEN_INCLUDE });

/** 404 for an activo of another complex or archived (an orden is never opened on one). */
export async function activoDelConjunto(db: DbClient, phId: string, activoId: string | null | undefined): Promise<void> {
  if (!activoId) return;
  const activo = await db.activo.findFirst({ where: { id: activoId, phId, archivadoEn: null }, select: { id: true } });
  if (!activo) throw fail.notFound('ORDEN_ACTIVO_NO_ENCONTRADO');
}

/** 404 for a proveedor of another complex or archived. */
export async function proveedorDelConjunto(db: DbClient, phId: string, proveedorId: string): Promise<void> {
  const proveedor = await db.proveedor.findFirst({ where: { id: proveedorId, phId, archivadoEn: null }, select: { id: true } });
  if (!proveedor) throw fail.notFound('ORDEN_PROVEEDOR_NO_ENCONTRADO');
}
