import { type ActivoUpdateData } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { assertDelConjunto, requireActivo } from './access.ts';
import { activoInclude, civil, dateOf } from './output.ts';

const fecha = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : dateOf(value));

export async function updateActivo({ db, clock }: Deps, actor: Actor, id: string, data: ActivoUpdateData) {
  const actual = await requireActivo(db, actor.user, id, 'manage');
  if (actual.archivadoEn) throw fail.conflict('ACTIVO_ARCHIVADO');
  await assertDelConjunto(db, actual.phId, { proveedorId: data.proveedorId });
  const instalacion =
    data.fechaInstalacion !== undefined ? data.fechaInstalacion : actual.fechaInstalacion && civil(actual.fechaInstalacion);
  const garantia = data.garantiaHasta !== undefined ? data.garantiaHasta : actual.garantiaHasta && civil(actual.garantiaHasta);
  if (instalacion && garantia && garantia < instalacion) throw fail.badRequest('GARANTIA_ANTES_DE_INSTALACION');
  return db.$transaction(async (tx) => {
    const activo = await tx.activo.update({
      where: { id },
      data: {
        ...data,
        fechaInstalacion: fecha(data.fechaInstalacion),
        garantiaHasta: fecha(data.garantiaHasta),
        updatedAt: clock.now(),
      },
      include: activoInclude,
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId: activo.phId,
      action: 'activo.update',
      entity: 'activo',
      entityId: id,
      details: { campos: Object.keys(data) },
      ip: actor.ip,
    });
    return activo;
  });
}
