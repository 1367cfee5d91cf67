// Public side of an invitation: preview it from the mailed token, then accept it with an existing
// account's password or by registering in the same step.
import type { z } from 'zod';

import { DEFAULT_PERMISOS, type acceptInvitationInput } from '@horizonte/contracts';
import type { Database, Invitation, PH, Prisma, User } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail, isUniqueViolation } from '../../lib/errors.ts';
import { hashNewPassword, verifyPassword } from '../../lib/password.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { Requester } from '../access/actor.ts';
import { grantRole } from '../access/grants.ts';
import { beginPasswordAttempt } from '../auth/throttle.ts';
import { tipoForRol } from '../residentes/links.ts';
import { invitationStatus } from './output.ts';

type AcceptData = z.output<typeof acceptInvitationInput>;

/** The invitation behind a token, when it can still be accepted. */
async function usableInvitation(db: Database, token: string, now: Date): Promise<Invitation & { ph: PH }> {
  const invitation = await db.invitation.findUnique({ where: { tokenHash: hashToken(token) }, include: { ph: true } });
  if (!invitation || invitation.ph.deletedAt) throw fail.notFound('INVITACION_INVALIDA');
  switch (invitationStatus(invitation, now)) {
    case 'aceptada':
      throw fail.conflict('INVITACION_USADA');
    case 'revocada':
      throw fail.badRequest('INVITACION_REVOCADA');
    case 'vencida':
      throw fail.badRequest('INVITACION_VENCIDA');
    default:
      return invitation;
  }
}

export async function previewInvitation({ db, clock }: Deps, token: string) {
  const invitation = await usableInvitation(db, token, clock.now());
  const account = await db.user.findUnique({ where: { email: invitation.email }, select: { id: true } });
  return { invitation, ph: invitation.ph, hasAccount: account !== null };
}

export async function acceptInvitation({ db, clock }: Deps, requester: Requester, data: AcceptData): Promise<PH> {
  const { ip } = requester;
  const now = clock.now();
  const invitation = await usableInvitation(db, data.token, now);
  const existing = await db.user.findUnique({ where: { email: invitation.email } });
  if (existing) {
    // A password check like any other: the same throttle as login, counted before checking.
    const attempt = await beginPasswordAttempt(db, existing.email, requester);
    if (!(await verifyPassword(existing.passwordHash, data.password))) throw fail.badRequest('INVITACION_CONTRASENA_INCORRECTA');
    await attempt.succeeded();
  }
  const newAccount = existing ? undefined : await newAccountData(db, invitation.email, data, now);
  try {
    await db.$transaction(async (tx) => {
      // Claiming the row first makes the token single-use even under concurrent requests.
      const claimed = await tx.invitation.updateMany({
        where: { id: invitation.id, status: 'pendiente', expiresAt: { gt: now } },
        data: { status: 'aceptada', acceptedAt: now },
      });
      if (claimed.count === 0) throw fail.conflict('INVITACION_USADA');
      const user = existing ?? (await tx.user.create({ data: newAccount! }));
      await tx.invitation.update({ where: { id: invitation.id }, data: { acceptedById: user.id } });
      await grantRole(tx, user.id, invitation.phId, invitation.rol);
      if (invitation.apartamentoId) await linkResidente(tx, invitation, user);
      await audit(tx, {
        actorId: user.id,
        phId: invitation.phId,
        action: 'invitation.accept',
        entity: 'invitation',
        entityId: invitation.id,
        ip,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.conflict('DOCUMENTO_YA_REGISTRADO');
    throw error;
  }
  return invitation.ph;
}

/** A new person registers while accepting: the mailed token already proved the email. */
async function newAccountData(db: Database, email: string, data: AcceptData, now: Date): Promise<Prisma.UserCreateInput> {
  if (!data.nombre || !data.tipo_documento || !data.numero_documento) throw fail.badRequest('INVITACION_REGISTRO_INCOMPLETO');
  const sameDocument = await db.user.findUnique({
    where: { tipoDocumento_numeroDocumento: { tipoDocumento: data.tipo_documento, numeroDocumento: data.numero_documento } },
    select: { id: true },
  });
  if (sameDocument) throw fail.conflict('DOCUMENTO_YA_REGISTRADO');
  return {
    nombre: data.nombre,
    email,
    tipoDocumento: data.tipo_documento,
    numeroDocumento: data.numero_documento,
    passwordHash: await hashNewPassword(data.password),
    emailVerifiedAt: now,
  };
}

/** An invitation for a unit makes the person one of its residents (or links the existing record). */
async function linkResidente(tx: Prisma.TransactionClient, invitation: Invitation, user: User): Promise<void> {
  const apartamentoId = invitation.apartamentoId!;
  // The directory record the admin typed for this email, waiting for exactly this acceptance.
  const typed = await tx.residente.findFirst({
    where: { apartamentoId, email: invitation.email, userId: null },
    orderBy: { createdAt: 'asc' },
  });
  if (typed) {
    await tx.residente.update({ where: { id: typed.id }, data: { userId: user.id } });
    return;
  }
  await tx.residente.upsert({
    where: {
      apartamentoId_tipoDocumento_numeroDocumento: {
        apartamentoId,
        tipoDocumento: user.tipoDocumento,
        numeroDocumento: user.numeroDocumento,
      },
    },
    update: { userId: user.id },
    create: {
      apartamentoId,
      userId: user.id,
      nombre: user.nombre,
      tipoDocumento: user.tipoDocumento,
      numeroDocumento: user.numeroDocumento,
      email: user.email,
      tipo: tipoForRol(invitation.rol),
      permisos: [...DEFAULT_PERMISOS],
    },
  });
}
