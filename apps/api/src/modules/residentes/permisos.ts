import type { Permiso } from '@horizonte/contracts';
import type { Residente } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import type { Actor } from '../access/actor.ts';
import { manageableResidente } from './access.ts';
import { alSalirDeUnaUnidad } from './salida.ts';

/** New permisos take effect at once: the person's calendar key rotates and authorisations they may no longer give are revoked. */
export async function updatePermisos({ db, clock }: Deps, actor: Actor, id: string, permisos: Permiso[]): Promise<Residente> {
  const { ph } = await manageableResidente(db, actor.user, id);
  return db.$transaction(async (tx) => {
    const residente = await tx.residente.update({ where: { id }, data: { permisos: [...new Set(permisos)] } });
    await alSalirDeUnaUnidad(tx, ph.id, residente, clock.now());
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: 'residente.permisos',
      entity: 'residente',
      entityId: id,
      details: { permisos },
      ip: actor.ip,
    });
    return residente;
  });
}
