// DELETE /activos/{id} archives: the activo's plans, órdenes and adjuntos are its history and stay.

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { requireActivo } from './access.ts';
import { activoInclude } from './output.ts';

export async function archivarActivo({ db, clock }: Deps, actor: Actor, id: string) {
  const actual = await requireActivo(db, actor.user, id, 'manage');
  if (actual.archivadoEn) throw fail.conflict('ACTIVO_ARCHIVADO');
  return db.$transaction(async (tx) => {
    const ahora = clock.now();
    const activo = await tx.activo.update({
      where: { id },
      data: { archivadoEn: ahora, updatedAt: ahora },
      include: activoInclude,
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId: activo.phId,
      action: 'activo.archivar',
      entity: 'activo',
      entityId: id,
      ip: actor.ip,
    });
    return activo;
  });
}
