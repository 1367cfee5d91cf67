// Delivering notifications beyond the center (issue 32): one job per `notificar` fans out one push
// job per (notification, device) of the people who chose push, so that each device's delivery is
// retried on its own by the queue. Push follows RFC 8030 (TTL, Urgency), RFC 8291 (aes128gcm payload)
// and RFC 8292 (VAPID), through the `web-push` library; the request itself is ours (fetch without
// redirects), so that it only ever reaches an allowed push service (lib/hosts-permitidos.ts).
import webpush from 'web-push';

import type { PushPayload, TipoNotificacionId } from '@horizonte/contracts';

import type { JobServices } from '../../jobs/queue.ts';
import { urlPermitida } from '../../lib/hosts-permitidos.ts';
import { log } from '../../lib/logger.ts';
import { canalesElegidos } from '../preferencias-notificacion/canales-elegidos.ts';
import { clavesVapid } from './vapid.ts';

/** How long a push service keeps a message for an offline device, and how soon it must wake it. */
const ENTREGA_PUSH: Partial<Record<TipoNotificacionId, { ttl: number; urgencia: webpush.Urgency }>> = {
  // A visitor at the gate is stale within minutes; the owner should hear of it at once.
  visitante_en_porteria: { ttl: 15 * 60, urgencia: 'high' },
  paquete_recibido: { ttl: 24 * 3600, urgencia: 'normal' },
  votacion_abierta: { ttl: 3600, urgencia: 'high' },
  obligacion_por_vencer: { ttl: 3 * 24 * 3600, urgencia: 'low' },
  documento_publicado: { ttl: 3 * 24 * 3600, urgencia: 'low' },
};
const ENTREGA_POR_DEFECTO = { ttl: 24 * 3600, urgencia: 'normal' as webpush.Urgency };
/** A push service answers in well under this; a hung one must not hold a worker. */
const PUSH_TIMEOUT_MS = 10_000;

export async function entregarNotificaciones(
  { db, jobs }: JobServices,
  { tipo, ids }: { tipo: TipoNotificacionId; ids: string[] },
): Promise<void> {
  const notificaciones = await db.notificacion.findMany({
    where: { id: { in: ids }, leidaEn: null },
    select: { id: true, userId: true, creada: true },
  });
  const canales = await canalesElegidos(db, [...new Set(notificaciones.map((n) => n.userId))], tipo);
  const conPush = notificaciones.filter((n) => canales.get(n.userId)?.has('push'));
  if (conPush.length === 0) return;
  const suscripciones = await db.pushSuscripcion.findMany({
    where: { userId: { in: conPush.map((n) => n.userId) } },
    select: { id: true, userId: true, createdAt: true },
  });
  // A device subscribed after the event does not get it pushed late (it is in the center).
  const envios = conPush.flatMap((n) =>
    suscripciones
      .filter((s) => s.userId === n.userId && s.createdAt <= n.creada)
      .map((s) => ({ notificacionId: n.id, suscripcionId: s.id })),
  );
  await jobs.sendMany(db, 'notificaciones.push', envios);
}

export async function enviarPush(
  { db, config, clock }: JobServices,
  { notificacionId, suscripcionId }: { notificacionId: string; suscripcionId: string },
): Promise<void> {
  const [notificacion, suscripcion] = await Promise.all([
    db.notificacion.findUnique({ where: { id: notificacionId } }),
    db.pushSuscripcion.findUnique({ where: { id: suscripcionId } }),
  ]);
  // Read in the meantime, or the device unsubscribed: nothing to send.
  if (!notificacion || notificacion.leidaEn || !suscripcion) return;
  // Checked again at delivery: PUSH_ALLOWED_HOSTS may have narrowed since the subscription was stored.
  if (!urlPermitida(suscripcion.endpoint, config.pushAllowedHosts)) {
    log().warn({ suscripcionId }, 'Suscripción push en un host que ya no está permitido: se descarta');
    await db.pushSuscripcion.deleteMany({ where: { id: suscripcionId } });
    return;
  }
  const payload: PushPayload = {
    id: notificacion.id,
    titulo: notificacion.titulo,
    cuerpo: notificacion.cuerpo,
    enlace: notificacion.enlace,
  };
  const entrega = ENTREGA_PUSH[notificacion.tipo as TipoNotificacionId] ?? ENTREGA_POR_DEFECTO;
  // Retried past its TTL (a push service down for hours): the news is stale, the center keeps it.
  const restante = entrega.ttl - Math.floor((clock.now().getTime() - notificacion.creada.getTime()) / 1000);
  if (restante <= 0) return;
  const vapid = clavesVapid(config);
  const request = webpush.generateRequestDetails(
    { endpoint: suscripcion.endpoint, keys: { p256dh: suscripcion.p256dh, auth: suscripcion.auth } },
    JSON.stringify(payload),
    { vapidDetails: vapid, TTL: restante, urgency: entrega.urgencia, contentEncoding: 'aes128gcm' },
  );
  const response = await fetch(suscripcion.endpoint, {
    method: 'POST',
    // fetch computes Content-Length from the body itself.
    headers: Object.fromEntries(
      Object.entries(request.headers)
        .filter(([k]) => k.toLowerCase() !== 'content-length')
        .map(([k, v]) => [k, String(v)]),
    ),
    body: new Uint8Array(request.body),
    redirect: 'manual',
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) {
    // RFC 8030 §7.3: the subscription expired or was withdrawn; it will never work again.
    await db.pushSuscripcion.deleteMany({ where: { id: suscripcionId } });
    return;
  }
  if (response.status < 200 || response.status > 299)
    throw new Error(`El servicio de notificaciones respondió ${response.status}`);
  await db.pushSuscripcion.updateMany({ where: { id: suscripcionId }, data: { ultimoExito: clock.now() } });
}
