// Who may read and decide a complex's pre-registrations: the shared guard loads the complex and the
// caller's roles and asks the contracts policy (mayOnProperty, esRolDeUnidad,
// packages/contracts/src/policy/community.ts). Submitting one needs no account.
import { esRolDeUnidad, type Rol } from '@horizonte/contracts';
import type { DbClient, PH } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import { requirePhPermission, type Caller } from '../access/guards.ts';

/** The complex, when the caller may read its pre-registrations. */
export function preregistrosReadable(db: DbClient, caller: Caller, phId: string): Promise<PH> {
  return requirePhPermission(db, caller, phId, 'readCommunity');
}

/** The complex, when the caller may approve or reject its pre-registrations. */
export function decidingProperty(db: DbClient, caller: Caller, phId: string): Promise<PH> {
  return requirePhPermission(db, caller, phId, 'manage');
}

/** Only a unit's roles (owner, resident…) can be given on a unit. */
export function assertRolDeUnidad(rol: Rol): void {
  if (!esRolDeUnidad(rol)) throw fail.badRequest('PREREGISTRO_ROL_SIN_UNIDAD');
}
