// Who reads and who runs a complex's activos, plans and cumplimiento: this file loads the rows and the
// caller's roles; the rules are the shared policy's (packages/contracts/src/policy/mantenimiento.ts).
import { mayOnMantenimiento, type MantenimientoAction } from '@horizonte/contracts';
import type { Activo, DbClient, PH, PlanMantenimiento } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import { propertyAccess, type Caller } from '../access/guards.ts';

/** The live complex when the caller may `action` its maintenance (404 unknown, 403 not theirs). */
export async function requireMantenimiento(db: DbClient, caller: Caller, phId: string, action: MantenimientoAction): Promise<PH> {
  const { ph, roles } = await propertyAccess(db, caller, phId);
  if (!mayOnMantenimiento(caller.platformRole, roles, action)) throw fail.forbidden('SIN_ACCESO');
  return ph;
}

/** An activo of a live complex the caller may `action`. */
export async function requireActivo(db: DbClient, caller: Caller, id: string, action: MantenimientoAction): Promise<Activo> {
  const activo = await db.activo.findFirst({ where: { id, ph: { deletedAt: null } } });
  if (!activo) throw fail.notFound('MANTENIMIENTO_ACTIVO_NO_ENCONTRADO');
  await requireMantenimiento(db, caller, activo.phId, action);
  return activo;
}

/** A plan of a live complex the caller may `action`. */
export async function requirePlan(
  db: DbClient,
  caller: Caller,
  id: string,
  action: MantenimientoAction,
): Promise<PlanMantenimiento> {
  const plan = await db.planMantenimiento.findFirst({ where: { id, ph: { deletedAt: null } } });
  if (!plan) throw fail.notFound('PLAN_NO_ENCONTRADO');
  await requireMantenimiento(db, caller, plan.phId, action);
  return plan;
}

/** The activo and proveedor a plan or activo points at must be the complex's own (404 otherwise, as for an unknown id). */
export async function assertDelConjunto(
  db: DbClient,
  phId: string,
  refs: { activoId?: string | null; proveedorId?: string | null },
): Promise<void> {
  if (refs.activoId && !(await db.activo.count({ where: { id: refs.activoId, phId, archivadoEn: null } })))
    throw fail.notFound('MANTENIMIENTO_ACTIVO_NO_ENCONTRADO');
  if (refs.proveedorId && !(await db.proveedor.count({ where: { id: refs.proveedorId, phId, archivadoEn: null } })))
    throw fail.notFound('MANTENIMIENTO_PROVEEDOR_NO_ENCONTRADO');
}
