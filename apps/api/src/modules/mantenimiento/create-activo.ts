import type { ActivoData } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import type { Actor } from '../access/actor.ts';
import { assertDelConjunto, requireMantenimiento } from './access.ts';
import { activoInclude, dateOf } from './output.ts';

export async function createActivo({ db, clock }: Deps, actor: Actor, phId: string, data: ActivoData) {
  await requireMantenimiento(db, actor.user, phId, 'manage');
  await assertDelConjunto(db, phId, { proveedorId: data.proveedorId });
  const ahora = clock.now();
  return db.$transaction(async (tx) => {
    const activo = await tx.activo.create({
      data: {
        ...data,
        phId,
        fechaInstalacion: data.fechaInstalacion ? dateOf(data.fechaInstalacion) : null,
        garantiaHasta: data.garantiaHasta ? dateOf(data.garantiaHasta) : null,
        createdAt: ahora,
        updatedAt: ahora,
      },
      include: activoInclude,
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId,
      action: 'activo.create',
      entity: 'activo',
      entityId: activo.id,
      ip: actor.ip,
    });
    return activo;
  });
}
