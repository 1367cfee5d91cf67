import { Prisma, type DbClient } from '@horizonte/db';

import { ROLES_DE, type AudienciaGuardada } from './audiencia.ts';

/** The people a comunicado is addressed to (with an account). */
export async function destinatarios(db: DbClient, phId: string, audiencia: AudienciaGuardada) {
  if (audiencia.tipo === 'torres') {
    const rows = await db.residente.findMany({
      where: { apartamento: { phId, torre: { in: audiencia.torres } }, userId: { not: null } },
      select: { user: { select: { id: true, nombre: true, email: true, settings: { select: { notifAnuncios: true } } } } },
    });
    return dedupe(rows.map((r) => r.user!));
  }
  const rows = await db.userRole.findMany({
    where: { phId, rol: { in: ROLES_DE[audiencia.tipo] } },
    select: { user: { select: { id: true, nombre: true, email: true, settings: { select: { notifAnuncios: true } } } } },
  });
  return dedupe(rows.map((r) => r.user));
}

function dedupe<T extends { id: string }>(users: T[]): T[] {
  return [...new Map(users.map((u) => [u.id, u])).values()];
}

/** The same people as a SELECT of `user_id` (the bell's notifications read it in their one INSERT, issue 32). */
export function destinatariosSql(phId: string, audiencia: AudienciaGuardada): Prisma.Sql {
  if (audiencia.tipo === 'torres')
    return Prisma.sql`SELECT r.user_id FROM residentes r JOIN apartamentos a ON a.id = r.apartamento_id
                      WHERE a.ph_id = ${phId}::uuid AND a.torre = ANY(${audiencia.torres}::text[]) AND r.user_id IS NOT NULL`;
  return Prisma.sql`SELECT user_id FROM user_roles
                    WHERE ph_id = ${phId}::uuid AND rol::text = ANY(${ROLES_DE[audiencia.tipo]}::text[])`;
}
