// Ajustes (notas crédito y débito): they change a unit's account, so every money view refreshes.
import { mutacion } from './mutacion.ts';

export const useRegistrarAjuste = mutacion(
  (t) => t.tesoreria.ajustesCreate,
  (t) => [t.tesoreria.estadoCuenta, t.tesoreria.estadoCuentaPdf, t.tesoreria.cartera, t.tesoreria.pagosList],
  { idempotente: true },
);
