import { type PlanUpdateData } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { assertDelConjunto, requirePlan } from './access.ts';
import { dateOf, planInclude } from './output.ts';

export async function updatePlan({ db, clock }: Deps, actor: Actor, id: string, data: PlanUpdateData) {
  const actual = await requirePlan(db, actor.user, id, 'manage');
  if (actual.archivadoEn) throw fail.conflict('PLAN_ARCHIVADO');
  await assertDelConjunto(db, actual.phId, data);
  const fuente = data.fuente === undefined ? actual.fuente : data.fuente?.trim() || null;
  if ((data.obligacionLegal ?? actual.obligacionLegal) && !fuente) throw fail.badRequest('PLAN_FUENTE_REQUERIDA');
  return db.$transaction(async (tx) => {
    const plan = await tx.planMantenimiento.update({
      where: { id },
      data: {
        ...data,
        fuente,
        fechaInicio: data.fechaInicio ? dateOf(data.fechaInicio) : undefined,
        updatedAt: clock.now(),
      },
      include: planInclude,
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId: plan.phId,
      action: 'plan.update',
      entity: 'plan',
      entityId: id,
      details: { campos: Object.keys(data) },
      ip: actor.ip,
    });
    return plan;
  });
}
