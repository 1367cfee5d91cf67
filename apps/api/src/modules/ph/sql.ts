// Raw SQL reads of the properties module.
import { Prisma, type Database, type PH } from '@horizonte/db';

import type { PageInput } from '../../lib/paginate.ts';
import { readPage, type ListaSql } from '../../lib/sql-page.ts';
import { PH_FIELDS } from '../access/guards.ts';

/**
 * The unfiltered list, every screen's first request: the same count and page as the Prisma query,
 * written as SQL because this read is the hottest of the API (a model query costs ~2× the CPU of
 * the same raw SQL in the client). The page walks ph_live_order_idx.
 */
export async function livePropertiesPage(db: Database, caller: { userId: string; rol: 'admin' | null } | null, page: PageInput) {
  const withRol = caller?.rol ? Prisma.sql`AND r.rol = ${caller.rol}::"Rol"` : Prisma.empty;
  const member = caller
    ? Prisma.sql`AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = ${caller.userId}::uuid AND r.ph_id = p.id ${withRol})`
    : Prisma.empty;
  const lista: ListaSql<PH> = {
    from: Prisma.sql`ph p`,
    columns: PH_FIELDS,
    where: Prisma.sql`p.deleted_at IS NULL ${member}`,
    orderBy: Prisma.sql`p.created_at DESC, p.id DESC`,
  };
  const { totales, filas } = await readPage(db, lista, page);
  return { properties: filas, total: totales.total };
}
