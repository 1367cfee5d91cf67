// Inviting people to a property and listing the invitations.
import type { z } from 'zod';

import { MSG, ROLE_LABELS, type invitationListInput, type inviteInput } from '@horizonte/contracts';
import type { Invitation, PH, Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit, auditMany } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { mails } from '../../lib/mail/templates.ts';
import { pageOf } from '../../lib/paginate.ts';
import type { Actor } from '../access/actor.ts';
import { requirePhPermission } from '../access/guards.ts';
import { invitationUrl, issueInvitations } from './issue.ts';

type InviteData = Omit<z.output<typeof inviteInput>, 'id'>;

export async function invite(deps: Deps, actor: Actor, phId: string, data: InviteData): Promise<Invitation> {
  const { db } = deps;
  const ph = await requirePhPermission(db, actor.user, phId, 'manage');
  if (data.apartamentoId) {
    const unit = await db.apartamento.findFirst({ where: { id: data.apartamentoId, phId }, select: { id: true } });
    if (!unit) throw fail.notFound(MSG.apartamentoNotFound);
  }
  return db.$transaction((tx) => sendInvitation(deps, tx, actor, ph, data));
}

/**
 * Issues an invitation and queues its mail in `tx`: the invitation and its mail commit together (an
 * SMTP outage delays the mail, it cannot lose the token). The caller checked the property and unit.
 */
export async function sendInvitation(
  deps: Deps,
  tx: Prisma.TransactionClient,
  actor: Actor,
  ph: PH,
  data: InviteData,
): Promise<Invitation> {
  const [invitation] = await sendInvitations(deps, tx, actor, ph, [data]);
  return invitation!;
}

/** The same for many people at once (audited one by one, issued and queued in a few statements). */
export async function sendInvitations(
  { jobs, config, clock }: Deps,
  tx: Prisma.TransactionClient,
  actor: Actor,
  ph: PH,
  items: InviteData[],
): Promise<Invitation[]> {
  const issued = await issueInvitations(tx, { ph, createdById: actor.user.id, now: clock.now(), items });
  await auditMany(
    tx,
    issued.map(({ invitation }) => ({
      actorId: actor.user.id,
      phId: ph.id,
      action: 'invitation.create',
      entity: 'invitation',
      entityId: invitation.id,
      details: { email: invitation.email, rol: invitation.rol },
      ip: actor.ip,
    })),
  );
  await jobs.sendMany(
    tx,
    'mail.send',
    issued.map(({ invitation, token }) =>
      mails.invitation(invitation.email, ph.nombre, ROLE_LABELS[invitation.rol], invitationUrl(config.appUrl, ph, token)),
    ),
  );
  return issued.map(({ invitation }) => invitation);
}

/** Revokes a pending invitation: its link stops working. Accepted or already revoked ones answer 409. */
export async function revokeInvitation({ db }: Deps, actor: Actor, phId: string, invitationId: string): Promise<Invitation> {
  await requirePhPermission(db, actor.user, phId, 'manage');
  const existing = await db.invitation.findFirst({ where: { id: invitationId, phId }, select: { id: true } });
  if (!existing) throw fail.notFound(MSG.invitationNotFound);
  return db.$transaction(async (tx) => {
    // Conditional update: two admins revoking at once, or an acceptance racing it, cannot both win.
    const { count } = await tx.invitation.updateMany({
      where: { id: invitationId, status: 'pendiente' },
      data: { status: 'revocada' },
    });
    if (count === 0) throw fail.conflict(MSG.invitationNotRevocable);
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

export async function listInvitations({ db, clock }: Deps, actor: Actor, input: z.output<typeof invitationListInput>) {
  await requirePhPermission(db, actor.user, input.id, 'readInvitations');
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
