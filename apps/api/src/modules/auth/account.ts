// The signed-in user's own views: who am I, my profile, my roles.
import type { PlatformCapabilities, RoleEntry } from '@horizonte/contracts';
import type { User } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { platformCapabilities } from './access.ts';
import { roleEntriesFor } from './roles.ts';

export async function currentUser({ db }: Deps, { user }: Actor): Promise<{ user: User; roles: RoleEntry[] }> {
  return { user, roles: await roleEntriesFor(db, user) };
}

export async function profile(
  { db }: Deps,
  { user }: Actor,
): Promise<{ user: User; roles: RoleEntry[]; capabilities: PlatformCapabilities }> {
  const roles = await roleEntriesFor(db, user);
  return { user, roles, capabilities: platformCapabilities(user, roles) };
}

export function userRoles({ db }: Deps, { user }: Actor): Promise<RoleEntry[]> {
  return roleEntriesFor(db, user);
}
