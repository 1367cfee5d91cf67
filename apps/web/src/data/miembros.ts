// Members of a complex: removing a role changes the members list and the community it shows.
import { mutacion } from './mutacion.ts';

// Also after a refusal: someone else may have changed the roles meanwhile.
export const useRetirarRol = mutacion(
  (t) => t.miembros.retirar,
  (t) => [t.miembros.list, t.residentes.list, t.apartamentos.list],
  { tambienSiFalla: true },
);
