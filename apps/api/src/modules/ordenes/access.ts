// Who reads and acts on an orden de trabajo: this file loads the orden, the caller's roles and their
// link to it (the proveedor assigned, the owner whose PQRS it answers); the rules are the shared
// policy's (packages/contracts/src/policy/mantenimiento.ts). Unknown ids answer 404, someone else's 403.
import {
  accionesOrden,
  mantenimientoAccess,
  mayOnMantenimiento,
  mayReadOrden,
  veOrdenesDeSuProveedor,
  type MantenimientoAction,
  type OrdenAccion,
  type OrdenHechos,
  type OrdenRelacion,
  type Rol,
} from '@horizonte/contracts';
import type { DbClient, PH } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import { propertyAccess, rolesInProperty, type Caller } from '../access/guards.ts';
import { ORDEN_INCLUDE, type OrdenRow } from './output.ts';

/** The live complex and the caller's roles, when the caller holds `action` on its maintenance. */
export async function requireMantenimiento(
  db: DbClient,
  caller: Caller,
  phId: string,
  action: MantenimientoAction,
): Promise<{ ph: PH; roles: Rol[] }> {
  const access = await propertyAccess(db, caller, phId);
  if (!mayOnMantenimiento(caller.platformRole, access.roles, action)) throw fail.forbidden('SIN_ACCESO');
  return access;
}

/** How one caller relates to one orden (the policy's OrdenRelacion). */
export function relacionCon(caller: Caller, roles: readonly Rol[], orden: OrdenRow): OrdenRelacion {
  return {
    access: mantenimientoAccess(caller.platformRole, roles),
    proveedorAsignado: veOrdenesDeSuProveedor(roles) && orden.proveedor !== null && orden.proveedor.userId === caller.id,
    solicitantePqrs: orden.pqrs !== null && orden.pqrs.solicitanteId === caller.id,
  };
}

/** The facts of an orden its actions depend on, for this caller. */
export function hechosDe(caller: Caller, orden: OrdenRow): OrdenHechos {
  return {
    estado: orden.estado,
    pendienteAprobacion: orden.requiereAprobacion && orden.aprobadaEn === null,
    yaDecidio: orden.aprobaciones.some((a) => a.userId === caller.id),
    calificada: orden.calificacion !== null,
  };
}

export const accionesDe = (caller: Caller, roles: readonly Rol[], orden: OrdenRow): OrdenAccion[] =>
  accionesOrden(hechosDe(caller, orden), relacionCon(caller, roles, orden));

export interface OrdenAccess {
  orden: OrdenRow;
  ph: PH;
  roles: Rol[];
  relacion: OrdenRelacion;
  acciones: OrdenAccion[];
}

/** An orden the caller may read, with what they may do with it. */
export async function loadOrdenAccess(db: DbClient, caller: Caller, id: string): Promise<OrdenAccess> {
  const found = await db.ordenTrabajo.findFirst({
    where: { id, ph: { deletedAt: null } },
    include: { ...ORDEN_INCLUDE, ph: true },
  });
  if (!found) throw fail.notFound('ORDEN_NO_ENCONTRADA');
  const { ph, ...orden } = found;
  const roles = await rolesInProperty(db, caller, ph.id);
  const relacion = relacionCon(caller, roles, orden);
  if (!mayReadOrden(relacion)) throw fail.forbidden('SIN_ACCESO');
  return { orden, ph, roles, relacion, acciones: accionesOrden(hechosDe(caller, orden), relacion) };
}

/** The orden when the caller may perform `accion` on it now: 403 for the wrong person. */
export async function requireOrdenAccion(db: DbClient, caller: Caller, id: string, accion: OrdenAccion): Promise<OrdenAccess> {
  const access = await loadOrdenAccess(db, caller, id);
  if (!access.acciones.includes(accion)) throw fail.forbidden('SIN_ACCESO');
  return access;
}
