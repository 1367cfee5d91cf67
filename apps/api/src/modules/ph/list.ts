import type { z } from 'zod';

import type { phListInput } from '@horizonte/contracts';
import type { Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { pageOf } from '../../lib/paginate.ts';
import { normalizeSearch } from '../../lib/text.ts';
import type { Actor } from '../access/actor.ts';
import { livePropertiesPage } from './sql.ts';

/** Super users see every property; anyone else only those where they hold a role. Newest first. */
export async function listProperties({ db }: Deps, actor: Actor, input: z.output<typeof phListInput>) {
  const { page, pageSize } = input;
  const caller = actor.user;
  const where: Prisma.PHWhereInput = { deletedAt: null };
  if (!caller.platformRole) where.roles = { some: { userId: caller.id, ...(input.rol ? { rol: input.rol } : {}) } };
  const q = input.q ? normalizeSearch(input.q) : '';
  if (!q) {
    const member = caller.platformRole ? null : { userId: caller.id, rol: input.rol ?? null };
    return { ...(await livePropertiesPage(db, member, input)), page, pageSize };
  }
  where.searchText = { contains: q };
  const [total, properties] = await Promise.all([
    db.pH.count({ where }),
    db.pH.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageOf(input) }),
  ]);
  return { properties, total, page, pageSize };
}
