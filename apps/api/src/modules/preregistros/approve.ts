// Approving a pre-registration grants the role to an existing verified account, or invites the email
// when there is none; with a unit, the person joins that unit's directory and is invited to the role on
// it. Either way the person is mailed (queued in the same transaction as the decision).
import type { z } from 'zod';

import { DEFAULT_PERMISOS, type preregistroApproveInput, type Rol } from '@horizonte/contracts';
import type { PH, Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail, isUniqueViolation } from '../../lib/errors.ts';
import { mails } from '../../lib/mail/templates.ts';
import type { Actor } from '../access/actor.ts';
import { grantRole } from '../access/grants.ts';
import { invitationUrl, issueInvitation } from '../invitations/issue.ts';
import { tipoForRol } from '../residentes/links.ts';
import { assertRolDeUnidad, decidingProperty } from './access.ts';
import { decide } from './decide.ts';
import type { PreregistroWithDecider } from './output.ts';

export type ApproveOptions = Pick<z.output<typeof preregistroApproveInput>, 'apartamentoId' | 'rol'>;

export async function approvePreregistro(
  deps: Deps,
  actor: Actor,
  phId: string,
  preId: string,
  options: ApproveOptions = {},
): Promise<PreregistroWithDecider> {
  const { db, jobs, config, clock } = deps;
  const ph = await decidingProperty(db, actor.user, phId);
  if (options.apartamentoId) {
    const unit = await db.apartamento.findFirst({ where: { id: options.apartamentoId, phId }, select: { id: true } });
    if (!unit) throw fail.notFound('APARTAMENTO_NO_ENCONTRADO');
  }
  try {
    return await db.$transaction(async (tx) => {
      const now = clock.now();
      const preregistro = await decide(tx, actor, ph, preId, { status: 'aprobado' }, now);
      const rol = options.rol ?? preregistro.rolDeseado;
      let link = `${config.appUrl}/ph/${encodeURIComponent(ph.identificador)}`;
      let invited = true;
      if (options.apartamentoId) {
        link = await inviteToUnit(tx, actor, ph, preregistro, rol, options.apartamentoId, now, config.appUrl);
      } else {
        // Only an account that proved control of the email gets the role at once; anyone else gets an
        // invitation to that email (an unverified account holding it may be someone else's).
        const account = await tx.user.findFirst({
          where: { email: preregistro.email, emailVerifiedAt: { not: null } },
          select: { id: true },
        });
        if (account) {
          await grantRole(tx, account.id, ph.id, rol);
          invited = false;
        } else {
          const { token } = await issueInvitation(tx, { ph, email: preregistro.email, rol, createdById: actor.user.id, now });
          link = invitationUrl(config.appUrl, ph, token);
        }
      }
      await audit(tx, {
        actorId: actor.user.id,
        phId,
        action: 'preregistro.approve',
        entity: 'preregistro',
        entityId: preId,
        details: { invited, rol, apartamentoId: options.apartamentoId ?? null },
        ip: actor.ip,
      });
      await jobs.send(tx, 'mail.send', mails.preregistroApproved(preregistro.email, preregistro.nombre, ph.nombre, link));
      return preregistro;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.conflict('RESIDENTE_YA_REGISTRADO');
    throw error;
  }
}

/**
 * The approved person joins the unit's directory (not linked) and gets an invitation to the role on
 * that unit: accepting it (which proves control of the email) links the record and grants the role,
 * as for a person the administrator adds by hand. Returns the invitation link for the approval mail.
 */
async function inviteToUnit(
  tx: Prisma.TransactionClient,
  actor: Actor,
  ph: PH,
  preregistro: PreregistroWithDecider,
  rol: Rol,
  apartamentoId: string,
  now: Date,
  appUrl: string,
): Promise<string> {
  assertRolDeUnidad(rol);
  const residente = await tx.residente.create({
    data: {
      apartamentoId,
      nombre: preregistro.nombre,
      tipoDocumento: preregistro.tipoDocumento,
      numeroDocumento: preregistro.numeroDocumento,
      email: preregistro.email,
      tipo: tipoForRol(rol),
      permisos: [...DEFAULT_PERMISOS],
    },
  });
  await audit(tx, {
    actorId: actor.user.id,
    phId: ph.id,
    action: 'residente.create',
    entity: 'residente',
    entityId: residente.id,
    details: { preregistroId: preregistro.id },
    ip: actor.ip,
  });
  const { token } = await issueInvitation(tx, {
    ph,
    email: preregistro.email,
    rol,
    apartamentoId,
    createdById: actor.user.id,
    now,
  });
  return invitationUrl(appUrl, ph, token);
}
