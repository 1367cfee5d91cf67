// Reservas' policy: the life of a booking. Pure: no database, no I/O.
import type { ReservaEstado } from '../reservas.ts';

/** Where a booking may go from each estado (the API answers 409 for any other move). */
export const RESERVA_TRANSICIONES: Record<ReservaEstado, readonly ReservaEstado[]> = {
  solicitada: ['aprobada', 'rechazada', 'cancelada'],
  aprobada: ['cumplida', 'no_show', 'cancelada'],
  rechazada: [],
  cumplida: [],
  no_show: [],
  cancelada: [],
};

export const reservaPuedePasar = (desde: ReservaEstado, hacia: ReservaEstado): boolean =>
  RESERVA_TRANSICIONES[desde].includes(hacia);
