// Portería: a change at the gate or by a resident refreshes the lists it affects (and the bell for packages).
import { mutacion, type Invalidaciones } from './mutacion.ts';

const despuesDeVisita: Invalidaciones = (t) => [t.porteria.autorizaciones.list, t.porteria.accesos.list];
const despuesDePaquete: Invalidaciones = (t) => [t.porteria.paquetes.list, t.comunicados.notificaciones, t.inicio.get];

export const useAutorizarVisitante = mutacion((t) => t.porteria.autorizaciones.create, despuesDeVisita);
export const useRevocarAutorizacion = mutacion((t) => t.porteria.autorizaciones.revocar, despuesDeVisita);
export const useRegistrarAcceso = mutacion((t) => t.porteria.accesos.create, despuesDeVisita);
export const useRegistrarSalida = mutacion((t) => t.porteria.accesos.registrarSalida, despuesDeVisita);
export const useRecibirPaquete = mutacion((t) => t.porteria.paquetes.recibir, despuesDePaquete);
export const useEntregarPaquete = mutacion((t) => t.porteria.paquetes.entregar, despuesDePaquete);
export const useEscribirMinuta = mutacion(
  (t) => t.porteria.minuta.create,
  (t) => [t.porteria.minuta.list],
);
export const useGuardarAjustesPorteria = mutacion(
  (t) => t.porteria.ajustes.update,
  (t) => [t.porteria.ajustes.get],
);
