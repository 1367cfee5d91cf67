// Registration: an unverified account plus a verification mail.
import type { z } from 'zod';

import { type registerInput } from '@horizonte/contracts';
import type { Database } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail, isUniqueViolation } from '../../lib/errors.ts';
import { hashNewPassword } from '../../lib/password.ts';
import type { Requester } from '../access/actor.ts';
import { enforceRegisterQuota } from './throttle.ts';
import { queueVerificationMail } from './verification-mail.ts';

type RegisterValues = z.output<typeof registerInput>;

export async function register(deps: Deps, requester: Requester, values: RegisterValues): Promise<void> {
  const { ip } = requester;
  const { db } = deps;
  await enforceRegisterQuota(db, requester, deps.config.registrationsPerHour);
  await assertAvailable(db, values);
  const passwordHash = await hashNewPassword(values.password);
  try {
    // The account, its audit line and its verification mail commit together, or none of them.
    await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          nombre: values.nombre,
          email: values.email,
          tipoDocumento: values.tipo_documento,
          numeroDocumento: values.numero_documento,
          passwordHash,
        },
      });
      await audit(tx, { actorId: user.id, action: 'auth.register', entity: 'user', entityId: user.id, ip });
      await queueVerificationMail(deps, tx, user);
    });
  } catch (error) {
    // Another request registered the same email or document between the check and the insert.
    if (isUniqueViolation(error)) await assertAvailable(db, values);
    throw error;
  }
}

/** 409 with the reason: the email first, then the document. */
async function assertAvailable(db: Database, values: RegisterValues): Promise<void> {
  if (await db.user.findUnique({ where: { email: values.email }, select: { id: true } })) {
    throw fail.conflict('EMAIL_YA_REGISTRADO');
  }
  const byDocument = await db.user.findUnique({
    where: { tipoDocumento_numeroDocumento: { tipoDocumento: values.tipo_documento, numeroDocumento: values.numero_documento } },
    select: { id: true },
  });
  if (byDocument) throw fail.conflict('DOCUMENTO_YA_REGISTRADO');
}
