// The payment-gateway interface (issue 28): what the platform needs from any gateway. Wompi is the
// first adapter (wompi.ts); another gateway is one more file that implements this.
import type { AmbientePasarela, EstadoTransaccion } from '@horizonte/contracts';

/** One complex's merchant account, secrets already decrypted (they never leave the server). */
export interface CuentaPasarela {
  llavePublica: string;
  secretoIntegridad: string;
  secretoEventos: string;
  ambiente: AmbientePasarela;
  /** Outside production, a base URL that replaces the gateway's (the local simulator). */
  urlApi: string | null;
}

export interface CheckoutInput {
  referencia: string;
  /** Whole pesos; the gateway takes cents. */
  valor: number;
  /** Where the gateway sends the payer back. */
  urlRetorno: string;
  expiraEn: Date;
}

/** A transaction as the gateway tells it (event or query). */
export interface TransaccionPasarela {
  id: string;
  referencia: string;
  valorCentavos: number;
  moneda: string;
  estado: EstadoTransaccion | string;
  medioPago: string | null;
}

export interface EventoVerificado {
  tipo: string;
  transaccion: TransaccionPasarela;
}

export interface PaymentProvider {
  readonly nombre: 'wompi';
  /** The URL of the gateway's hosted checkout for this payment. */
  createCheckout(cuenta: CuentaPasarela, input: CheckoutInput): string;
  /** The event's transaction when its signature is the complex's; null when it is not authentic. */
  verifyEvent(cuenta: CuentaPasarela, body: unknown): EventoVerificado | null;
  /** Asks the gateway about one transaction (null: it does not know it). */
  getTransaction(cuenta: CuentaPasarela, id: string): Promise<TransaccionPasarela | null>;
}
