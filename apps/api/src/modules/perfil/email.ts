// A new email for the signed-in person: only applied once its owner opens the link mailed to it.
import { EMAIL_VERIFICATION_TTL_MS } from '@horizonte/contracts';
import type { Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import type { JobServices } from '../../jobs/queue.ts';
import { audit } from '../../lib/audit.ts';
import { fail, isUniqueViolation } from '../../lib/errors.ts';
import { mails } from '../../lib/mail/templates.ts';
import { verifyPassword } from '../../lib/password.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import type { Actor } from '../access/actor.ts';
import { consumeOneTimeToken, retireOneTimeTokens, type ConsumeResult } from '../auth/one-time-tokens.ts';
import { beginPasswordAttempt, enforceEmailChangeQuota } from '../auth/throttle.ts';

/**
 * A new email is only a pending one until its owner opens the link mailed to it (auth.verifyEmail
 * applies it). The current password is checked first, counted like a login attempt. Whether the
 * address belongs to another account is decided after the answer, by the job: the answer, the
 * pending address and the work before answering are the same for a taken and a free address, so
 * nobody learns who is registered (the owner of a taken one gets a notice instead of the link).
 */
export async function requestEmailChange(deps: Deps, actor: Actor, data: { email: string; password: string }): Promise<string> {
  const { db, clock, config, jobs } = deps;
  const { user, ip } = actor;
  if (data.email === user.email) throw fail.badRequest('EMAIL_SIN_CAMBIO');
  const attempt = await beginPasswordAttempt(db, user.email, actor);
  if (!(await verifyPassword(user.passwordHash, data.password))) throw fail.badRequest('CONTRASENA_ACTUAL_INCORRECTA');
  await attempt.succeeded();
  await enforceEmailChangeQuota(db, user.id, data.email, actor);
  const now = clock.now();
  const token = generateToken();
  await db.$transaction(async (tx) => {
    // Only the latest request counts: earlier links stop working.
    await retireOneTimeTokens(tx, user.id, 'email_change', now);
    await tx.oneTimeToken.create({
      data: {
        userId: user.id,
        purpose: 'email_change',
        email: data.email,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
      },
    });
    await audit(tx, {
      actorId: user.id,
      action: 'perfil.email_change_requested',
      entity: 'user',
      entityId: user.id,
      details: { email: data.email },
      ip,
    });
    await jobs.send(tx, 'perfil.email-change-mail', {
      email: data.email,
      nombre: user.nombre,
      url: `${config.appUrl}/verify-email?token=${token}`,
    });
  });
  return data.email;
}

/**
 * Job `perfil.email-change-mail`: the confirmation link to a free address; to one that is already an
 * account's, a notice to its owner instead (the link is never sent, so the pending change cannot apply).
 */
export async function mailEmailChange(
  deps: JobServices,
  { email, nombre, url }: { email: string; nombre: string; url: string },
): Promise<void> {
  const owner = await deps.db.user.findUnique({ where: { email }, select: { nombre: true } });
  await deps.jobs.send(
    deps.db,
    'mail.send',
    owner ? mails.emailInUseNotice(email, owner.nombre) : mails.confirmNewEmail(email, nombre, url),
  );
}

/**
 * Applies a pending email change whose link was opened (called by auth.verifyEmail inside its
 * transaction). The new address is verified by this very link; the old one is told.
 */
export async function applyEmailChange(
  deps: Pick<Deps, 'jobs'>,
  tx: Prisma.TransactionClient,
  token: string,
  now: Date,
): Promise<ConsumeResult> {
  const pending = await tx.oneTimeToken.findUnique({ where: { tokenHash: hashToken(token) }, select: { email: true } });
  const result = await consumeOneTimeToken(tx, 'email_change', token, now);
  if (!result.ok || !pending?.email) return result;
  const before = await tx.user.findUniqueOrThrow({ where: { id: result.userId } });
  try {
    await tx.user.update({ where: { id: result.userId }, data: { email: pending.email, emailVerifiedAt: now } });
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.conflict('EMAIL_YA_REGISTRADO');
    throw error;
  }
  await deps.jobs.send(tx, 'mail.send', mails.emailChangedNotice(before.email, before.nombre, pending.email));
  return result;
}
