import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import type { Actor } from '../access/actor.ts';
import { manageableResidente } from './access.ts';
import { releaseLinkRoles } from './links.ts';
import { alSalirDeUnaUnidad } from './salida.ts';

/**
 * Removing the last link of a person to the property also removes the role it gave them; their calendar
 * key to the unit and the visitor authorisations they may no longer give end with the link.
 */
export async function removeResidente({ db, clock }: Deps, actor: Actor, id: string): Promise<void> {
  const { residente, ph } = await manageableResidente(db, actor.user, id);
  await db.$transaction(async (tx) => {
    await tx.residente.delete({ where: { id } });
    await releaseLinkRoles(tx, ph.id, [residente]);
    await alSalirDeUnaUnidad(tx, ph.id, residente, clock.now());
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: 'residente.delete',
      entity: 'residente',
      entityId: id,
      ip: actor.ip,
    });
  });
}
