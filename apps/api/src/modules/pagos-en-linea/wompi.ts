// Wompi (Bancolombia) as a PaymentProvider, by its published protocol:
// - Web Checkout: GET https://checkout.wompi.co/p/ with public-key, currency=COP, amount-in-cents,
//   reference, redirect-url and signature:integrity = SHA-256 hex of
//   `<reference><amount-in-cents><currency><integrity secret>`.
// - Events (`transaction.updated`): authentic when signature.checksum equals (case-insensitively) the
//   SHA-256 hex of the values at signature.properties (paths inside `data`, in order) concatenated,
//   then `timestamp`, then the events secret.
// - Transactions: GET {base}/v1/transactions/{id} → { data: { id, reference, amount_in_cents, … } },
//   base https://sandbox.wompi.co (pruebas) or https://production.wompi.co (producción).
import { createHash, timingSafeEqual } from 'node:crypto';

import { MONEDA_PASARELA, wompiEventoSchema, type WompiEvento } from '@horizonte/contracts';

import type { CuentaPasarela, EventoVerificado, PaymentProvider, TransaccionPasarela } from './provider.ts';

export const WOMPI_CHECKOUT_URL = 'https://checkout.wompi.co/p/';
export const WOMPI_API_URL = { pruebas: 'https://sandbox.wompi.co', produccion: 'https://production.wompi.co' } as const;
/** A transaction query never holds a worker long: the daily job tries again tomorrow. */
const CONSULTA_TIMEOUT_MS = 10_000;

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export const centavosDe = (pesos: number): number => pesos * 100;

/** signature:integrity of a Web Checkout. */
export function firmaIntegridad(referencia: string, centavos: number, moneda: string, secreto: string): string {
  return sha256(`${referencia}${centavos}${moneda}${secreto}`);
}

/** The value at a dotted path (`transaction.amount_in_cents`) inside an event's `data`, as text. */
function valorEn(data: unknown, path: string): string {
  let node: unknown = data;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return '';
    node = (node as Record<string, unknown>)[key];
  }
  return node === null || node === undefined ? '' : typeof node === 'object' ? JSON.stringify(node) : String(node);
}

/** The checksum an event must carry, from its data, signature.properties, timestamp and the events secret. */
export function checksumEvento(
  data: unknown,
  properties: readonly string[],
  timestamp: number | string,
  secreto: string,
): string {
  return sha256(`${properties.map((p) => valorEn(data, p)).join('')}${timestamp}${secreto}`);
}

function mismoHex(a: string, b: string): boolean {
  const x = Buffer.from(a.toLowerCase(), 'utf8');
  const y = Buffer.from(b.toLowerCase(), 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The gateway's API base for this account: the simulator's outside production, else Wompi's own. */
export const baseApi = (cuenta: CuentaPasarela): string => (cuenta.urlApi ?? WOMPI_API_URL[cuenta.ambiente]).replace(/\/$/, '');
/** The checkout page: Wompi's, or the simulator's next to its API. */
export const baseCheckout = (cuenta: CuentaPasarela): string =>
  cuenta.urlApi ? `${baseApi(cuenta)}/checkout` : WOMPI_CHECKOUT_URL;

function transaccionDe(t: Record<string, unknown>): TransaccionPasarela | null {
  if (typeof t.id !== 'string' || typeof t.reference !== 'string' || typeof t.amount_in_cents !== 'number') return null;
  return {
    id: t.id,
    referencia: t.reference,
    valorCentavos: t.amount_in_cents,
    moneda: typeof t.currency === 'string' ? t.currency : '',
    estado: typeof t.status === 'string' ? t.status : '',
    medioPago: typeof t.payment_method_type === 'string' ? t.payment_method_type : null,
  };
}

const leidos = new WeakMap<object, WompiEvento | null>();
/**
 * The body read as Wompi's event (null: it is not one). The webhook reads it to find the reference and
 * verifyEvent reads the same object again: it is validated once per request.
 */
export function leerEventoWompi(body: unknown): WompiEvento | null {
  if (typeof body !== 'object' || body === null) return null;
  let evento = leidos.get(body);
  if (evento === undefined) {
    const parsed = wompiEventoSchema.safeParse(body);
    evento = parsed.success ? parsed.data : null;
    leidos.set(body, evento);
  }
  return evento;
}

export const wompi: PaymentProvider = {
  nombre: 'wompi',

  createCheckout(cuenta, { referencia, valor, urlRetorno }) {
    const centavos = centavosDe(valor);
    const params = new URLSearchParams({
      'public-key': cuenta.llavePublica,
      currency: MONEDA_PASARELA,
      'amount-in-cents': String(centavos),
      reference: referencia,
      'redirect-url': urlRetorno,
      'signature:integrity': firmaIntegridad(referencia, centavos, MONEDA_PASARELA, cuenta.secretoIntegridad),
    });
    return `${baseCheckout(cuenta)}?${params.toString()}`;
  },

  verifyEvent(cuenta, body): EventoVerificado | null {
    const parsed = leerEventoWompi(body);
    if (!parsed) return null;
    const { data, signature, timestamp, event } = parsed;
    if (signature.properties.length === 0) return null;
    const esperado = checksumEvento(data, signature.properties, timestamp, cuenta.secretoEventos);
    if (!mismoHex(signature.checksum, esperado)) return null;
    const transaccion = transaccionDe(data.transaction);
    return transaccion && { tipo: event, transaccion };
  },

  async getTransaction(cuenta, id) {
    const response = await fetch(`${baseApi(cuenta)}/v1/transactions/${encodeURIComponent(id)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(CONSULTA_TIMEOUT_MS),
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Wompi respondió ${response.status} a la consulta de la transacción ${id}`);
    const body = (await response.json()) as { data?: Record<string, unknown> };
    return body.data ? transaccionDe(body.data) : null;
  },
};

/** The adapters by name (one today). */
export const PROVEEDORES: Record<'wompi', PaymentProvider> = { wompi };
