// Editing a property.
import type { PH } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { phSearchText } from '../../lib/text.ts';
import type { Actor } from '../access/actor.ts';
import { manageableProperty } from './access.ts';
import { assertUnique, uniqueConflict, type PhData } from './unique.ts';

export async function updateProperty({ db }: Deps, actor: Actor, id: string, data: PhData): Promise<PH> {
  await manageableProperty(db, actor.user, id);
  await assertUnique(db, data, id);
  try {
    return await db.$transaction(async (tx) => {
      const ph = await tx.pH.update({ where: { id }, data: { ...data, searchText: phSearchText(data) } });
      await audit(tx, {
        actorId: actor.user.id,
        phId: id,
        action: 'ph.update',
        entity: 'ph',
        entityId: id,
        details: data,
        ip: actor.ip,
      });
      return ph;
    });
  } catch (error) {
    throw await uniqueConflict(db, data, error, id);
  }
}
