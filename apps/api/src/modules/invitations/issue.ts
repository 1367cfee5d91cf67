// Creating an invitation: a random single-use token, only its hash stored, valid for 7 days.
// Earlier pending invitations of the same person to the same property are revoked.
import { randomUUID } from 'node:crypto';

import { INVITATION_TTL_MS, type Rol } from '@horizonte/contracts';
import type { Invitation, PH, Prisma } from '@horizonte/db';

import { bulkInsert } from '../../lib/bulk.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';

export interface IssuedInvitation {
  invitation: Invitation;
  /** The raw token: it only travels in the mail. */
  token: string;
}

export async function issueInvitation(
  tx: Prisma.TransactionClient,
  args: { ph: PH; email: string; rol: Rol; apartamentoId?: string | null; createdById: string; now: Date },
): Promise<IssuedInvitation> {
  const [issued] = await issueInvitations(tx, { ph: args.ph, createdById: args.createdById, now: args.now, items: [args] });
  return issued!;
}

/** Many invitations of one property in a few statements (a spreadsheet import invites thousands). */
export async function issueInvitations(
  tx: Prisma.TransactionClient,
  args: { ph: PH; createdById: string; now: Date; items: { email: string; rol: Rol; apartamentoId?: string | null }[] },
): Promise<IssuedInvitation[]> {
  if (args.items.length === 0) return [];
  await tx.invitation.updateMany({
    where: { phId: args.ph.id, email: { in: [...new Set(args.items.map((i) => i.email))] }, status: 'pendiente' },
    data: { status: 'revocada' },
  });
  const expiresAt = new Date(args.now.getTime() + INVITATION_TTL_MS);
  const issued = args.items.map((item): IssuedInvitation => {
    const token = generateToken();
    const invitation: Invitation = {
      id: randomUUID(),
      phId: args.ph.id,
      email: item.email,
      rol: item.rol,
      apartamentoId: item.apartamentoId ?? null,
      tokenHash: hashToken(token),
      status: 'pendiente',
      expiresAt,
      createdById: args.createdById,
      acceptedById: null,
      acceptedAt: null,
      createdAt: args.now,
    };
    return { invitation, token };
  });
  await bulkInsert(
    tx,
    'invitations',
    {
      id: 'uuid',
      ph_id: 'uuid',
      email: 'text',
      rol: '"Rol"',
      apartamento_id: 'uuid',
      token_hash: 'text',
      status: '"InvitationStatus"',
      expires_at: 'timestamp(3)',
      created_by_id: 'uuid',
      created_at: 'timestamp(3)',
    },
    issued.map(({ invitation: i }) => ({
      id: i.id,
      ph_id: i.phId,
      email: i.email,
      rol: i.rol,
      apartamento_id: i.apartamentoId,
      token_hash: i.tokenHash,
      status: i.status,
      expires_at: i.expiresAt.toISOString(),
      created_by_id: i.createdById,
      created_at: i.createdAt.toISOString(),
    })),
  );
  return issued;
}

/** The link of the mail: the complex landing opens the acceptance form. */
export function invitationUrl(appUrl: string, ph: PH, token: string): string {
  return `${appUrl}/ph/${encodeURIComponent(ph.identificador)}?invitacion=${token}`;
}
