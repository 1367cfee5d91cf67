import type { Residente } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { consume } from '../../lib/rate-limit.ts';
import type { Actor } from '../access/actor.ts';
import { sendInvitation } from '../invitations/send.ts';
import { manageableResidente } from './access.ts';
import type { ResidenteData } from './directory.ts';
import { rolForTipo } from './links.ts';
import { residenteAdds } from './quota.ts';

/**
 * Edits a person's name, email and phone. An email added to (or changed for) someone who has not
 * accepted yet gets the invitation to their role on that unit, in the same transaction; the email of
 * a person already linked to an account is theirs to change (Mi Perfil).
 */
export async function updateContacto(
  deps: Deps,
  actor: Actor,
  id: string,
  data: Pick<ResidenteData, 'nombre' | 'email' | 'telefono'>,
): Promise<Residente> {
  const { db } = deps;
  const { residente, ph } = await manageableResidente(db, actor.user, id);
  const email = data.email ?? null;
  if (residente.userId && email !== residente.email) throw fail.conflict('RESIDENTE_EMAIL_ACTIVO');
  const invite = email !== null && email !== residente.email;
  if (invite) await consume(db, residenteAdds(deps.config), actor.user.id, { who: actor });
  return db.$transaction(async (tx) => {
    const updated = await tx.residente.update({
      where: { id },
      data: { nombre: data.nombre, email, telefono: data.telefono || null },
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: 'residente.update',
      entity: 'residente',
      entityId: id,
      details: { nombre: data.nombre, email, telefono: data.telefono || null },
      ip: actor.ip,
    });
    if (invite)
      await sendInvitation(deps, tx, actor, ph, { email, rol: rolForTipo(updated.tipo), apartamentoId: updated.apartamentoId });
    return updated;
  });
}
