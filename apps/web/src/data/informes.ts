// Informes (issue 29): publishing a month's report issues a document the consejo receives, so it is
// sent with the form's Idempotency-Key (a double click publishes once); the list then shows it.
import { mutacion } from './mutacion.ts';

export const usePublicarInforme = mutacion(
  (t) => t.informes.publicar,
  ({ informes: i }) => [i.list],
  { idempotente: true },
);
