// The proveedor portal's read: the proveedor the caller is linked to in this complex (while holding
// its `proveedor` role), with its contracts and documents due.
import { esProveedorDelConjunto } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { propertyAccess } from '../access/guards.ts';
import { hoy } from '../tesoreria/ledger.ts';
import { proveedorInclude, toProveedorOutput } from './output.ts';

export async function miProveedor(deps: Deps, actor: Actor, phId: string) {
  const { ph, roles } = await propertyAccess(deps.db, actor.user, phId);
  if (!esProveedorDelConjunto(roles)) throw fail.forbidden('SIN_ACCESO');
  const row = await deps.db.proveedor.findFirst({
    where: { phId: ph.id, userId: actor.user.id, archivadoEn: null },
    include: proveedorInclude,
  });
  if (!row) throw fail.notFound('USUARIO_SIN_PROVEEDOR');
  return toProveedorOutput(row, hoy(deps.clock));
}
