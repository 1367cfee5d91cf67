// What a person may enter and do on the platform: this file loads their roles and asks the contracts
// policy (decideLoginAccess, mayCreateProperty, generalAdminRefusal,
// packages/contracts/src/policy/community.ts). The other accounts procedures act on the caller only:
// a session (or, before one exists, the token or the password) is the whole authorisation.
import {
  decideLoginAccess,
  generalAdminRefusal,
  mayCreateProperty,
  type AccessDecision,
  type PlatformCapabilities,
  type RoleEntry,
} from '@horizonte/contracts';
import type { Database, User } from '@horizonte/db';

import { roleEntriesFor } from './roles.ts';

/** Whether this door (the main login, or a complex's with its identificador) admits the person, and all their roles. */
export async function doorAccess(
  db: Database,
  user: User,
  identificador: string | undefined,
): Promise<{ entries: RoleEntry[]; access: AccessDecision }> {
  const entries = await roleEntriesFor(db, user);
  return { entries, access: decideLoginAccess(user.platformRole, entries, identificador) };
}

/** From the shared policy, so the web shows and hides from the rules the server enforces. */
export function platformCapabilities(
  user: Pick<User, 'platformRole' | 'emailVerifiedAt'>,
  roles: RoleEntry[],
): PlatformCapabilities {
  return {
    plataforma: user.platformRole,
    crearPropiedad: mayCreateProperty(user.platformRole, user.emailVerifiedAt !== null),
    panelGeneral: generalAdminRefusal(user.platformRole, roles) === null,
  };
}
