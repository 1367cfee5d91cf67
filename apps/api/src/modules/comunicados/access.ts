// Who reads which comunicados of a complex, and who publishes: the shared guards load the complex and
// the caller's roles and ask the contracts policy (mayOnProperty, packages/contracts/src/policy/);
// what a member reads is their audience (roles and their units' towers, audiencia.ts).
import { mayOnProperty, type Rol } from '@horizonte/contracts';
import type { DbClient, PH } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { propertyAccess, requirePhPermission, unidadesDelCaller, type Caller } from '../access/guards.ts';

/** The complex, when the caller may publish comunicados and see who read them. */
export function gestionDeComunicados(db: DbClient, caller: Caller, phId: string): Promise<PH> {
  return requirePhPermission(db, caller, phId, 'manage');
}

/** The member's audience (roles and their units' towers); null for staff, who read everything. */
export type Miembro = { roles: Rol[]; torres: string[] } | null;

/** Whom the caller reads as in the complex: staff, or a member (403 for anyone without a role there). */
export async function lector(db: DbClient, actor: Actor, phId: string): Promise<Miembro> {
  return (await lectorConRoles(db, actor, phId)).miembro;
}

/** `lector`, with the caller's roles in the complex its guard read (for a reader that decides more with them). */
export async function lectorConRoles(db: DbClient, actor: Actor, phId: string): Promise<{ miembro: Miembro; roles: Rol[] }> {
  const { roles } = await propertyAccess(db, actor.user, phId);
  if (mayOnProperty(actor.user.platformRole, roles, 'readCommunity')) return { miembro: null, roles };
  if (roles.length === 0) throw fail.forbidden('SIN_ACCESO');
  const units = await unidadesDelCaller(db, actor.user, phId);
  return { miembro: { roles, torres: [...new Set(units.map((u) => u.torre).filter(Boolean))] }, roles };
}
