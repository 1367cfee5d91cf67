// Who may do what with a property: the shared guards load it and the caller's roles and ask the
// contracts policy (mayOnProperty, mayCreateProperty, mayRestoreProperty, propertyCapabilities,
// packages/contracts/src/policy/community.ts).
import {
  mayCreateProperty,
  mayRestoreProperty,
  propertyCapabilities,
  type PhAction,
  type PlatformRole,
} from '@horizonte/contracts';
import type { DbClient, PH } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import { requirePhPermission, rolesInProperty, type Caller } from '../access/guards.ts';

/** The property, when the caller may see it. */
export function viewableProperty(db: DbClient, caller: Caller, id: string): Promise<PH> {
  return requirePhPermission(db, caller, id, 'view');
}

/** The property, when the caller may edit or delete it. */
export function manageableProperty(db: DbClient, caller: Caller, id: string): Promise<PH> {
  return requirePhPermission(db, caller, id, 'manage');
}

/** Any verified user may create a property (platform staff never through this door). */
export function assertMayCreateProperty(user: { platformRole: PlatformRole | null; emailVerifiedAt: Date | null }): void {
  if (!mayCreateProperty(user.platformRole, user.emailVerifiedAt !== null))
    throw fail.forbidden(user.platformRole ? 'SIN_ACCESO' : 'EMAIL_NO_VERIFICADO');
}

/** Only a super admin brings a deleted property back. */
export function assertMayRestoreProperty(user: { platformRole: PlatformRole | null }): void {
  if (!mayRestoreProperty(user.platformRole)) throw fail.forbidden('SIN_ACCESO');
}

/** What the caller (if signed in) may do in a property, from the shared policy. */
export async function capabilitiesIn({ db }: Deps, caller: Caller | null, phId: string): Promise<PhAction[]> {
  if (!caller) return [];
  return propertyCapabilities(caller.platformRole, caller.platformRole ? [] : await rolesInProperty(db, caller, phId));
}
