import type { PH } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { assertMayRestoreProperty } from './access.ts';
import { assertUnique, uniqueConflict } from './unique.ts';

/**
 * A super admin brings back a deleted property (e.g. one deleted by mistake, or after a NIT
 * dispute), unless a live one has taken its NIT or identificador meanwhile.
 */
export async function restoreProperty({ db }: Deps, actor: Actor, id: string): Promise<PH> {
  assertMayRestoreProperty(actor.user);
  const deleted = await db.pH.findFirst({ where: { id, deletedAt: { not: null } } });
  if (!deleted) throw fail.notFound('CONJUNTO_NO_ENCONTRADO');
  const data = { nit: deleted.nit, identificador: deleted.identificador };
  await assertUnique(db, data, id);
  try {
    return await db.$transaction(async (tx) => {
      const ph = await tx.pH.update({ where: { id }, data: { deletedAt: null } });
      await audit(tx, { actorId: actor.user.id, phId: id, action: 'ph.restore', entity: 'ph', entityId: id, ip: actor.ip });
      return ph;
    });
  } catch (error) {
    throw await uniqueConflict(db, data, error, id);
  }
}
