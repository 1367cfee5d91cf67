// Who may read and change a unit's residents: the shared guards load the unit (or the resident with
// its unit and complex) and the caller's roles, and ask the contracts policy (mayOnProperty and
// residentMay, packages/contracts/src/policy/community.ts).
import type { DbClient } from '@horizonte/db';

import {
  requireApartamentoPermission,
  requireResidentePermission,
  requireUnitResidentsReader,
  type Caller,
} from '../access/guards.ts';

/** When the caller may read the unit's residents (its community readers, or a resident of it). */
export function unitResidentsReadable(db: DbClient, caller: Caller, apartamentoId: string) {
  return requireUnitResidentsReader(db, caller, apartamentoId);
}

/** The unit and its complex, when the caller may add people to it. */
export function manageableUnit(db: DbClient, caller: Caller, apartamentoId: string) {
  return requireApartamentoPermission(db, caller, apartamentoId, 'manage');
}

/** The resident and their complex, when the caller may change or remove them. */
export function manageableResidente(db: DbClient, caller: Caller, id: string) {
  return requireResidentePermission(db, caller, id, 'manage');
}
