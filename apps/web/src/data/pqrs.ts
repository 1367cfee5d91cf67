// PQRS: a change to one changes the lists, its detail, the indicators and the bell.
import { mutacion, type Invalidaciones } from './mutacion.ts';

const despuesDePqrs: Invalidaciones = (t) => [
  t.pqrs.list,
  t.pqrs.get,
  t.pqrs.indicadores,
  t.comunicados.notificaciones,
  t.inicio.get,
];

export const useCrearPqrs = mutacion((t) => t.pqrs.create, despuesDePqrs);
export const useComentarPqrs = mutacion((t) => t.pqrs.comentar, despuesDePqrs);
export const useResponderPqrs = mutacion((t) => t.pqrs.responder, despuesDePqrs);
export const useEstadoPqrs = mutacion((t) => t.pqrs.estado, despuesDePqrs);
export const useAsignarPqrs = mutacion((t) => t.pqrs.asignar, despuesDePqrs);
