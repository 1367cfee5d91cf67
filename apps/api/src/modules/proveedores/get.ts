import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { hoy } from '../tesoreria/ledger.ts';
import { requireProveedor } from './access.ts';
import { proveedorInclude, toProveedorOutput } from './output.ts';

export async function getProveedor(deps: Deps, actor: Actor, id: string) {
  await requireProveedor(deps.db, actor.user, id, 'read');
  const row = await deps.db.proveedor.findUniqueOrThrow({ where: { id }, include: proveedorInclude });
  return toProveedorOutput(row, hoy(deps.clock));
}
