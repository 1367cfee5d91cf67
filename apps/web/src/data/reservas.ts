// Reservas: a booking or a decision changes the availability, the lists and the zones' calendars.
import { mutacion, type Invalidaciones } from './mutacion.ts';

const despuesDeReserva: Invalidaciones = (t) => [t.reservas.list, t.reservas.disponibilidad.get];

// A booking with a tarifa charges the unit: sent with its form's Idempotency-Key.
export const useCrearReserva = mutacion((t) => t.reservas.create, despuesDeReserva, { idempotente: true });
export const useCancelarReserva = mutacion((t) => t.reservas.cancelar, despuesDeReserva);
export const useAprobarReserva = mutacion((t) => t.reservas.aprobar, despuesDeReserva);
export const useRechazarReserva = mutacion((t) => t.reservas.rechazar, despuesDeReserva);
export const useCerrarReserva = mutacion((t) => t.reservas.cerrar, despuesDeReserva);
export const useCrearZona = mutacion(
  (t) => t.reservas.zonas.create,
  (t) => [t.reservas.zonas.list],
);
export const useActualizarZona = mutacion(
  (t) => t.reservas.zonas.update,
  (t) => [t.reservas.zonas.list, t.reservas.disponibilidad.get],
);
