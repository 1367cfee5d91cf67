// Portería: a change at the gate or by a resident refreshes the lists it affects (and the bell for packages).
import { mutacion, type Invalidaciones } from './mutacion.ts';

const despuesDeVisita: Invalidaciones = (t) => [t.porteria.autorizaciones, t.porteria.accesos];
const despuesDePaquete: Invalidaciones = (t) => [t.porteria.paquetes, t.comunicados.notificaciones];

export const useAutorizarVisitante = mutacion((t) => t.porteria.autorizar, despuesDeVisita);
export const useRevocarAutorizacion = mutacion((t) => t.porteria.revocar, despuesDeVisita);
export const useRegistrarAcceso = mutacion((t) => t.porteria.registrarAcceso, despuesDeVisita);
export const useRegistrarSalida = mutacion((t) => t.porteria.salida, despuesDeVisita);
export const useRecibirPaquete = mutacion((t) => t.porteria.recibirPaquete, despuesDePaquete);
export const useEntregarPaquete = mutacion((t) => t.porteria.entregarPaquete, despuesDePaquete);
export const useEscribirMinuta = mutacion(
  (t) => t.porteria.escribirMinuta,
  (t) => [t.porteria.minuta],
);
export const useGuardarAjustesPorteria = mutacion(
  (t) => t.porteria.guardarAjustes,
  (t) => [t.porteria.ajustes],
);
