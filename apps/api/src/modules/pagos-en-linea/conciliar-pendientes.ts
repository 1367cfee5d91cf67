// Daily ('pagos-en-linea.pendientes'): events get lost, so intents still pending after a while are asked
// about to the gateway (GET /v1/transactions/{id}, when the return URL told us the id) and settled by
// the same rules as an event; those past their vigencia that the gateway has not settled expire.
import { INTENTO_CONSULTAR_TRAS_MINUTOS } from '@horizonte/contracts';

import type { JobServices } from '../../jobs/queue.ts';
import { log } from '../../lib/logger.ts';
import { aplicarTransaccion } from './aplicar-transaccion.ts';
import { cuentaDelConjunto } from './cuenta.ts';

/** Intents looked at per run (the oldest first); the rest wait for tomorrow's. */
const LOTE = 2_000;

export async function conciliarPendientes(services: JobServices): Promise<void> {
  const ahora = services.clock.now();
  const pendientes = await services.db.intentoPago.findMany({
    where: { estado: 'pendiente', creadoEn: { lte: new Date(ahora.getTime() - INTENTO_CONSULTAR_TRAS_MINUTOS * 60_000) } },
    orderBy: { creadoEn: 'asc' },
    take: LOTE,
  });
  for (const intento of pendientes) {
    if (intento.transaccionId) {
      const pasarela = await cuentaDelConjunto(services.db, services.config, intento.phId);
      const t = pasarela
        ? await pasarela.proveedor.getTransaction(pasarela.cuenta, intento.transaccionId).catch((error: unknown) => {
            log().error(
              // The message only: a gateway's error may echo the request, credentials included.
              { phId: intento.phId, causa: error instanceof Error ? error.message : String(error) },
              '[pagos-en-linea] falló la consulta de una transacción a la pasarela',
            );
            return null;
          })
        : null;
      if (t && t.referencia === intento.referencia && t.estado !== 'PENDING') {
        await services.db.$transaction((tx) => aplicarTransaccion(tx, services, intento.phId, t, null));
        continue;
      }
    }
    if (intento.expiraEn <= ahora)
      await services.db.intentoPago.updateMany({
        where: { id: intento.id, estado: 'pendiente' },
        data: { estado: 'expirado', cerradoEn: ahora },
      });
  }
}
