// The notification center and web push subscriptions (issue 32): what the bell lists, how a person
// marks what they read, and the browser's push subscription (W3C Push API `PushSubscription.toJSON()`).
import { z } from 'zod';

import { isoDate, uuidField } from '../fields.ts';
import { TIPOS_NOTIFICACION_IDS } from './catalogo.ts';

export const NOTIFICACIONES_MSG = {
  notFound: 'Notificación no encontrada',
  marcada: 'Notificación marcada como leída',
  todasMarcadas: 'Todas las notificaciones quedaron marcadas como leídas',
  cursorInvalido: 'El cursor de la página no es válido',
  endpointInvalido: 'La suscripción debe traer la dirección (endpoint) del servicio de notificaciones del navegador',
  endpointNoPermitido:
    'Ese servicio de notificaciones no está permitido: solo se aceptan los de los navegadores (Chrome, Firefox, Edge, Safari)',
  clavesInvalidas: 'La suscripción debe traer las claves p256dh y auth del navegador',
  suscrito: 'Este dispositivo recibirá notificaciones',
  desuscrito: 'Este dispositivo ya no recibirá notificaciones',
} as const;

/** Notifications per page of the center (and its bound). */
export const NOTIFICACIONES_POR_PAGINA = 20;
export const NOTIFICACIONES_MAX_POR_PAGINA = 50;

/**
 * The center pages by keyset: `antesDe` is the `siguiente` of the previous page (opaque to the client),
 * so a notification arriving while someone scrolls never shifts or repeats a row.
 */
export const notificacionesListInput = z.object({
  antesDe: z
    .string()
    .max(80)
    .regex(/^\d{4}-\d\d-\d\dT[\d:.]+Z_[0-9a-f-]{36}$/, { error: NOTIFICACIONES_MSG.cursorInvalido })
    .optional(),
  limite: z.coerce
    .number({ error: 'El límite debe ser un número' })
    .int()
    .min(1)
    .max(NOTIFICACIONES_MAX_POR_PAGINA, { error: `El límite no puede superar ${NOTIFICACIONES_MAX_POR_PAGINA}` })
    .default(NOTIFICACIONES_POR_PAGINA),
});
export type NotificacionesListInput = z.infer<typeof notificacionesListInput>;

export const notificacionOutput = z.object({
  id: z.string(),
  tipo: z.enum(TIPOS_NOTIFICACION_IDS as [string, ...string[]]),
  titulo: z.string(),
  cuerpo: z.string(),
  /** A same-origin path of the web app. */
  enlace: z.string(),
  phId: z.string().nullable(),
  creada: isoDate,
  leida: z.boolean(),
});
export type NotificacionOutput = z.infer<typeof notificacionOutput>;

export const notificacionesListOutput = z.object({
  success: z.literal(true),
  notificaciones: z.array(notificacionOutput),
  noLeidas: z.number().int(),
  /** Pass as `antesDe` for the next page; null on the last one. */
  siguiente: z.string().nullable(),
});

export const notificacionIdInput = z.object({ id: uuidField });
export const notificacionLeidaOutput = z.object({ success: z.literal(true), message: z.string(), noLeidas: z.number().int() });

// ---- Web push ------------------------------------------------------------------------------------

/** A push service URL: long (FCM's are ~200 characters) but bounded. */
export const PUSH_ENDPOINT_MAX = 1000;

const base64url = (max: number) =>
  z
    .string({ error: NOTIFICACIONES_MSG.clavesInvalidas })
    .min(16, { error: NOTIFICACIONES_MSG.clavesInvalidas })
    .max(max, { error: NOTIFICACIONES_MSG.clavesInvalidas })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: NOTIFICACIONES_MSG.clavesInvalidas });

/** `PushSubscription.toJSON()`: the endpoint and the keys RFC 8291 encrypts with (p256dh: 65 bytes, auth: 16). */
export const pushSuscripcionInput = z.object({
  endpoint: z
    .string({ error: NOTIFICACIONES_MSG.endpointInvalido })
    .max(PUSH_ENDPOINT_MAX, { error: NOTIFICACIONES_MSG.endpointInvalido })
    .pipe(z.url({ error: NOTIFICACIONES_MSG.endpointInvalido })),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(120), auth: base64url(40) }, { error: NOTIFICACIONES_MSG.clavesInvalidas }),
});
export type PushSuscripcionInput = z.infer<typeof pushSuscripcionInput>;

export const pushSuscripcionDeleteInput = z.object({
  endpoint: z
    .string({ error: NOTIFICACIONES_MSG.endpointInvalido })
    .min(1, { error: NOTIFICACIONES_MSG.endpointInvalido })
    .max(PUSH_ENDPOINT_MAX, { error: NOTIFICACIONES_MSG.endpointInvalido }),
});

export const pushClavePublicaOutput = z.object({
  success: z.literal(true),
  /** The VAPID public key (base64url, uncompressed P-256 point): `applicationServerKey` of `pushManager.subscribe`. */
  clavePublica: z.string(),
});

export const pushSuscripcionOutput = z.object({ success: z.literal(true), message: z.string() });
export const pushSuscripcionDeleteOutput = z.object({
  success: z.literal(true),
  message: z.string(),
  /** False when this person had no such subscription (deleting twice is not an error). */
  eliminada: z.boolean(),
});
