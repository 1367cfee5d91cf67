// Revoking a pending invitation: its link stops working. Accepted or already revoked ones answer 409.
import type { Invitation } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { invitationOf, invitingProperty } from './access.ts';

export async function revokeInvitation({ db }: Deps, actor: Actor, phId: string, invitationId: string): Promise<Invitation> {
  await invitingProperty(db, actor.user, phId);
  await invitationOf(db, phId, invitationId);
  return db.$transaction(async (tx) => {
    // Conditional update: two admins revoking at once, or an acceptance racing it, cannot both win.
    const { count } = await tx.invitation.updateMany({
      where: { id: invitationId, status: 'pendiente' },
      data: { status: 'revocada' },
    });
    if (count === 0) throw fail.conflict('INVITACION_NO_REVOCABLE');
    await audit(tx, {
      actorId: actor.user.id,
      phId,
      action: 'invitation.revoke',
      entity: 'invitation',
      entityId: invitationId,
      ip: actor.ip,
    });
    return tx.invitation.findUniqueOrThrow({ where: { id: invitationId } });
  });
}
