// Egresos (issue 29): registering one moves money (sent with the form's Idempotency-Key); it and its
// annulment change the list and the retenciones to declare.
import { mutacion, type Invalidaciones } from './mutacion.ts';

const despuesDeEgresos: Invalidaciones = ({ egresos: e }) => [e.list, e.retenciones.get];

export const useCreateEgreso = mutacion((t) => t.egresos.create, despuesDeEgresos, { idempotente: true });
export const useAnularEgreso = mutacion((t) => t.egresos.anular, despuesDeEgresos);
export const useUpdateTarifas = mutacion(
  (t) => t.egresos.tarifas.update,
  ({ egresos: e }) => [e.tarifas.get],
);
