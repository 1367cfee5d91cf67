// Reservas' policy: who sees zones and bookings, who decides them, who books, and the life of a
// booking (which estado goes where, and what each caller may do with it now). Pure: no database, no I/O.
import type { ReservaEstado, SlotEstado } from '../reservas.ts';
import type { Permiso } from '../residente.ts';
import type { Rol } from '../roles.ts';
import { residentMay, type PlatformRole } from './community.ts';

/**
 * - verZonas: the complex's active zones and their availability.
 * - verTodas: every booking of the complex (and its calendar feed).
 * - administrar: zones (create, edit, deactivate, see the inactive) and deciding bookings.
 */
export const RESERVAS_ACTIONS = ['verZonas', 'verTodas', 'administrar'] as const;
export type ReservasAction = (typeof RESERVAS_ACTIONS)[number];

/** Owners and residents book through their units (`mayBookFor`), and see only those units' bookings. */
const RESERVAS_POR_ROL: Record<Rol, readonly ReservasAction[]> = {
  admin: RESERVAS_ACTIONS,
  consejo: ['verZonas', 'verTodas'],
  propietario: ['verZonas'],
  residente: ['verZonas'],
  proveedor: ['verZonas'],
  porteria: ['verZonas'],
};

const RESERVAS_PLATAFORMA: Record<PlatformRole, readonly ReservasAction[]> = {
  SUPER_ADMIN: RESERVAS_ACTIONS,
  SOPORTE: ['verZonas', 'verTodas'],
  COMERCIAL: ['verZonas'],
};

export function mayOnReservas(platformRole: PlatformRole | null, roles: readonly Rol[], action: ReservasAction): boolean {
  if (platformRole && RESERVAS_PLATAFORMA[platformRole].includes(action)) return true;
  return roles.some((rol) => RESERVAS_POR_ROL[rol].includes(action));
}

export type ReservasAccess = Record<ReservasAction, boolean>;

export function reservasAccess(platformRole: PlatformRole | null, roles: readonly Rol[]): ReservasAccess {
  return Object.fromEntries(RESERVAS_ACTIONS.map((a) => [a, mayOnReservas(platformRole, roles, a)])) as ReservasAccess;
}

/** A person books for a unit they are linked to when one of their residencias there has the `reservas` permiso. */
export const mayBookFor = (permisosEnLaUnidad: readonly (readonly Permiso[])[]): boolean =>
  permisosEnLaUnidad.some((p) => residentMay(p, 'reservas'));

/** A slot of a zone's availability may be booked only while libre. */
export const slotReservable = (estado: SlotEstado): boolean => estado === 'libre';
/** Taken by a booking (someone's, or the caller's own): not merely outside the zone's hours. */
export const slotOcupado = (estado: SlotEstado): boolean => estado === 'ocupado';

// ---- Estados ----------------------------------------------------------------------------------

/** Where a booking may go from each estado (the API answers 409 for any other move). */
export const RESERVA_TRANSICIONES: Record<ReservaEstado, readonly ReservaEstado[]> = {
  solicitada: ['aprobada', 'rechazada', 'cancelada'],
  aprobada: ['cumplida', 'no_show', 'cancelada'],
  rechazada: [],
  cumplida: [],
  no_show: [],
  cancelada: [],
};

/** The estado the administration decides (approve or reject): its «por aprobar» list. */
export const RESERVA_POR_DECIDIR = 'solicitada' satisfies ReservaEstado;

export const reservaPuedePasar = (desde: ReservaEstado, hacia: ReservaEstado): boolean =>
  RESERVA_TRANSICIONES[desde].includes(hacia);

/** Who is asking about one booking: its complex's administration, and/or a person who books for its unit. */
export interface ReservaCaller {
  administrar: boolean;
  unidad: boolean;
}

/** A booking as far as the rules need it (API rows and web outputs alike). */
export interface ReservaMomento {
  estado: ReservaEstado;
  inicio: Date | string;
  /** inicio − the zone's anticipación mínima: the unit's last moment to cancel. */
  cancelableHasta: Date | string;
}

const ms = (t: Date | string) => new Date(t).getTime();

/**
 * Cancelling: the unit, up to the cutoff, without a motivo; the administration any time, with one.
 * - 'transicion': the estado does not allow it (409); 'vencida': the unit, past the cutoff (409);
 * - 'prohibida': neither (403); 'libre' / 'conMotivo': allowed, without / with a required motivo.
 */
export type CancelacionReserva = 'transicion' | 'vencida' | 'prohibida' | 'libre' | 'conMotivo';

export function cancelacionReserva(reserva: ReservaMomento, caller: ReservaCaller, ahora: Date): CancelacionReserva {
  if (!reservaPuedePasar(reserva.estado, 'cancelada')) return 'transicion';
  if (caller.unidad && ahora.getTime() <= ms(reserva.cancelableHasta)) return 'libre';
  if (caller.administrar) return 'conMotivo';
  return caller.unidad ? 'vencida' : 'prohibida';
}

/** Cumplida or no_show is known only once the booking has started. */
export const reservaEmpezo = (reserva: Pick<ReservaMomento, 'inicio'>, ahora: Date): boolean =>
  ahora.getTime() >= ms(reserva.inicio);

export type AccionReserva = 'aprobar' | 'rechazar' | 'cancelar' | 'cumplida' | 'no_show';

/** The buttons of one booking for this caller now. */
export function accionesReserva(reserva: ReservaMomento, caller: ReservaCaller, ahora: Date): AccionReserva[] {
  const acciones: AccionReserva[] = [];
  if (caller.administrar) {
    if (reservaPuedePasar(reserva.estado, 'aprobada')) acciones.push('aprobar');
    if (reservaPuedePasar(reserva.estado, 'rechazada')) acciones.push('rechazar');
    if (reservaEmpezo(reserva, ahora)) {
      if (reservaPuedePasar(reserva.estado, 'cumplida')) acciones.push('cumplida');
      if (reservaPuedePasar(reserva.estado, 'no_show')) acciones.push('no_show');
    }
  }
  const cancelacion = cancelacionReserva(reserva, caller, ahora);
  if (cancelacion === 'libre' || cancelacion === 'conMotivo') acciones.push('cancelar');
  return acciones;
}
