// What a user may enter: their super-user access and their roles per complex.
import type { Rol, RoleEntry } from '@horizonte/contracts';
import { Prisma, readRows, type Database, type User } from '@horizonte/db';

export async function roleEntriesFor(db: Database, user: User): Promise<RoleEntry[]> {
  const entries: RoleEntry[] = [];
  if (user.platformRole) {
    entries.push({ rol: user.platformRole, isSuperUser: true, ph: null });
  }
  // One join (Prisma's include would issue a second query): this runs on every session check of the web.
  const roles = await readRows<{ rol: Rol; id: string; nombre: string; identificador: string }>(
    db,
    Prisma.sql`
    SELECT r.rol::text AS rol, p.id, p.nombre, p.identificador
    FROM user_roles r JOIN ph p ON p.id = r.ph_id
    WHERE r.user_id = ${user.id}::uuid AND p.deleted_at IS NULL
    ORDER BY p.nombre ASC, r.rol ASC`,
  );
  for (const r of roles)
    entries.push({ rol: r.rol, isSuperUser: false, ph: { id: r.id, nombre: r.nombre, identificador: r.identificador } });
  return entries;
}
