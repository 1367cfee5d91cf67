// The PQRS in the header bell (issue 26 #4): for the administration, those filed or reopened that
// nobody has taken up yet; for anyone a PQRS can be assigned to, the open ones assigned to them.
import { mayOnProperty, PQRS_ESTADOS_ABIERTOS, PQRS_ESTADOS_POR_ATENDER, puedeSerAsignado } from '@horizonte/contracts';
import type { Database } from '@horizonte/db';

import { rolesInProperty, type Caller } from '../access/guards.ts';

export async function pqrsDeLaCampana(
  db: Database,
  caller: Caller,
  phId: string,
): Promise<{ pqrsPorAtender: number; pqrsAsignadas: number }> {
  // callerMay's rule with the roles read once (they also say whether a PQRS can be assigned to the caller).
  const roles = await rolesInProperty(db, caller.id, phId);
  const administra = mayOnProperty(caller.platformRole, [], 'manage') || mayOnProperty(null, roles, 'manage');
  const [pqrsPorAtender, pqrsAsignadas] = await Promise.all([
    administra ? db.pqrs.count({ where: { phId, estado: { in: [...PQRS_ESTADOS_POR_ATENDER] } } }) : 0,
    puedeSerAsignado(roles)
      ? db.pqrs.count({ where: { phId, asignadoId: caller.id, estado: { in: [...PQRS_ESTADOS_ABIERTOS] } } })
      : 0,
  ]);
  return { pqrsPorAtender, pqrsAsignadas };
}
