// A device's web push subscription (issue 32), for the signed-in person. The endpoint is a URL the
// server will POST to, so it is accepted only on the allowed push services (lib/hosts-permitidos.ts).
import type { PushSuscripcionInput } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { urlPermitida } from '../../lib/hosts-permitidos.ts';
import type { Actor } from '../access/actor.ts';

/** A User-Agent is informative only (which device): kept short. */
const USER_AGENT_MAX = 300;

export async function suscribirDispositivo(
  { db, config, clock }: Deps,
  actor: Actor,
  input: PushSuscripcionInput,
): Promise<void> {
  if (!urlPermitida(input.endpoint, config.pushAllowedHosts)) throw fail.badRequest('PUSH_ENDPOINT_NO_PERMITIDO');
  const datos = {
    userId: actor.user.id,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: actor.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
  };
  await db.$transaction(async (tx) => {
    // The same browser subscribing again (or after another person signed in on it) takes the endpoint over.
    const suscripcion = await tx.pushSuscripcion.upsert({
      where: { endpoint: input.endpoint },
      create: { ...datos, endpoint: input.endpoint, createdAt: clock.now() },
      update: datos,
    });
    await audit(tx, {
      actorId: actor.user.id,
      action: 'push.suscribir',
      entity: 'push_suscripcion',
      entityId: suscripcion.id,
      ip: actor.ip,
    });
  });
}

/** Deletes the caller's subscription with that endpoint; another person's is left alone (false). */
export async function eliminarSuscripcion({ db }: Deps, actor: Actor, endpoint: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const propia = await tx.pushSuscripcion.findFirst({ where: { endpoint, userId: actor.user.id }, select: { id: true } });
    if (!propia) return false;
    await tx.pushSuscripcion.delete({ where: { id: propia.id } });
    await audit(tx, {
      actorId: actor.user.id,
      action: 'push.eliminar',
      entity: 'push_suscripcion',
      entityId: propia.id,
      ip: actor.ip,
    });
    return true;
  });
}
