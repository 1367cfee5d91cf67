// Rejecting a pre-registration, with an optional reason mailed to the person.
import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { mails } from '../../lib/mail/templates.ts';
import type { Actor } from '../access/actor.ts';
import { decidingProperty } from './access.ts';
import { decide } from './decide.ts';
import type { PreregistroWithDecider } from './output.ts';

export async function rejectPreregistro(
  { db, jobs, clock }: Deps,
  actor: Actor,
  phId: string,
  preId: string,
  motivo: string | undefined,
): Promise<PreregistroWithDecider> {
  const ph = await decidingProperty(db, actor.user, phId);
  return db.$transaction(async (tx) => {
    const preregistro = await decide(tx, actor, ph, preId, { status: 'rechazado', motivoRechazo: motivo || null }, clock.now());
    await audit(tx, {
      actorId: actor.user.id,
      phId,
      action: 'preregistro.reject',
      entity: 'preregistro',
      entityId: preId,
      details: { motivo: motivo ?? null },
      ip: actor.ip,
    });
    await jobs.send(
      tx,
      'mail.send',
      mails.preregistroRejected(preregistro.email, preregistro.nombre, ph.nombre, motivo || undefined),
    );
    return preregistro;
  });
}
