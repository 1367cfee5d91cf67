// Who may act on zones and bookings. The complex's administration (manage) runs zones and decides
// bookings; community readers (consejo, soporte) see every booking; owners and residents book for
// the units they are linked to, when the unit's permisos include `reservas`, and see only those.
import { MSG, RESERVAS_MSG, residentMay } from '@horizonte/contracts';
import type { DbClient, PH, Zona } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import { callerMay, unidadesDelCaller, type Caller } from '../access/guards.ts';
import { RESERVA_INCLUDE, type ReservaRow } from './output.ts';

export async function loadPh(db: DbClient, phId: string): Promise<PH> {
  const ph = await db.pH.findFirst({ where: { id: phId, deletedAt: null } });
  if (!ph) throw fail.notFound(MSG.propertyNotFound);
  return ph;
}

/** A zone of a live complex (404 otherwise) and whether the caller may see its complex (403 otherwise). */
export async function loadZona(db: DbClient, caller: Caller, id: string): Promise<Zona> {
  const zona = await db.zona.findFirst({ where: { id, ph: { deletedAt: null } } });
  if (!zona) throw fail.notFound(RESERVAS_MSG.zonaNotFound);
  if (!(await callerMay(db, caller, zona.phId, 'view'))) throw fail.forbidden();
  return zona;
}

/** The caller's units in a complex whose permisos include `reservas`. */
export async function unidadesConReservas(
  db: DbClient,
  userId: string,
  phId: string,
): Promise<{ ids: string[]; vinculadas: number }> {
  const residencias = await unidadesDelCaller(db, userId, phId);
  return {
    ids: [...new Set(residencias.filter((r) => residentMay(r.permisos, 'reservas')).map((r) => r.apartamentoId))],
    vinculadas: residencias.length,
  };
}

/** A unit the caller may book for: linked to it, with the `reservas` permiso (403 with the reason otherwise). */
export async function requireUnidadPropia(db: DbClient, userId: string, phId: string, apartamentoId: string): Promise<void> {
  const residencias = await db.residente.findMany({
    where: { userId, apartamentoId, apartamento: { phId } },
    select: { permisos: true },
  });
  if (residencias.length === 0) {
    const propias = await db.residente.count({ where: { userId, apartamento: { phId } } });
    // Not an owner or resident here at all: the generic refusal, as for any other forbidden action.
    throw propias > 0 ? fail.forbidden(RESERVAS_MSG.apartamentoAjeno) : fail.forbidden();
  }
  if (!residencias.some((r) => residentMay(r.permisos, 'reservas'))) throw fail.forbidden(RESERVAS_MSG.sinPermiso);
}

export interface ReservaAccess {
  reserva: ReservaRow;
  manage: boolean;
  /** Linked to the booking's unit with the `reservas` permiso. */
  unidad: boolean;
}

export async function loadReservaAccess(db: DbClient, caller: Caller, id: string): Promise<ReservaAccess> {
  const reserva = await db.reserva.findFirst({ where: { id, ph: { deletedAt: null } }, include: RESERVA_INCLUDE });
  if (!reserva) throw fail.notFound(RESERVAS_MSG.reservaNotFound);
  const [manage, staff, residencias] = await Promise.all([
    callerMay(db, caller, reserva.phId, 'manage'),
    callerMay(db, caller, reserva.phId, 'readCommunity'),
    db.residente.findMany({ where: { userId: caller.id, apartamentoId: reserva.apartamentoId }, select: { permisos: true } }),
  ]);
  const unidad = residencias.some((r) => residentMay(r.permisos, 'reservas'));
  if (!staff && !unidad) throw fail.forbidden();
  return { reserva, manage, unidad };
}
