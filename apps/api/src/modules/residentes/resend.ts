import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { consume } from '../../lib/rate-limit.ts';
import type { Actor } from '../access/actor.ts';
import { sendInvitation } from '../invitations/send.ts';
import { manageableResidente } from './access.ts';
import { rolForTipo } from './links.ts';
import { residenteAdds } from './quota.ts';

/** Mails a fresh invitation (the earlier link stops working) to a person who has not accepted yet. */
export async function resendInvitation(deps: Deps, actor: Actor, id: string): Promise<void> {
  const { db } = deps;
  const { residente, ph } = await manageableResidente(db, actor.user, id);
  if (residente.userId) throw fail.conflict('RESIDENTE_YA_ACTIVO');
  if (!residente.email) throw fail.conflict('RESIDENTE_SIN_EMAIL');
  const email = residente.email;
  await consume(db, residenteAdds(deps.config), actor.user.id, { who: actor });
  await db.$transaction(async (tx) => {
    await sendInvitation(deps, tx, actor, ph, { email, rol: rolForTipo(residente.tipo), apartamentoId: residente.apartamentoId });
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: 'residente.invitation_resent',
      entity: 'residente',
      entityId: id,
      ip: actor.ip,
    });
  });
}
