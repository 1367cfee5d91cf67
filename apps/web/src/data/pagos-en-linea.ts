// Pagos en línea (issue 28): what starting a payment, configuring the gateway or resolving a descuadre
// makes stale. Creating an intent moves no money yet (the gateway's event does), but it is sent with the
// form's Idempotency-Key so a double click opens one checkout, not two.
import { mutacion, sinInvalidar, type Invalidaciones } from './mutacion.ts';

const despuesDeConciliar: Invalidaciones = ({ pagosEnLinea: p }) => [p.conciliacion.get];

export const useCrearIntento = mutacion((t) => t.pagosEnLinea.create, sinInvalidar, { idempotente: true });
export const useConfigurarPasarela = mutacion(
  (t) => t.pagosEnLinea.pasarela.update,
  ({ pagosEnLinea: p }) => [p.pasarela.get],
);
export const useResolverDescuadre = mutacion((t) => t.pagosEnLinea.descuadres.resolver, despuesDeConciliar);
