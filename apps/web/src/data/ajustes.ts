// Ajustes (notas crédito y débito): they change a unit's account, so every money view refreshes.
import { mutacion } from './mutacion.ts';

export const useRegistrarAjuste = mutacion(
  (t) => t.tesoreria.ajustes.create,
  (t) => [
    t.tesoreria.estadoCuenta.get,
    t.tesoreria.estadoCuenta.pdf,
    t.tesoreria.cartera.get,
    t.tesoreria.pagos.list,
    t.inicio.get,
  ],
  { idempotente: true },
);
