// A password-reset link to the person's own address: the forgot-password job (auth.password-reset-link).
import { PLATAFORMA_USUARIOS_MSG } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { cuenta, requireUsuarios } from './access.ts';
import { auditarCuenta } from './auditar.ts';
import { limitarCorreos } from './correos.ts';

export async function restablecerClave({ db, jobs }: Deps, actor: Actor, id: string, motivo: string): Promise<string> {
  requireUsuarios(actor, 'restablecerClave');
  const user = await cuenta(db, id);
  await limitarCorreos(db, id, actor);
  await db.$transaction(async (tx) => {
    await jobs.send(tx, 'auth.password-reset-link', { email: user.email, ip: actor.ip });
    await auditarCuenta(tx, actor, id, 'restablecer_clave', motivo);
  });
  return PLATAFORMA_USUARIOS_MSG.restablecimientoEnviado;
}
