import type { Residente } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { fail, isUniqueViolation } from '../../lib/errors.ts';
import { consume } from '../../lib/rate-limit.ts';
import type { Actor } from '../access/actor.ts';
import { manageableUnit } from './access.ts';
import { addToDirectory, type ResidenteData } from './directory.ts';
import { residenteAdds } from './quota.ts';

/**
 * Adds a person to a unit's directory and invites them, by mail, to the matching role. The record
 * is never linked to an account here: only the person who opens the invitation sent to that
 * email and accepts it (proving control of it) gets the link and the role. So the answer is the
 * same whether an account with that email exists or not.
 */
export async function addResidente(deps: Deps, actor: Actor, apartamentoId: string, data: ResidenteData): Promise<Residente> {
  const { db } = deps;
  const { ph } = await manageableUnit(db, actor.user, apartamentoId);
  await consume(db, residenteAdds(deps.config), actor.user.id, { who: actor });
  try {
    return await db.$transaction(async (tx) => {
      const [id] = await addToDirectory(deps, tx, actor, ph, [{ apartamentoId, ...data }]);
      return tx.residente.findUniqueOrThrow({ where: { id } });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.conflict('RESIDENTE_YA_REGISTRADO');
    throw error;
  }
}
