// Mi Perfil: the signed-in person's own data. Name and phone change at once; a new email only once
// its owner opens the link mailed to it; sessions are listed and the others can be closed;
// notification preferences are stored per person.
import type { z } from 'zod';

import {
  EMAIL_VERIFICATION_TTL_MS,
  MSG,
  type Perfil,
  type perfilUpdateInput,
  type Preferencias,
  type preferenciasUpdateInput,
} from '@horizonte/contracts';
import type { DbClient, Prisma, User } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import type { JobServices } from '../../jobs/queue.ts';
import { audit } from '../../lib/audit.ts';
import { fail, isUniqueViolation } from '../../lib/errors.ts';
import { mails } from '../../lib/mail/templates.ts';
import { verifyPassword } from '../../lib/password.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import type { Actor } from '../access/actor.ts';
import { consumeOneTimeToken, retireOneTimeTokens, type ConsumeResult } from '../auth/one-time-tokens.ts';
import { invalidateUserSessions } from '../auth/sessions.ts';
import { beginPasswordAttempt, enforceEmailChangeQuota } from '../auth/throttle.ts';
import { dispositivoDe } from './dispositivo.ts';

export async function getPerfil({ db, clock }: Deps, { user }: Actor): Promise<Perfil> {
  return perfilOf(db, user, clock.now());
}

export async function updatePerfil(
  { db, clock, sessions }: Deps,
  actor: Actor,
  data: z.output<typeof perfilUpdateInput>,
): Promise<Perfil> {
  const { user } = actor;
  const telefono = data.telefono || null;
  const updated = await db.$transaction(async (tx) => {
    const row = await tx.user.update({ where: { id: user.id }, data: { nombre: data.nombre } });
    await tx.userSettings.upsert({ where: { userId: user.id }, create: { userId: user.id, telefono }, update: { telefono } });
    await audit(tx, {
      actorId: user.id,
      action: 'perfil.update',
      entity: 'user',
      entityId: user.id,
      details: { nombre: data.nombre, telefono },
      ip: actor.ip,
    });
    return row;
  });
  sessions.forgetUser(user.id);
  return perfilOf(db, updated, clock.now());
}

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
  if (data.email === user.email) throw fail.badRequest(MSG.emailChangeSame);
  const attempt = await beginPasswordAttempt(db, user.email, ip);
  if (!(await verifyPassword(user.passwordHash, data.password))) throw fail.badRequest(MSG.currentPasswordWrong);
  await attempt.succeeded();
  await enforceEmailChangeQuota(db, user.id, data.email, ip);
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
    if (isUniqueViolation(error)) throw fail.conflict(MSG.emailTaken);
    throw error;
  }
  await deps.jobs.send(tx, 'mail.send', mails.emailChangedNotice(before.email, before.nombre, pending.email));
  return result;
}

export async function listSessions({ db, clock }: Deps, { user, session }: Actor) {
  const rows = await db.session.findMany({
    where: { userId: user.id, expiresAt: { gt: clock.now() } },
    orderBy: [{ lastUsedAt: 'desc' }, { id: 'asc' }],
  });
  return rows.map((row) => ({
    actual: row.id === session.id,
    creadaEn: row.createdAt.toISOString(),
    ultimoUso: row.lastUsedAt.toISOString(),
    expiraEn: row.expiresAt.toISOString(),
    ...dispositivoDe(row.userAgent),
  }));
}

/** "Cerrar las demás": every session of the person but the one making the request. */
export async function closeOtherSessions({ db, sessions }: Deps, { user, session, ip }: Actor): Promise<number> {
  const cerradas = await invalidateUserSessions(db, sessions, user.id, session.id);
  await audit(db, {
    actorId: user.id,
    action: 'auth.other_sessions_closed',
    entity: 'user',
    entityId: user.id,
    details: { cerradas },
    ip,
  });
  return cerradas;
}

export async function getPreferencias({ db }: Deps, { user }: Actor): Promise<Preferencias> {
  return preferenciasOf(await db.userSettings.findUnique({ where: { userId: user.id } }));
}

export async function updatePreferencias(
  { db }: Deps,
  actor: Actor,
  data: z.output<typeof preferenciasUpdateInput>,
): Promise<Preferencias> {
  const columns = { notifAnuncios: data.anuncios, notifPagos: data.pagos, notifPqrs: data.pqrs, notifAsambleas: data.asambleas };
  const row = await db.$transaction(async (tx) => {
    const saved = await tx.userSettings.upsert({
      where: { userId: actor.user.id },
      create: { userId: actor.user.id, ...columns },
      update: columns,
    });
    await audit(tx, {
      actorId: actor.user.id,
      action: 'perfil.preferencias',
      entity: 'user',
      entityId: actor.user.id,
      details: data,
      ip: actor.ip,
    });
    return saved;
  });
  return preferenciasOf(row);
}

/** Without a settings row, every notification is on (the columns' defaults). */
function preferenciasOf(
  row: { notifAnuncios: boolean; notifPagos: boolean; notifPqrs: boolean; notifAsambleas: boolean } | null,
): Preferencias {
  return {
    anuncios: row?.notifAnuncios ?? true,
    pagos: row?.notifPagos ?? true,
    pqrs: row?.notifPqrs ?? true,
    asambleas: row?.notifAsambleas ?? true,
  };
}

async function perfilOf(db: DbClient, user: User, now: Date): Promise<Perfil> {
  const [settings, pending] = await Promise.all([
    db.userSettings.findUnique({ where: { userId: user.id }, select: { telefono: true } }),
    db.oneTimeToken.findFirst({
      where: { userId: user.id, purpose: 'email_change', usedAt: null, expiresAt: { gt: now } },
      orderBy: { createdAt: 'desc' },
      select: { email: true },
    }),
  ]);
  return {
    nombre: user.nombre,
    email: user.email,
    telefono: settings?.telefono ?? null,
    tipo_documento: user.tipoDocumento,
    numero_documento: user.numeroDocumento,
    emailPendiente: pending?.email ?? null,
  };
}
