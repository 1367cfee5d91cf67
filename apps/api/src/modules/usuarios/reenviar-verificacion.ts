// A new verification link for someone whose email is still unverified: the same job the login screen's
// «reenviar» uses (auth.verification-link), enqueued with its audit entry.
import { PLATAFORMA_USUARIOS_MSG } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { cuenta, requireUsuarios } from './access.ts';
import { auditarCuenta } from './auditar.ts';
import { limitarCorreos } from './correos.ts';

export async function reenviarVerificacion({ db, jobs }: Deps, actor: Actor, id: string, motivo: string): Promise<string> {
  requireUsuarios(actor, 'reenviarVerificacion');
  const user = await cuenta(db, id);
  if (user.emailVerifiedAt) throw fail.conflict('CUENTA_YA_VERIFICADA');
  await limitarCorreos(db, id, actor);
  await db.$transaction(async (tx) => {
    await jobs.send(tx, 'auth.verification-link', { email: user.email });
    await auditarCuenta(tx, actor, id, 'reenviar_verificacion', motivo);
  });
  return PLATAFORMA_USUARIOS_MSG.verificacionEnviada;
}
