// A resident record linked to an account carries a role in the property: propietario for owners,
// residente for everyone else. The role lives as long as at least one such link does.
import type { Rol, TipoResidente } from '@horizonte/contracts';
import type { Prisma } from '@horizonte/db';

import { revokeRole } from '../access/grants.ts';

export function rolForTipo(tipo: TipoResidente): 'propietario' | 'residente' {
  return tipo === 'propietario' ? 'propietario' : 'residente';
}

export function tipoForRol(rol: Rol): TipoResidente {
  return rol === 'propietario' ? 'propietario' : 'residente';
}

/** The link tipos that carry a role: propietario for owners, arrendatario and residente for residents. */
export function tiposForRol(rol: 'propietario' | 'residente'): TipoResidente[] {
  return rol === 'propietario' ? ['propietario'] : ['arrendatario', 'residente'];
}

/** After links were removed: drop each role that no remaining link in the property carries. */
export async function releaseLinkRoles(
  tx: Prisma.TransactionClient,
  phId: string,
  removed: { userId: string | null; tipo: TipoResidente }[],
): Promise<void> {
  for (const link of removed) {
    if (!link.userId) continue;
    const rol = rolForTipo(link.tipo);
    const remaining = await tx.residente.count({
      where: { userId: link.userId, tipo: { in: tiposForRol(rol) }, apartamento: { phId } },
    });
    if (remaining === 0) await revokeRole(tx, link.userId, phId, rol);
  }
}
