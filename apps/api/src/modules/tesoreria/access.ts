// Who sees and changes the money of a complex (issue 15, section 5). Money is narrower than the
// community data: the complex's admin changes it; its admin and consejo read every unit (consejo
// read-only); an owner or resident reads only the units they are linked to, since whoever lives in
// a unit is jointly liable for its expensas (art. 29 of Ley 675). A SUPER_ADMIN, who may manage any
// complex, may too; support and sales staff may not read anyone's debts.
import { mayOnTesoreria, MSG, type TesoreriaAction } from '@horizonte/contracts';
import type { Apartamento, DbClient, PH } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import { propertyAccess, rolesInProperty, type Caller } from '../access/guards.ts';

export type AccionTesoreria = TesoreriaAction;

async function mayOnPh(db: DbClient, caller: Caller, phId: string, accion: AccionTesoreria): Promise<boolean> {
  return (
    mayOnTesoreria(caller.platformRole, [], accion) || mayOnTesoreria(null, await rolesInProperty(db, caller.id, phId), accion)
  );
}

/** The live complex when the caller may read (admin, consejo) or manage (admin) its treasury. */
export async function requireTesoreria(db: DbClient, caller: Caller, phId: string, accion: AccionTesoreria): Promise<PH> {
  const { ph, roles } = await propertyAccess(db, caller, phId);
  if (!mayOnTesoreria(caller.platformRole, roles, accion)) throw fail.forbidden();
  return ph;
}

/** A unit whose account the caller may read: treasury readers of its complex, or a person linked to it. */
export async function requireCuentaUnidad(
  db: DbClient,
  caller: Caller,
  apartamentoId: string,
): Promise<{ apartamento: Apartamento; ph: PH }> {
  const found = await db.apartamento.findFirst({ where: { id: apartamentoId, ph: { deletedAt: null } }, include: { ph: true } });
  if (!found) throw fail.notFound(MSG.apartamentoNotFound);
  const { ph, ...apartamento } = found;
  if (await mayOnPh(db, caller, ph.id, 'read')) return { apartamento, ph };
  const linked = await db.residente.count({ where: { apartamentoId, userId: caller.id } });
  if (linked === 0) throw fail.forbidden();
  return { apartamento, ph };
}
