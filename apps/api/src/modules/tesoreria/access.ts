// Who sees and changes the money of a complex (issue 15, section 5): this file loads the row and the
// caller's roles; the rules are the shared policy's (packages/contracts/src/policy/tesoreria.ts).
import { mayOnTesoreria, mayReadCuentaUnidad, type TesoreriaAction } from '@horizonte/contracts';
import type { Apartamento, DbClient, PH } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import { propertyAccess, rolesInProperty, unidadViva, type Caller } from '../access/guards.ts';

export type AccionTesoreria = TesoreriaAction;

/** The live complex when the caller may read (admin, consejo) or manage (admin) its treasury. */
export async function requireTesoreria(db: DbClient, caller: Caller, phId: string, accion: AccionTesoreria): Promise<PH> {
  const { ph, roles } = await propertyAccess(db, caller, phId);
  if (!mayOnTesoreria(caller.platformRole, roles, accion)) throw fail.forbidden('SIN_ACCESO');
  return ph;
}

/** A unit whose account the caller may read: treasury readers of its complex, or a person linked to it. */
export async function requireCuentaUnidad(
  db: DbClient,
  caller: Caller,
  apartamentoId: string,
): Promise<{ apartamento: Apartamento; ph: PH }> {
  const { apartamento, ph } = await unidadViva(db, apartamentoId);
  const [roles, linked] = await Promise.all([
    rolesInProperty(db, caller.id, ph.id),
    db.residente.count({ where: { apartamentoId, userId: caller.id } }),
  ]);
  if (!mayReadCuentaUnidad(caller.platformRole, roles, linked > 0)) throw fail.forbidden('SIN_ACCESO');
  return { apartamento, ph };
}
