// Issuing invitations and queueing their mail in the caller's transaction: the invitation and its mail
// commit together (an SMTP outage delays the mail, it cannot lose the token). Used by invite, the
// resident directory and the spreadsheet import; each caller checked the property and unit.
import type { z } from 'zod';

import { ROLE_LABELS, type inviteInput } from '@horizonte/contracts';
import type { Invitation, PH, Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { auditMany } from '../../lib/audit.ts';
import { mails } from '../../lib/mail/templates.ts';
import type { Actor } from '../access/actor.ts';
import { invitationUrl, issueInvitations } from './issue.ts';

export type InviteData = Omit<z.output<typeof inviteInput>, 'id'>;

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
