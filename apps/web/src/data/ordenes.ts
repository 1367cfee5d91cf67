// Órdenes de trabajo (issue 29): a change to one changes the board, its detail and the PQRS that shows it.
import { mutacion, type Invalidaciones } from './mutacion.ts';

const despuesDeOrden: Invalidaciones = (t) => [t.ordenes.list, t.ordenes.get, t.pqrs.get];

export const useCrearOrden = mutacion((t) => t.ordenes.create, despuesDeOrden);
export const useEstadoOrden = mutacion((t) => t.ordenes.estado.update, despuesDeOrden, { tambienSiFalla: true });
export const useDecidirOrden = mutacion((t) => t.ordenes.aprobaciones.create, despuesDeOrden, { tambienSiFalla: true });
export const useCalificarOrden = mutacion((t) => t.ordenes.calificar, despuesDeOrden);
export const useOrdenDesdePqrs = mutacion((t) => t.ordenes.pqrs.create, despuesDeOrden);
export const useConfigurarMantenimiento = mutacion(
  (t) => t.ordenes.configuracion.update,
  (t) => [t.ordenes.configuracion.get, t.ordenes.list],
);
