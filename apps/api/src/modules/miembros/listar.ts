// The people who hold a role in a complex, by role then name.
import type { Rol } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { pageOf, type PageInput } from '../../lib/paginate.ts';
import type { Actor } from '../access/actor.ts';
import { miembrosLegibles } from './access.ts';
import { toMiembroRow, type MiembroRow } from './output.ts';

export async function listarMiembros(
  { db }: Deps,
  actor: Actor,
  phId: string,
  filtro: PageInput & { rol?: Rol },
): Promise<{ rows: MiembroRow[]; total: number }> {
  const ph = await miembrosLegibles(db, actor.user, phId);
  const where = { phId: ph.id, ...(filtro.rol ? { rol: filtro.rol } : {}) };
  const [total, rows] = await Promise.all([
    db.userRole.count({ where }),
    db.userRole.findMany({
      where,
      include: { user: { select: { nombre: true, email: true } } },
      orderBy: [{ rol: 'asc' }, { user: { nombre: 'asc' } }, { id: 'asc' }],
      ...pageOf(filtro),
    }),
  ]);
  return { total, rows: rows.map(toMiembroRow) };
}
