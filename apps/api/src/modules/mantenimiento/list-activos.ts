import type { Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { pageOf, type PageInput } from '../../lib/paginate.ts';
import type { Actor } from '../access/actor.ts';
import { requireMantenimiento } from './access.ts';
import { activoInclude } from './output.ts';

export async function listActivos(
  { db }: Deps,
  actor: Actor,
  phId: string,
  input: PageInput & { archivados?: 'true' | 'false' },
) {
  await requireMantenimiento(db, actor.user, phId, 'read');
  const where: Prisma.ActivoWhereInput = { phId, ...(input.archivados === 'true' ? {} : { archivadoEn: null }) };
  const [activos, total] = await Promise.all([
    db.activo.findMany({
      where,
      include: activoInclude,
      orderBy: [{ archivadoEn: { sort: 'desc', nulls: 'first' } }, { nombre: 'asc' }],
      ...pageOf(input),
    }),
    db.activo.count({ where }),
  ]);
  return { activos, total };
}
