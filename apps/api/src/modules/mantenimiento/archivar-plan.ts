// DELETE /planes/{id} archives: the órdenes it opened are its history and stay; no new ones are opened.

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { requirePlan } from './access.ts';
import { planInclude } from './output.ts';

export async function archivarPlan({ db, clock }: Deps, actor: Actor, id: string) {
  const actual = await requirePlan(db, actor.user, id, 'manage');
  if (actual.archivadoEn) throw fail.conflict('PLAN_ARCHIVADO');
  return db.$transaction(async (tx) => {
    const ahora = clock.now();
    const plan = await tx.planMantenimiento.update({
      where: { id },
      data: { archivadoEn: ahora, updatedAt: ahora },
      include: planInclude,
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId: plan.phId,
      action: 'plan.archivar',
      entity: 'plan',
      entityId: id,
      ip: actor.ip,
    });
    return plan;
  });
}
