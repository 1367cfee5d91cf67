// Changing a person's platform role (SUPER_ADMIN only). The platform never loses its last active
// SUPER_ADMIN: every change that could remove one first locks the active SUPER_ADMINs' rows, so two
// concurrent demotions are decided one after the other and the second sees the first.
import { PLATAFORMA_USUARIOS_MSG, quitaUltimoSuperAdmin, type SuperUserRole } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { cuentaBloqueadaParaCambio, requireUsuarios } from './access.ts';
import { auditarCuenta } from './auditar.ts';

export async function cambiarRolPlataforma(
  { db, sessions }: Deps,
  actor: Actor,
  id: string,
  rol: SuperUserRole | null,
  motivo: string,
): Promise<string> {
  requireUsuarios(actor, 'cambiarRolPlataforma');
  await db.$transaction(async (tx) => {
    const activos = await tx.$queryRaw<{ id: string }[]>`
      SELECT u.id FROM users u
      WHERE u.platform_role = 'SUPER_ADMIN' AND NOT EXISTS (SELECT 1 FROM usuario_bloqueos b WHERE b.user_id = u.id)
      ORDER BY u.id FOR UPDATE`;
    const user = await cuentaBloqueadaParaCambio(tx, id);
    if (user.platformRole === rol) throw fail.conflict('ROL_PLATAFORMA_SIN_CAMBIO');
    const otrosActivos = activos.filter((a) => a.id !== id).length;
    if (quitaUltimoSuperAdmin(user.platformRole, rol, otrosActivos)) throw fail.conflict('ULTIMO_SUPER_ADMIN');
    await tx.user.update({ where: { id }, data: { platformRole: rol } });
    await auditarCuenta(tx, actor, id, 'cambiar_rol_plataforma', motivo, {
      antes: { rolPlataforma: user.platformRole },
      despues: { rolPlataforma: rol },
    });
  });
  sessions.forgetUser(id);
  return PLATAFORMA_USUARIOS_MSG.rolActualizado;
}
