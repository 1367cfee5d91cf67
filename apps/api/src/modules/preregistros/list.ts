// A complex's pre-registrations, newest first.
import type { z } from 'zod';

import type { preregistroListInput } from '@horizonte/contracts';
import type { Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { pageOf } from '../../lib/paginate.ts';
import type { Actor } from '../access/actor.ts';
import { preregistrosReadable } from './access.ts';
import { withDecider } from './output.ts';

export async function listPreregistros({ db }: Deps, actor: Actor, input: z.output<typeof preregistroListInput>) {
  await preregistrosReadable(db, actor.user, input.id);
  const where: Prisma.PreregistroWhereInput = { phId: input.id, ...(input.status ? { status: input.status } : {}) };
  const [total, preregistros] = await Promise.all([
    db.preregistro.count({ where }),
    db.preregistro.findMany({
      where,
      include: withDecider,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...pageOf(input),
    }),
  ]);
  return { preregistros, total };
}
