// A complex's invitations, newest first; "pendiente" and "vencida" are told apart by the clock.
import type { z } from 'zod';

import type { invitationListInput } from '@horizonte/contracts';
import type { Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { pageOf } from '../../lib/paginate.ts';
import type { Actor } from '../access/actor.ts';
import { invitationsReadable } from './access.ts';

export async function listInvitations({ db, clock }: Deps, actor: Actor, input: z.output<typeof invitationListInput>) {
  await invitationsReadable(db, actor.user, input.id);
  const now = clock.now();
  const where: Prisma.InvitationWhereInput = { phId: input.id };
  if (input.status === 'pendiente') Object.assign(where, { status: 'pendiente', expiresAt: { gt: now } });
  else if (input.status === 'vencida') Object.assign(where, { status: 'pendiente', expiresAt: { lte: now } });
  else if (input.status) where.status = input.status;
  const [total, invitations] = await Promise.all([
    db.invitation.count({ where }),
    db.invitation.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageOf(input) }),
  ]);
  return { invitations, total };
}
