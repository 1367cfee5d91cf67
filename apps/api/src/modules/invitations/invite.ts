// Inviting one person to a complex (optionally to a unit of it).
import type { Invitation } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { invitingProperty } from './access.ts';
import { sendInvitation, type InviteData } from './send.ts';

export async function invite(deps: Deps, actor: Actor, phId: string, data: InviteData): Promise<Invitation> {
  const { db } = deps;
  const ph = await invitingProperty(db, actor.user, phId);
  if (data.apartamentoId) {
    const unit = await db.apartamento.findFirst({ where: { id: data.apartamentoId, phId }, select: { id: true } });
    if (!unit) throw fail.notFound('APARTAMENTO_NO_ENCONTRADO');
  }
  return db.$transaction((tx) => sendInvitation(deps, tx, actor, ph, data));
}
