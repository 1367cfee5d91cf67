// Converting a lead into a customer: the complex (the same rows as any new complex, ph/create.ts), its
// plan, its first administrator's invitation (mailed by the invitations flow) and the lead as `cliente`,
// in one transaction. The lead's state is re-checked in its UPDATE, so a double click converts once;
// with an Idempotency-Key the repeat gets the first answer (router.ts).
import { LEAD_ESTADO_LABELS, leadConvertible, type LeadEstado, type PlanClave } from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { sendInvitation } from '../invitations/send.ts';
import { insertProperty } from '../ph/create.ts';
import { assertUnique, uniqueConflict, type PhData } from '../ph/unique.ts';
import { leadFor } from './access.ts';
import { fechaCivil } from './plan.ts';

export interface ConvertirData extends PhData {
  adminEmail: string;
  plan: PlanClave;
  estadoPlan: 'prueba' | 'activa';
  precioMensual?: number | undefined;
}

const NOTA_CONVERSION = 'Convertido en conjunto';

export async function convertirLead(deps: Deps, actor: Actor, id: string, data: ConvertirData) {
  const { db, clock } = deps;
  const lead = await leadFor(db, actor.user, id, 'convertirLeads');
  if (!leadConvertible(lead.estado)) throw fail.conflict('LEAD_NO_CONVERTIBLE', LEAD_ESTADO_LABELS[lead.estado]);
  const { adminEmail, plan: clave, estadoPlan, precioMensual, ...phData } = data;
  await assertUnique(db, phData);
  const now = clock.now();
  try {
    return await db.$transaction(async (tx) => {
      const convertibles: LeadEstado[] = [lead.estado];
      const moved = await tx.lead.updateMany({
        where: { id, estado: { in: convertibles } },
        data: { estado: 'cliente', convertidoEn: now, updatedAt: now },
      });
      if (moved.count === 0) throw fail.conflict('LEAD_NO_CONVERTIBLE', LEAD_ESTADO_LABELS.cliente);
      const ph = await insertProperty(tx, now, actor, phData);
      const plan = await tx.planConjunto.create({
        data: {
          phId: ph.id,
          plan: clave,
          estado: estadoPlan,
          inicio: fechaCivil(bogotaDate(now)),
          precioAcordado: precioMensual ?? null,
          updatedAt: now,
        },
      });
      const updated = await tx.lead.update({ where: { id }, data: { phId: ph.id } });
      await tx.leadEvento.create({
        data: { leadId: id, desde: lead.estado, hacia: 'cliente', nota: NOTA_CONVERSION, actorId: actor.user.id, createdAt: now },
      });
      const invitation = await sendInvitation(deps, tx, actor, ph, { email: adminEmail, rol: 'admin' });
      await audit(tx, {
        actorId: actor.user.id,
        phId: ph.id,
        action: 'lead.convertir',
        entity: 'lead',
        entityId: id,
        details: { desde: lead.estado, plan: clave, estadoPlan, adminEmail },
        ip: actor.ip,
      });
      return { lead: updated, ph, plan, invitation, nota: NOTA_CONVERSION };
    });
  } catch (error) {
    throw await uniqueConflict(db, phData, error);
  }
}
