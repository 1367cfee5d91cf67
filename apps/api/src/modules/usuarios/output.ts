// Database rows → the contracts' shapes (dates as ISO text).
import type { UsuarioResumen } from '@horizonte/contracts';
import type { DbClient, Rol } from '@horizonte/db';

import type { UsuarioFila } from './sql.ts';

export type RolesPorUsuario = Map<string, UsuarioResumen['roles']>;

/** Each person's roles in live complexes, with the complex's name, for a page of people. */
export async function rolesDe(db: DbClient, ids: string[]): Promise<RolesPorUsuario> {
  const rows = await db.userRole.findMany({
    where: { userId: { in: ids }, ph: { deletedAt: null } },
    select: { userId: true, rol: true, ph: { select: { id: true, nombre: true, identificador: true } } },
    orderBy: [{ ph: { nombre: 'asc' } }, { rol: 'asc' }],
  });
  const roles: RolesPorUsuario = new Map();
  for (const row of rows) {
    const list = roles.get(row.userId) ?? [];
    list.push({ phId: row.ph.id, phNombre: row.ph.nombre, identificador: row.ph.identificador, rol: row.rol as Rol });
    roles.set(row.userId, list);
  }
  return roles;
}

export function toUsuarioResumen(fila: UsuarioFila, roles: RolesPorUsuario): UsuarioResumen {
  return {
    id: fila.id,
    nombre: fila.nombre,
    email: fila.email,
    tipoDocumento: fila.tipoDocumento,
    numeroDocumento: fila.numeroDocumento,
    verificado: fila.emailVerifiedAt !== null,
    rolPlataforma: fila.platformRole,
    bloqueado: fila.bloqueado,
    roles: roles.get(fila.id) ?? [],
    creadoEn: fila.createdAt.toISOString(),
  };
}
