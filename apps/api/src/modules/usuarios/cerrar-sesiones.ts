// Ends every session of the person at once (every process forgets them: session-cache.ts).
import { PLATAFORMA_USUARIOS_MSG } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { cuentaBloqueadaParaCambio, requireUsuarios } from './access.ts';
import { auditarCuenta } from './auditar.ts';

export async function cerrarSesiones({ db, sessions }: Deps, actor: Actor, id: string, motivo: string): Promise<string> {
  requireUsuarios(actor, 'cerrarSesiones');
  const cerradas = await db.$transaction(async (tx) => {
    await cuentaBloqueadaParaCambio(tx, id);
    const { count } = await tx.session.deleteMany({ where: { userId: id } });
    await auditarCuenta(tx, actor, id, 'cerrar_sesiones', motivo, { antes: { sesiones: count }, despues: { sesiones: 0 } });
    return count;
  });
  sessions.forgetUser(id);
  return PLATAFORMA_USUARIOS_MSG.sesionesCerradas(cerradas);
}
