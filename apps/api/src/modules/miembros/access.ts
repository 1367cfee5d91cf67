// Who may list a complex's members and remove a role: the shared guards load the complex and the
// caller's roles; the rules are the contracts policy's (mayOnProperty and roleRemovalRefusal,
// packages/contracts/src/policy/community.ts).
import { mayOnProperty, roleRemovalRefusal, type Rol } from '@horizonte/contracts';
import type { DbClient, PH } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import { propertyAccess, requirePhPermission, type Caller } from '../access/guards.ts';

/** The complex, when the caller reads its community (admin, consejo, platform staff). */
export function miembrosLegibles(db: DbClient, caller: Caller, phId: string): Promise<PH> {
  return requirePhPermission(db, caller, phId, 'readCommunity');
}

/** The complex and the caller's roles in it, when the caller manages it. */
export async function gestionDeMiembros(db: DbClient, caller: Caller, phId: string): Promise<{ ph: PH; roles: Rol[] }> {
  const { ph, roles } = await propertyAccess(db, caller, phId);
  if (!mayOnProperty(caller.platformRole, roles, 'manage')) throw fail.forbidden('SIN_ACCESO');
  return { ph, roles };
}

/**
 * Refuses removing `rol` when the policy says so: the last administrator stays (409), and only who may
 * grant a role may take it away (403). A role the person does not hold is 404.
 */
export function assertMayRemove(caller: Caller, roles: readonly Rol[], rol: Rol, held: boolean, administradores: number): void {
  if (!held) throw fail.notFound('ROL_NO_ASIGNADO');
  const refusal = roleRemovalRefusal(caller.platformRole, roles, rol, administradores);
  if (refusal?.status === 409) throw fail.conflict('ULTIMO_ADMINISTRADOR');
  if (refusal) throw fail.forbidden('SIN_ACCESO');
}
