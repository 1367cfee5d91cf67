// Who may act on zones and bookings: this file loads the rows, the caller's roles and residencias;
// the rules are the shared policy's (packages/contracts/src/policy/reservas.ts): the administration
// runs zones and decides bookings, community readers see every booking, owners and residents book for
// their units with the `reservas` permiso and see only those.
import { mayBookFor, mayOnReservas, type ReservaCaller, type ReservasAction } from '@horizonte/contracts';
import type { DbClient, PH, Zona } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import { propertyAccess, rolesInProperty, unidadesDelCaller, type Caller } from '../access/guards.ts';
import { RESERVA_INCLUDE, type ReservaRow } from './output.ts';

/** May the caller do `action` with the bookings of this complex? (Roles read only when the platform role falls short.) */
export async function callerMayOnReservas(db: DbClient, caller: Caller, phId: string, action: ReservasAction): Promise<boolean> {
  if (mayOnReservas(caller.platformRole, [], action)) return true;
  return mayOnReservas(null, await rolesInProperty(db, caller, phId), action);
}

/** The live complex when the caller may do `action` with its bookings (404 unknown, 403 otherwise). */
export async function requireReservas(db: DbClient, caller: Caller, phId: string, action: ReservasAction): Promise<PH> {
  const { ph, roles } = await propertyAccess(db, caller, phId);
  if (!mayOnReservas(caller.platformRole, roles, action)) throw fail.forbidden('SIN_ACCESO');
  return ph;
}

/** A zone of a live complex (404 otherwise) and whether the caller may see its complex (403 otherwise). */
export async function loadZona(db: DbClient, caller: Caller, id: string): Promise<Zona> {
  const zona = await db.zona.findFirst({ where: { id, ph: { deletedAt: null } } });
  if (!zona) throw fail.notFound('ZONA_NO_ENCONTRADA');
  if (!(await callerMayOnReservas(db, caller, zona.phId, 'verZonas'))) throw fail.forbidden('SIN_ACCESO');
  return zona;
}

/** The caller's units in a complex whose permisos include `reservas`. */
export async function unidadesConReservas(
  db: DbClient,
  caller: Caller,
  phId: string,
): Promise<{ ids: string[]; vinculadas: number }> {
  const residencias = await unidadesDelCaller(db, caller, phId);
  return {
    ids: [...new Set(residencias.filter((r) => mayBookFor([r.permisos])).map((r) => r.apartamentoId))],
    vinculadas: residencias.length,
  };
}

export interface ReservaAccess {
  reserva: ReservaRow;
  /** The policy's caller of one booking: its administration (`administrar`), its unit (`unidad`). */
  caller: ReservaCaller;
}

export async function loadReservaAccess(db: DbClient, caller: Caller, id: string): Promise<ReservaAccess> {
  const reserva = await db.reserva.findFirst({ where: { id, ph: { deletedAt: null } }, include: RESERVA_INCLUDE });
  if (!reserva) throw fail.notFound('RESERVA_NO_ENCONTRADA');
  const [roles, residencias] = await Promise.all([
    rolesInProperty(db, caller, reserva.phId),
    db.residente.findMany({ where: { userId: caller.id, apartamentoId: reserva.apartamentoId }, select: { permisos: true } }),
  ]);
  const unidad = mayBookFor(residencias.map((r) => r.permisos));
  if (!mayOnReservas(caller.platformRole, roles, 'verTodas') && !unidad) throw fail.forbidden('SIN_ACCESO');
  return { reserva, caller: { administrar: mayOnReservas(caller.platformRole, roles, 'administrar'), unidad } };
}
