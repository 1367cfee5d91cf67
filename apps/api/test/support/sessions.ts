// Users and sessions made directly in the database, so property tests do not depend on the login flow.
import type { Rol, SuperUserRole } from '@horizonte/contracts';
import type { Database, User } from '@horizonte/db';

import { hashPassword } from '../../src/lib/password.ts';
import { createSession } from '../../src/modules/auth/sessions.ts';

export const TEST_PASSWORD = 'Clave-Segura-2026';

let sequence = 0;
let passwordHash: Promise<string> | undefined;

export interface TestUser {
  user: User;
  token: string;
}

export interface TestUserOptions {
  email?: string;
  nombre?: string;
  platformRole?: SuperUserRole;
  roles?: { phId: string; rol: Rol }[];
  verified?: boolean;
}

/** A user (verified unless told otherwise) with the given roles, and a live session token. */
export async function createTestUser(db: Database, options: TestUserOptions = {}): Promise<TestUser> {
  sequence += 1;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const user = await db.user.create({
    data: {
      nombre: options.nombre ?? `Persona ${sequence}`,
      email: options.email ?? `persona${sequence}.${Date.now()}@example.com`,
      tipoDocumento: 'CC',
      numeroDocumento: `${Date.now() % 1_000_000_000}${sequence}`,
      passwordHash: await passwordHash,
      emailVerifiedAt: options.verified === false ? null : new Date(),
      platformRole: options.platformRole ?? null,
    },
  });
  for (const role of options.roles ?? []) await db.userRole.create({ data: { userId: user.id, ...role } });
  const { token } = await createSession(db, user.id, new Date());
  return { user, token };
}

/** Roles of a user in a property, sorted, as stored in user_roles. */
export async function rolesOf(db: Database, userId: string, phId: string): Promise<string[]> {
  const rows = await db.userRole.findMany({ where: { userId, phId }, select: { rol: true } });
  return rows.map((r) => r.rol).sort();
}
