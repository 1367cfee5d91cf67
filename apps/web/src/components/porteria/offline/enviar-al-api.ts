// Sends one queued gate entry through the tRPC client with its Idempotency-Key (the link puts it in
// the header), and says whether the outcome is final: an answer, a refusal to show, or no answer.
import { TRPCClientError } from '@trpc/client';

import type { AccesoCreateInput, MinutaCreateInput, PaqueteCreateInput } from '@horizonte/contracts';

import { apiClient } from '../../../lib/api-client.ts';
import { errorMessage, errorStatus } from '../../../lib/api-errors.ts';
import type { ColaStore, Pendiente, ResultadoEnvio } from './cola.ts';

function mutar(p: Pendiente): Promise<unknown> {
  const opciones = { context: { idempotency: { key: p.clave } } };
  switch (p.tipo) {
    case 'acceso':
      return apiClient.porteria.accesos.create.mutate(p.datos as AccesoCreateInput, opciones);
    case 'paquete':
      return apiClient.porteria.paquetes.recibir.mutate(p.datos as PaqueteCreateInput, opciones);
    case 'minuta':
      return apiClient.porteria.minuta.create.mutate(p.datos as MinutaCreateInput, opciones);
  }
}

const codigoDe = (error: unknown): string | undefined =>
  error instanceof TRPCClientError ? (error.data as { codigo?: string } | undefined)?.codigo : undefined;

/** A device clock a few minutes ahead makes a just-registered entry look future to the API. */
const RELOJ_ADELANTADO_MS = 10 * 60_000;

export interface EnvioConError {
  resultado: ResultadoEnvio;
  /** The refusal as thrown, for a form to show (FormError reads its fields). */
  error?: unknown;
}

export async function enviarAlApi(store: ColaStore, p: Pendiente): Promise<EnvioConError> {
  try {
    return { resultado: { desenlace: 'enviado', respuesta: await mutar(p) } };
  } catch (error) {
    const status = errorStatus(error);
    const codigo = codigoDe(error);
    // No answer, a server failure, an expired session or the first send still running: same key later.
    if (status === undefined || status >= 500 || status === 429 || status === 401 || codigo === 'IDEMPOTENCY_KEY_EN_PROCESO')
      return { resultado: { desenlace: 'reintentar', mensaje: errorMessage(error, 'Sin conexión') } };
    if (codigo === 'PORTERIA_REGISTRO_FUERA_DE_PLAZO' && p.datos.registradoEn !== undefined) {
      const edad = Date.now() - Date.parse(p.datos.registradoEn);
      if (Math.abs(edad) < RELOJ_ADELANTADO_MS) {
        // The device's clock is off, not the entry old: the server's time is the right one. The
        // change is stored first so every resend of this key carries the same body.
        const corregido: Pendiente = { ...p, datos: { ...p.datos, registradoEn: undefined } };
        await store.guardar(corregido);
        return enviarAlApi(store, corregido);
      }
    }
    return { resultado: { desenlace: 'rechazado', mensaje: errorMessage(error, 'No fue posible registrarlo') }, error };
  }
}
