// Removing a role from a person (issue 25: leaving means leaving). Roles are read on every request, so
// a removed portero, proveedor or consejo member loses every read at once; an owner or resident also
// loses their unit links; their calendar keys rotate and the visitor authorisations they may no longer
// give are revoked. The change is announced to open streams by the database (trigger on user_roles and
// residentes → 'u:<id>' on horizonte_sesiones).
import type { Rol } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import type { Actor } from '../access/actor.ts';
import { revokeRole } from '../access/grants.ts';
import { tiposForRol } from '../residentes/links.ts';
import { alSalirDelConjunto } from '../residentes/salida.ts';
import { assertMayRemove, gestionDeMiembros } from './access.ts';
import { administradoresBloqueados } from './sql.ts';

export async function retirarRol(
  { db, clock }: Deps,
  actor: Actor,
  phId: string,
  userId: string,
  rol: Rol,
  motivo: string,
): Promise<void> {
  const { ph, roles } = await gestionDeMiembros(db, actor.user, phId);
  await db.$transaction(async (tx) => {
    const administradores = await administradoresBloqueados(tx, ph.id);
    const held = await tx.userRole.findUnique({ where: { userId_phId_rol: { userId, phId: ph.id, rol } } });
    assertMayRemove(actor.user, roles, rol, held !== null, administradores);
    const links =
      rol === 'propietario' || rol === 'residente'
        ? await tx.residente.deleteMany({ where: { userId, tipo: { in: tiposForRol(rol) }, apartamento: { phId: ph.id } } })
        : { count: 0 };
    await revokeRole(tx, userId, ph.id, rol);
    await alSalirDelConjunto(tx, ph.id, userId, clock.now());
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: 'miembro.retirar_rol',
      entity: 'user',
      entityId: userId,
      details: { rol, motivo, vinculosRetirados: links.count },
      ip: actor.ip,
    });
  });
}
