import type { ProveedorData } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import type { Actor } from '../access/actor.ts';
import { hoy } from '../tesoreria/ledger.ts';
import { requireProveedor } from './access.ts';
import { nitRepetido, proveedorColumns } from './create.ts';
import { proveedorInclude, toProveedorOutput } from './output.ts';
import { comprobarVinculo } from './vincular.ts';

export async function updateProveedor(deps: Deps, actor: Actor, id: string, data: ProveedorData) {
  const { row: antes } = await requireProveedor(deps.db, actor.user, id, 'manage');
  const row = await deps.db
    .$transaction(async (tx) => {
      await comprobarVinculo(tx, antes.phId, data.userId, id);
      const proveedor = await tx.proveedor.update({
        where: { id },
        data: { ...proveedorColumns(data), updatedAt: deps.clock.now() },
        include: proveedorInclude,
      });
      await audit(tx, {
        actorId: actor.user.id,
        phId: antes.phId,
        action: 'proveedor.update',
        entity: 'proveedor',
        entityId: id,
        details: { razonSocial: data.razonSocial, userId: data.userId ?? null },
        ip: actor.ip,
      });
      return proveedor;
    })
    .catch((error: unknown) => {
      throw nitRepetido(error);
    });
  return toProveedorOutput(row, hoy(deps.clock));
}
