// How an SMS or WhatsApp message leaves, like mail (lib/mail/mailer.ts): one interface, the provider
// chosen by configuration. Services never send: they queue a row with `encolarMensaje` in their own
// transaction and the 'mensajes.enviar' job (jobs/mensajes.ts) delivers it.
import type { CanalNotificacion, CanalTelefono } from '@horizonte/contracts';
import type { DbClient } from '@horizonte/db';

import type { Config } from '../../config.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Clock } from '../clock.ts';
import { whatsappCloudMensajero } from './whatsapp.ts';

export interface MensajeSaliente {
  canal: CanalTelefono;
  /** 57 and the ten digits of a Colombian mobile (what the consent recorded). */
  telefono: string;
  /** The whole text (the outbox shows it; a provider without templates sends it as is). */
  texto: string;
  /** A provider template (WhatsApp Business needs an approved one to open a conversation) and its parameters. */
  plantilla: string | null;
  parametros: string[];
}

export interface Mensajero {
  readonly kind: 'whatsapp' | 'outbox';
  /** The phone channels this provider reaches. */
  readonly canales: readonly CanalTelefono[];
  /** Resolves with the provider's id of the message; throws MensajeRechazado when retrying cannot help. */
  enviar(mensaje: MensajeSaliente): Promise<{ proveedorId: string }>;
}

/** The provider refused the message for good (bad number, template mismatch): no retry. */
export class MensajeRechazado extends Error {
  constructor(
    message: string,
    readonly codigo: string,
  ) {
    super(message);
  }
}

/** The outbox keeps the row as it is (shown at /dev/mensajes): nothing leaves the machine. */
const outboxMensajero: Mensajero = {
  kind: 'outbox',
  canales: ['sms', 'whatsapp'],
  enviar: async () => ({ proveedorId: `outbox-${Date.now().toString(36)}` }),
};

export function createMensajero(config: Config): Mensajero | null {
  const { proveedor, whatsapp } = config.mensajes;
  if (proveedor === 'outbox') return outboxMensajero;
  if (proveedor === 'whatsapp' && whatsapp) return whatsappCloudMensajero(whatsapp);
  return null;
}

/** The channels a person may choose now: email and push always, a phone channel when a provider reaches it. */
export function canalesDisponibles(config: Config): CanalNotificacion[] {
  return ['correo', 'push', ...(createMensajero(config)?.canales ?? [])];
}

/** Queues one message in the caller's transaction (`db`): it is delivered once that commits. */
export async function encolarMensaje(
  deps: { config: Config; jobs: JobQueue; clock: Clock },
  db: DbClient,
  mensaje: MensajeSaliente,
): Promise<void> {
  const proveedor = deps.config.mensajes.proveedor;
  if (!proveedor) return;
  const row = await db.mensaje.create({
    data: { ...mensaje, proveedor, createdAt: deps.clock.now() },
    select: { id: true },
  });
  await deps.jobs.send(db, 'mensajes.enviar', { mensajeId: row.id });
}
