import type { Invitation, InvitationStatus } from '@horizonte/contracts';
import type { Invitation as InvitationRow } from '@horizonte/db';

/** `vencida` is not stored: a pending invitation past its expiry is expired. */
export function invitationStatus(row: Pick<InvitationRow, 'status' | 'expiresAt'>, now: Date): InvitationStatus {
  if (row.status === 'pendiente' && row.expiresAt <= now) return 'vencida';
  return row.status;
}

export function toInvitationOutput(row: InvitationRow, now: Date): Invitation {
  return {
    id: row.id,
    phId: row.phId,
    email: row.email,
    rol: row.rol,
    apartamentoId: row.apartamentoId,
    status: invitationStatus(row, now),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}
