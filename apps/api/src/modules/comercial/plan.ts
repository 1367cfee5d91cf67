// A complex's plan as a customer (COMERCIAL, SUPER_ADMIN) and what its own people read of it: the plan and,
// when suspended, the notice every portal shows. Suspension keeps every record (access/suspension.ts).
import { COMERCIAL_MSG, muestraAvisoSuspension, type PlanClave, type PlanEstado } from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';
import type { DbClient, PH, PlanConjunto } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { requirePhPermission } from '../access/guards.ts';
import { assertComercial } from './access.ts';
import { toPlanOutput } from './output.ts';

export interface PlanData {
  plan: PlanClave;
  estado: PlanEstado;
  precioMensual?: number | undefined;
}

/** A civil date as the DATE column takes it. */
export const fechaCivil = (civil: string): Date => new Date(`${civil}T00:00:00.000Z`);

async function livePh(db: DbClient, id: string): Promise<PH> {
  const ph = await db.pH.findFirst({ where: { id, deletedAt: null } });
  if (!ph) throw fail.notFound('CONJUNTO_NO_ENCONTRADO');
  return ph;
}

export async function cambiarPlan({ db, clock }: Deps, actor: Actor, phId: string, data: PlanData): Promise<PlanConjunto> {
  assertComercial(actor.user, 'cambiarPlan');
  await livePh(db, phId);
  const now = clock.now();
  return db.$transaction(async (tx) => {
    const antes = await tx.planConjunto.findUnique({ where: { phId } });
    // A new plan starts today; a change of state (trial → active, suspended → active) keeps its start.
    const inicio = antes && antes.plan === data.plan ? antes.inicio : fechaCivil(bogotaDate(now));
    const fields = { plan: data.plan, estado: data.estado, inicio, precioAcordado: data.precioMensual ?? null, updatedAt: now };
    const plan = await tx.planConjunto.upsert({ where: { phId }, create: { phId, ...fields }, update: fields });
    await audit(tx, {
      actorId: actor.user.id,
      phId,
      action: 'ph.plan',
      entity: 'ph',
      entityId: phId,
      details: {
        antes: antes ? { plan: antes.plan, estado: antes.estado, precioAcordado: antes.precioAcordado } : null,
        despues: { plan: plan.plan, estado: plan.estado, precioAcordado: plan.precioAcordado },
      },
      ip: actor.ip,
    });
    return plan;
  });
}

/** Anyone who may see the complex reads its plan and the notice to show. */
export async function leerPlan({ db }: Deps, actor: Actor, phId: string) {
  await requirePhPermission(db, actor.user, phId, 'view');
  const plan = await db.planConjunto.findUnique({ where: { phId } });
  return {
    plan: plan ? toPlanOutput(plan) : null,
    aviso: plan && muestraAvisoSuspension(plan.estado) ? COMERCIAL_MSG.conjuntoSuspendido : null,
  };
}
