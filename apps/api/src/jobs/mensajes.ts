// The SMS/WhatsApp job: a service queued a row of `mensajes` (lib/mensajes/mensajero.ts) in its
// transaction; this hands it to the provider and records the answer. A provider's lasting refusal marks
// the row fallido (no retry); anything else throws so the queue retries with back-off.
import type PgBoss from 'pg-boss';

import type { Config } from '../config.ts';
import { log } from '../lib/logger.ts';
import { createMensajero, MensajeRechazado } from '../lib/mensajes/mensajero.ts';
import type { JobServices } from './queue.ts';

export function mensajesQueueOptions(config: Config): Omit<PgBoss.Queue, 'name'> {
  return { retryLimit: config.mailRetryLimit, retryDelay: config.mailRetryDelaySeconds, retryBackoff: true, expireInSeconds: 60 };
}

export async function enviarMensaje({ db, config, clock }: JobServices, data: { mensajeId: string }): Promise<void> {
  const row = await db.mensaje.findUnique({ where: { id: data.mensajeId } });
  if (!row || row.estado !== 'pendiente') return;
  const canal = row.canal === 'sms' ? 'sms' : 'whatsapp';
  const mensajero = createMensajero(config);
  const fallar = (error: string) => db.mensaje.update({ where: { id: row.id }, data: { estado: 'fallido', error } });
  if (!mensajero || !mensajero.canales.includes(canal)) {
    await fallar('Ningún proveedor configurado envía por este canal');
    return;
  }
  try {
    const { proveedorId } = await mensajero.enviar({ ...row, canal });
    await db.mensaje.update({ where: { id: row.id }, data: { estado: 'enviado', proveedorId, enviadoEn: clock.now() } });
  } catch (err) {
    if (!(err instanceof MensajeRechazado)) throw err;
    log().warn({ mensajeId: row.id, codigo: err.codigo }, '[mensajes] el proveedor rechazó el mensaje');
    await fallar(err.message);
  }
}
