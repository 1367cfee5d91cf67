// Deleting a unit deletes its resident records; people linked only through it lose that role.

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail, isForeignKeyViolation } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { releaseLinkRoles } from '../residentes/links.ts';
import { manageableApartamento } from './access.ts';

export async function deleteApartamento({ db }: Deps, actor: Actor, id: string): Promise<void> {
  const { ph } = await manageableApartamento(db, actor.user, id);
  try {
    await db.$transaction(async (tx) => {
      const links = await tx.residente.findMany({ where: { apartamentoId: id }, select: { userId: true, tipo: true } });
      await tx.apartamento.delete({ where: { id } });
      await releaseLinkRoles(tx, ph.id, links);
      await audit(tx, {
        actorId: actor.user.id,
        phId: ph.id,
        action: 'apartamento.delete',
        entity: 'apartamento',
        entityId: id,
        ip: actor.ip,
      });
    });
  } catch (error) {
    // Charges, payments, bookings and gate records keep the unit (corrections are reversals, never deletes).
    if (isForeignKeyViolation(error)) throw fail.conflict('APARTAMENTO_CON_HISTORIAL');
    throw error;
  }
}
