// Blocking an account: it cannot log in (auth/login.ts) and its sessions end in the same transaction
// (auth/sessions.ts also refuses any session of a blocked account). Unblocking removes the block and
// releases the login limit's hold on the account.
import { PLATAFORMA_USUARIOS_MSG } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { cuentaBloqueadaParaCambio, requireUsuarios } from './access.ts';
import { auditarCuenta } from './auditar.ts';
import { liberarRetenciones } from './sql.ts';

export async function bloquearCuenta({ db, clock, sessions }: Deps, actor: Actor, id: string, motivo: string): Promise<string> {
  requireUsuarios(actor, 'bloquear');
  await db.$transaction(async (tx) => {
    await cuentaBloqueadaParaCambio(tx, id);
    if (id === actor.user.id) throw fail.conflict('NO_PUEDES_BLOQUEARTE');
    if (await tx.usuarioBloqueo.findUnique({ where: { userId: id } })) throw fail.conflict('CUENTA_YA_BLOQUEADA');
    await tx.usuarioBloqueo.create({ data: { userId: id, motivo, bloqueadoPorId: actor.user.id, bloqueadoEn: clock.now() } });
    const { count } = await tx.session.deleteMany({ where: { userId: id } });
    await auditarCuenta(tx, actor, id, 'bloquear', motivo, {
      antes: { bloqueado: false, sesiones: count },
      despues: { bloqueado: true, sesiones: 0 },
    });
  });
  sessions.forgetUser(id);
  return PLATAFORMA_USUARIOS_MSG.cuentaBloqueadaOk;
}

export async function desbloquearCuenta({ db, clock }: Deps, actor: Actor, id: string, motivo: string): Promise<string> {
  requireUsuarios(actor, 'desbloquear');
  await db.$transaction(async (tx) => {
    const user = await cuentaBloqueadaParaCambio(tx, id);
    const { count: bloqueos } = await tx.usuarioBloqueo.deleteMany({ where: { userId: id } });
    const retenciones = await liberarRetenciones(tx, user.email, clock.now());
    if (bloqueos === 0 && retenciones === 0) throw fail.conflict('CUENTA_NO_BLOQUEADA');
    await auditarCuenta(tx, actor, id, 'desbloquear', motivo, {
      antes: { bloqueado: bloqueos > 0, retencionesDeAcceso: retenciones },
      despues: { bloqueado: false, retencionesDeAcceso: 0 },
    });
  });
  return PLATAFORMA_USUARIOS_MSG.cuentaDesbloqueadaOk;
}
