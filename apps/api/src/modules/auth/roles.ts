// What a user may enter: their super-user access and their roles per complex.
import type { Database, User } from '@horizonte/db';
import { ROLE_LABELS, superUserRoleLabel, type RoleEntry, type SessionUser } from '@horizonte/contracts';

export async function roleEntriesFor(db: Database, user: User): Promise<RoleEntry[]> {
  const entries: RoleEntry[] = [];
  if (user.isSuperUser) {
    entries.push({ rol: user.superUserRole ?? 'SUPER_ADMIN', isSuperUser: true, ph: null });
  }
  const roles = await db.userRole.findMany({
    where: { userId: user.id, ph: { deletedAt: null } },
    include: { ph: { select: { id: true, nombre: true, identificador: true } } },
    orderBy: [{ ph: { nombre: 'asc' } }, { rol: 'asc' }],
  });
  for (const r of roles) entries.push({ rol: r.rol, isSuperUser: false, ph: r.ph });
  return entries;
}

/** The label shown in the shell's user menu. */
export function displayRole(user: User, entries: RoleEntry[]): string {
  if (user.isSuperUser) return superUserRoleLabel(user.superUserRole);
  const first = entries.find((e) => !e.isSuperUser);
  if (!first) return 'Usuario';
  return ROLE_LABELS[first.rol];
}

export function toSessionUser(user: User, entries: RoleEntry[]): SessionUser {
  return {
    id: user.id,
    nombre: user.nombre,
    email: user.email,
    isSuperUser: user.isSuperUser,
    superUserRole: user.isSuperUser ? (user.superUserRole ?? 'SUPER_ADMIN') : null,
    role: displayRole(user, entries),
    emailVerified: user.emailVerifiedAt !== null,
  };
}
