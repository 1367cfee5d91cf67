// Support tickets (issue 33): a change refreshes the queue, the complex's list and the open thread.
import { mutacion, type Invalidaciones } from './mutacion.ts';

const despuesDeTicket: Invalidaciones = (t) => [t.ticketsSoporte.list, t.ticketsSoporte.cola.list, t.ticketsSoporte.get];

export const useAbrirTicket = mutacion((t) => t.ticketsSoporte.create, despuesDeTicket);
export const useEscribirEnTicket = mutacion((t) => t.ticketsSoporte.mensajes.create, despuesDeTicket);
export const useCambiarEstadoTicket = mutacion((t) => t.ticketsSoporte.cambiarEstado, despuesDeTicket);
export const useAsignarTicket = mutacion((t) => t.ticketsSoporte.asignar, despuesDeTicket);
export const useAbrirAccesoSoporte = mutacion(
  (t) => t.ticketsSoporte.accesos.create,
  (t) => [t.ticketsSoporte.get, t.ticketsSoporte.accesos.list],
);
