// Pagos en línea vocabulary (issue 28): the intent's estados and state machine, the gateway's payment
// methods and their labels. No zod here, so the return page shows an intent without downloading the
// schemas (issue 27: every route ≤ 150 KB gz).

export const ESTADOS_INTENTO = ['pendiente', 'aprobado', 'rechazado', 'anulado', 'error', 'expirado'] as const;
export type EstadoIntento = (typeof ESTADOS_INTENTO)[number];
export const ESTADO_INTENTO_LABELS: Record<EstadoIntento, string> = {
  pendiente: 'Pendiente',
  aprobado: 'Aprobado',
  rechazado: 'Rechazado',
  anulado: 'Anulado',
  error: 'Error',
  expirado: 'Expirado',
};

/**
 * The intent's state machine: a pending intent settles once (approved, declined, error or expired);
 * only an approved one changes again, when the gateway voids the transaction (its pago is reversed).
 */
export const INTENTO_TRANSICIONES: Record<EstadoIntento, readonly EstadoIntento[]> = {
  pendiente: ['aprobado', 'rechazado', 'error', 'expirado'],
  aprobado: ['anulado'],
  rechazado: [],
  anulado: [],
  error: [],
  expirado: [],
};
export const intentoPuedePasar = (desde: EstadoIntento, hacia: EstadoIntento): boolean =>
  INTENTO_TRANSICIONES[desde].includes(hacia);
/** Settled: nothing but a void changes it any more (the return page stops polling). */
export const intentoCerrado = (estado: EstadoIntento): boolean => estado !== 'pendiente';

/**
 * Wompi's payment methods (`payment_method_type` of a transaction, docs.wompi.co → Métodos de pago) and
 * how a screen names them. A method the gateway adds later shows as it came (etiquetaMedioPasarela).
 */
export const MEDIOS_PASARELA = [
  'CARD',
  'PSE',
  'NEQUI',
  'BANCOLOMBIA_TRANSFER',
  'BANCOLOMBIA_QR',
  'BANCOLOMBIA_COLLECT',
  'BANCOLOMBIA_BNPL',
  'DAVIPLATA',
  'PCOL',
  'SU_PLUS',
] as const;
export type MedioPasarela = (typeof MEDIOS_PASARELA)[number];
export const MEDIO_PASARELA_LABELS: Record<MedioPasarela, string> = {
  CARD: 'Tarjeta',
  PSE: 'PSE',
  NEQUI: 'Nequi',
  BANCOLOMBIA_TRANSFER: 'Botón Bancolombia',
  BANCOLOMBIA_QR: 'QR Bancolombia',
  BANCOLOMBIA_COLLECT: 'Efectivo en Corresponsal Bancolombia',
  BANCOLOMBIA_BNPL: 'Crédito Bancolombia (BNPL)',
  DAVIPLATA: 'Daviplata',
  PCOL: 'Puntos Colombia',
  SU_PLUS: 'SU+ Pay',
};
/** «Tarjeta», «PSE», «Nequi»…; an unknown method as the gateway wrote it; null when there is none. */
export function etiquetaMedioPasarela(medio: string | null | undefined): string | null {
  if (!medio) return null;
  return (MEDIO_PASARELA_LABELS as Record<string, string>)[medio] ?? medio;
}
