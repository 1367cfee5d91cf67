// Who may invite people to a complex and read its invitations: the shared guard loads the complex and
// the caller's roles and asks the contracts policy (mayOnProperty,
// packages/contracts/src/policy/community.ts). Accepting needs no role: the token is the right.
import type { DbClient, PH } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import { requirePhPermission, type Caller } from '../access/guards.ts';

/** The complex, when the caller may invite people to it and revoke invitations. */
export function invitingProperty(db: DbClient, caller: Caller, phId: string): Promise<PH> {
  return requirePhPermission(db, caller, phId, 'manage');
}

/** The complex, when the caller may read its invitations. */
export function invitationsReadable(db: DbClient, caller: Caller, phId: string): Promise<PH> {
  return requirePhPermission(db, caller, phId, 'readInvitations');
}

/** An invitation of the complex (404 otherwise). */
export async function invitationOf(db: DbClient, phId: string, invitationId: string): Promise<void> {
  const existing = await db.invitation.findFirst({ where: { id: invitationId, phId }, select: { id: true } });
  if (!existing) throw fail.notFound('INVITACION_NO_ENCONTRADA');
}
