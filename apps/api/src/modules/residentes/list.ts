// A unit's residents, oldest first.
import type { Residente } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { unitResidentsReadable } from './access.ts';

export async function listResidentes({ db }: Deps, actor: Actor, apartamentoId: string): Promise<Residente[]> {
  await unitResidentsReadable(db, actor.user, apartamentoId);
  return db.residente.findMany({ where: { apartamentoId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
}
