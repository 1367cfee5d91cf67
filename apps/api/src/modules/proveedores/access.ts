// Who sees and changes a complex's proveedores: the treasury's rule (mayOnTesoreria — the
// administration manages, the consejo reads), and the linked person for their own proveedor only.
import type { DbClient, PH } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import type { Caller } from '../access/guards.ts';
import { requireTesoreria, type AccionTesoreria } from '../tesoreria/access.ts';

export type AccionProveedores = AccionTesoreria;

export function requireProveedores(db: DbClient, caller: Caller, phId: string, accion: AccionProveedores): Promise<PH> {
  return requireTesoreria(db, caller, phId, accion);
}

/** A proveedor row (404 when unknown) once the caller may `accion` on its complex's treasury. */
export async function requireProveedor(db: DbClient, caller: Caller, proveedorId: string, accion: AccionProveedores) {
  const row = await db.proveedor.findUnique({ where: { id: proveedorId } });
  if (!row) throw fail.notFound('PROVEEDOR_NO_ENCONTRADO');
  const ph = await requireProveedores(db, caller, row.phId, accion);
  return { row, ph };
}
