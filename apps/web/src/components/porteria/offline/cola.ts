// The gate's outbox (issue 32): a walk-in, a package or a minuta entry is first written to a queue on
// the device (IndexedDB, cola-idb.ts) with its own Idempotency-Key and the time the guard registered
// it, then sent. Whatever happens to the network or to an answer, a resend carries the same key and
// the same body, so the API creates one row (and repeats its first answer). Pure: the store and the
// sender are interfaces, so the sync is unit-tested with an in-memory store (apps/web/test).

export type TipoPendiente = 'acceso' | 'paquete' | 'minuta';

export interface Pendiente {
  /** The Idempotency-Key, generated when queued; also the record's key. */
  clave: string;
  tipo: TipoPendiente;
  phId: string;
  /** Whose session queued it: only that person's session sends it (the API records who registered). */
  usuarioId: string;
  /** When the guard registered it (ISO), as the device's clock read it. */
  registradoEn: string;
  /**
   * The procedure's input as it is sent, `registradoEn` included: the same on every resend (only
   * dropped, and stored so, when the API finds the device's clock ahead: enviar-al-api.ts).
   */
  datos: Record<string, unknown> & { id: string; registradoEn?: string };
  /** What the list shows («Ana Gómez → 1-101», «Caja · 1-101»). */
  resumen: string;
  intentos: number;
  /** Epoch ms before which no automatic resend is tried (back-off). */
  proximoIntento: number;
  /** The API refused it (validation, unit not found…): kept, with the reason, until the guard discards it. */
  rechazo?: string;
}

export interface ColaStore {
  listar(): Promise<Pendiente[]>;
  guardar(p: Pendiente): Promise<void>;
  borrar(clave: string): Promise<void>;
}

export type ResultadoEnvio =
  | { desenlace: 'enviado'; respuesta: unknown }
  /** No answer (network, time-out, 5xx, the key still in progress): try again later, same key. */
  | { desenlace: 'reintentar'; mensaje: string }
  /** The API answered with a refusal: resending the same body would be refused again. */
  | { desenlace: 'rechazado'; mensaje: string };

export type Enviar = (p: Pendiente) => Promise<ResultadoEnvio>;

const BASE_MS = 2_000;
const TOPE_MS = 5 * 60_000;

/** Exponential back-off: 2 s, 4 s, 8 s… up to 5 minutes. */
export const esperaTras = (intentos: number): number => Math.min(TOPE_MS, BASE_MS * 2 ** Math.max(0, intentos - 1));

/** 128 random bits as hex: the key the API accepts (`[A-Za-z0-9_.:-]`). */
export function nuevaClave(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface NuevoPendiente {
  tipo: TipoPendiente;
  phId: string;
  usuarioId: string;
  datos: Record<string, unknown> & { id: string };
  resumen: string;
}

/** Writes the entry to the queue with its key and the guard's time (`ahora`), before any sending. */
export async function encolar(store: ColaStore, nuevo: NuevoPendiente, ahora: Date, clave = nuevaClave()): Promise<Pendiente> {
  const pendiente: Pendiente = {
    ...nuevo,
    clave,
    registradoEn: ahora.toISOString(),
    datos: { ...nuevo.datos, registradoEn: ahora.toISOString() },
    intentos: 0,
    proximoIntento: 0,
  };
  await store.guardar(pendiente);
  return pendiente;
}

/** The queue of one person at one complex, oldest first. */
export async function pendientesDe(store: ColaStore, phId: string, usuarioId: string): Promise<Pendiente[]> {
  const todos = await store.listar();
  return todos
    .filter((p) => p.phId === phId && p.usuarioId === usuarioId)
    .sort((a, b) => a.registradoEn.localeCompare(b.registradoEn));
}

export interface Resumen {
  enviados: { pendiente: Pendiente; respuesta: unknown }[];
  rechazados: Pendiente[];
  /** Still waiting (network): the earliest moment to try again, if any. */
  siguienteIntento: number | null;
}

/**
 * Sends what is due, oldest first, one at a time. A success leaves the queue; a refusal stays with its
 * reason; no answer schedules a resend with back-off and stops the round (the network is down: the
 * rest would fail the same way, and they keep their order). `forzar` (back online, «Enviar ahora»)
 * ignores the back-off.
 */
export async function enviarPendientes(
  store: ColaStore,
  enviar: Enviar,
  filtro: { phId: string; usuarioId: string },
  ahora: () => number,
  { forzar = false } = {},
): Promise<Resumen> {
  const resumen: Resumen = { enviados: [], rechazados: [], siguienteIntento: null };
  for (const p of await pendientesDe(store, filtro.phId, filtro.usuarioId)) {
    if (p.rechazo) continue;
    if (!forzar && p.proximoIntento > ahora()) {
      // Waiting out its back-off: the network was down; the later ones wait too (order kept).
      resumen.siguienteIntento = p.proximoIntento;
      break;
    }
    const r = await enviar(p);
    if (r.desenlace === 'enviado') {
      await store.borrar(p.clave);
      resumen.enviados.push({ pendiente: p, respuesta: r.respuesta });
    } else if (r.desenlace === 'rechazado') {
      const rechazado = { ...p, rechazo: r.mensaje };
      await store.guardar(rechazado);
      resumen.rechazados.push(rechazado);
    } else {
      const intentos = p.intentos + 1;
      const proximoIntento = ahora() + esperaTras(intentos);
      await store.guardar({ ...p, intentos, proximoIntento });
      resumen.siguienteIntento = proximoIntento;
      break;
    }
  }
  return resumen;
}

/** A store in memory: the unit tests' (and a browser without IndexedDB, where the queue lives as long as the tab). */
export function colaEnMemoria(): ColaStore {
  const filas = new Map<string, Pendiente>();
  return {
    listar: async () => [...filas.values()].map((p) => structuredClone(p)),
    guardar: async (p) => void filas.set(p.clave, structuredClone(p)),
    borrar: async (clave) => void filas.delete(clave),
  };
}
