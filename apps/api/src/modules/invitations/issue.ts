// Creating an invitation: a random single-use token, only its hash stored, valid for 7 days.
// Earlier pending invitations of the same person to the same property are revoked.
import type { Invitation, PH, Prisma } from '@horizonte/db';
import { INVITATION_TTL_MS, type Rol } from '@horizonte/contracts';
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
  await tx.invitation.updateMany({
    where: { phId: args.ph.id, email: args.email, status: 'pendiente' },
    data: { status: 'revocada' },
  });
  const token = generateToken();
  const invitation = await tx.invitation.create({
    data: {
      phId: args.ph.id,
      email: args.email,
      rol: args.rol,
      apartamentoId: args.apartamentoId ?? null,
      tokenHash: hashToken(token),
      expiresAt: new Date(args.now.getTime() + INVITATION_TTL_MS),
      createdById: args.createdById,
    },
  });
  return { invitation, token };
}

/** The link of the mail: the complex landing opens the acceptance form. */
export function invitationUrl(appUrl: string, ph: PH, token: string): string {
  return `${appUrl}/ph/${encodeURIComponent(ph.identificador)}?invitacion=${token}`;
}
