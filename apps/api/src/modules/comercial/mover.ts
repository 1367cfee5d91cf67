// Moving a lead through the funnel by hand, with a note: the transition table of the shared policy
// (transicionLeadPermitida); the state is re-checked in the UPDATE so two concurrent moves cannot both win.
import { LEAD_ESTADO_LABELS, transicionLeadPermitida, type LeadEstado } from '@horizonte/contracts';
import type { Lead } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { leadFor } from './access.ts';

export async function moverLead(
  { db, clock }: Deps,
  actor: Actor,
  id: string,
  data: { estado: LeadEstado; nota: string },
): Promise<Lead> {
  const lead = await leadFor(db, actor.user, id, 'moverLeads');
  const refusal = fail.conflict('LEAD_TRANSICION_INVALIDA', LEAD_ESTADO_LABELS[lead.estado], LEAD_ESTADO_LABELS[data.estado]);
  if (!transicionLeadPermitida(lead.estado, data.estado)) throw refusal;
  const now = clock.now();
  return db.$transaction(async (tx) => {
    const moved = await tx.lead.updateMany({ where: { id, estado: lead.estado }, data: { estado: data.estado, updatedAt: now } });
    if (moved.count === 0) throw refusal;
    await tx.leadEvento.create({
      data: { leadId: id, desde: lead.estado, hacia: data.estado, nota: data.nota, actorId: actor.user.id, createdAt: now },
    });
    await audit(tx, {
      actorId: actor.user.id,
      action: 'lead.estado',
      entity: 'lead',
      entityId: id,
      details: { desde: lead.estado, hacia: data.estado, nota: data.nota },
      ip: actor.ip,
    });
    return tx.lead.findUniqueOrThrow({ where: { id } });
  });
}
