// Who may see and act on a PQRS. Staff of the complex (community readers: admin, consejo, platform
// staff) see everything; the assignee sees what it works on; the filer sees only their own, without
// internal notes. Unknown ids answer 404, someone else's complex 403.
import { leeNotasInternas, mayReadPqrs, puedeSerAsignado, type PqrsRelacion } from '@horizonte/contracts';
import type { DbClient, PH, Pqrs } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import { callerMay, rolesInProperty, type Caller } from '../access/guards.ts';

/** How the caller relates to one PQRS (the policy's PqrsRelacion); `staff` reads internal notes, `solicitante` never does. */
export interface PqrsAccess {
  pqrs: Pqrs;
  ph: PH;
  staff: boolean;
  manage: boolean;
  solicitante: boolean;
  asignado: boolean;
  relacion: PqrsRelacion;
}

export async function loadPqrsAccess(db: DbClient, caller: Caller, id: string): Promise<PqrsAccess> {
  const found = await db.pqrs.findFirst({ where: { id, ph: { deletedAt: null } }, include: { ph: true } });
  if (!found) throw fail.notFound('PQRS_NO_ENCONTRADA');
  const { ph, ...pqrs } = found;
  const [staff, manage] = await Promise.all([
    callerMay(db, caller, ph.id, 'readCommunity'),
    callerMay(db, caller, ph.id, 'manage'),
  ]);
  const solicitante = pqrs.solicitanteId === caller.id;
  // The assignee works on it only while they still hold a role it can be assigned to (a removed proveedor reads nothing).
  const asignado = pqrs.asignadoId === caller.id && puedeSerAsignado(await rolesInProperty(db, caller, ph.id));
  const relacion: PqrsRelacion = { lector: staff, manage, solicitante, asignado };
  if (!mayReadPqrs(relacion)) throw fail.forbidden('SIN_ACCESO');
  return { pqrs, ph, staff: leeNotasInternas(relacion), manage, solicitante, asignado, relacion };
}

/** A change reserved to the complex's administration (admin, super admin). */
export async function requirePqrsManager(db: DbClient, caller: Caller, id: string): Promise<PqrsAccess> {
  const access = await loadPqrsAccess(db, caller, id);
  if (!access.manage) throw fail.forbidden('SIN_ACCESO');
  return access;
}
