// Who may do what with a complex's units. The shared guards load the complex (or the unit with its
// complex) and the caller's roles, and ask the contracts policy (mayOnProperty,
// packages/contracts/src/policy/community.ts); this file names the action each use case needs.
import type { PhAction } from '@horizonte/contracts';
import type { DbClient } from '@horizonte/db';

import { requireApartamentoPermission, requirePhPermission, type Caller } from '../access/guards.ts';

/** Reading the unit list (sql.ts checks it in the same statement as the read). */
export const READ_UNITS: PhAction = 'readCommunity';

/** Reading one's own units: whoever may see the complex at all (sql.ts checks it in the same statement as the read). */
export const VIEW_OWN_UNITS: PhAction = 'view';

/** The complex, when the caller may add units to it. */
export function manageableProperty(db: DbClient, caller: Caller, phId: string) {
  return requirePhPermission(db, caller, phId, 'manage');
}

/** The unit and its complex, when the caller may edit or delete it. */
export function manageableApartamento(db: DbClient, caller: Caller, id: string) {
  return requireApartamentoPermission(db, caller, id, 'manage');
}
