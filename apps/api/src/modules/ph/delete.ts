import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import type { Actor } from '../access/actor.ts';
import { manageableProperty } from './access.ts';

/** Soft delete: the property leaves every list and lookup; its people and units stay in the database. */
export async function deleteProperty({ db, clock }: Deps, actor: Actor, id: string): Promise<void> {
  await manageableProperty(db, actor.user, id);
  await db.$transaction(async (tx) => {
    await tx.pH.update({ where: { id }, data: { deletedAt: clock.now() } });
    await audit(tx, { actorId: actor.user.id, phId: id, action: 'ph.delete', entity: 'ph', entityId: id, ip: actor.ip });
  });
}
