// The signed-in user's own views: who am I, my profile, my roles, and logging out.
import type { z } from 'zod';

import {
  generalAdminRefusal,
  mayCreateProperty,
  MSG,
  type PlatformCapabilities,
  type profileOutput,
  type RoleEntry,
  type SessionUser,
} from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import type { Actor } from '../access/actor.ts';
import { roleEntriesFor, toSessionUser } from './roles.ts';
import { invalidateSession } from './sessions.ts';

export async function currentUser({ db }: Deps, { user }: Actor): Promise<{ success: true; user: SessionUser }> {
  return { success: true, user: toSessionUser(user, await roleEntriesFor(db, user)) };
}

export async function profile({ db }: Deps, { user }: Actor): Promise<z.infer<typeof profileOutput>> {
  const roles = await roleEntriesFor(db, user);
  return {
    success: true,
    user: {
      ...toSessionUser(user, roles),
      tipo_documento: user.tipoDocumento,
      numero_documento: user.numeroDocumento,
      createdAt: user.createdAt.toISOString(),
    },
    roles,
    capabilities: platformCapabilities(user, roles),
  };
}

/** From the shared policy, so the web shows and hides from the rules the server enforces. */
function platformCapabilities(user: Actor['user'], roles: RoleEntry[]): PlatformCapabilities {
  return {
    plataforma: user.platformRole,
    crearPropiedad: mayCreateProperty(user.platformRole, user.emailVerifiedAt !== null),
    panelGeneral: generalAdminRefusal(user.platformRole, roles) === null,
  };
}

export async function userRoles({ db }: Deps, { user }: Actor): Promise<{ success: true; roles: RoleEntry[] }> {
  return { success: true, roles: await roleEntriesFor(db, user) };
}

export async function logout({ db, sessions }: Deps, { session, ip }: Actor): Promise<{ success: true; message: string }> {
  await invalidateSession(db, sessions, session.id);
  await audit(db, { actorId: session.userId, action: 'auth.logout', ip });
  return { success: true, message: MSG.logoutSuccess };
}
