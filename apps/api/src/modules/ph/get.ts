// Reading one property: by id (who may see it) or by its slug (public, the complex landing).
import type { PH } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { viewableProperty } from './access.ts';

export function getProperty({ db }: Deps, actor: Actor, id: string): Promise<PH> {
  return viewableProperty(db, actor.user, id);
}

/** Public: the complex landing loads its property by the URL slug. */
export async function findPublicProperty({ db }: Deps, identificador: string): Promise<PH> {
  const ph = await db.pH.findFirst({ where: { identificador: identificador.toLowerCase(), deletedAt: null } });
  if (!ph) throw fail.notFound('CONJUNTO_NO_ENCONTRADO');
  return ph;
}
