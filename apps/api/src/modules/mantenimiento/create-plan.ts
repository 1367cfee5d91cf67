import type { PlanData } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import type { Actor } from '../access/actor.ts';
import { assertDelConjunto, requireMantenimiento } from './access.ts';
import { dateOf, planInclude } from './output.ts';

export async function createPlan({ db, clock }: Deps, actor: Actor, phId: string, data: PlanData) {
  await requireMantenimiento(db, actor.user, phId, 'manage');
  await assertDelConjunto(db, phId, data);
  const ahora = clock.now();
  return db.$transaction(async (tx) => {
    const plan = await tx.planMantenimiento.create({
      data: {
        ...data,
        fuente: data.fuente?.trim() || null,
        phId,
        fechaInicio: dateOf(data.fechaInicio),
        createdAt: ahora,
        updatedAt: ahora,
      },
      include: planInclude,
    });
    await audit(tx, { actorId: actor.user.id, phId, action: 'plan.create', entity: 'plan', entityId: plan.id, ip: actor.ip });
    return plan;
  });
}
