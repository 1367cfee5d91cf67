// The board: every orden of the complex for its maintenance readers; for a person with the proveedor
// role, only the órdenes of the Proveedor linked to them; anyone else 403 (residents follow their
// PQRS's orden from the PQRS).
import { mayOnMantenimiento, veOrdenesDeSuProveedor, type EstadoOrden } from '@horizonte/contracts';
import type { Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import { pageOf, type PageInput } from '../../lib/paginate.ts';
import type { Actor } from '../access/actor.ts';
import { propertyAccess } from '../access/guards.ts';
import { accionesDe } from './access.ts';
import { leerConfiguracion } from './configuracion.ts';
import { ORDEN_INCLUDE } from './output.ts';

export interface OrdenFiltro extends PageInput {
  estado?: EstadoOrden;
}

export async function listarOrdenes(deps: Deps, actor: Actor, phId: string, filtro: OrdenFiltro) {
  const { ph, roles } = await propertyAccess(deps.db, actor.user, phId);
  const where: Prisma.OrdenTrabajoWhereInput = { phId: ph.id, ...(filtro.estado ? { estado: filtro.estado } : {}) };
  if (!mayOnMantenimiento(actor.user.platformRole, roles, 'read')) {
    if (!veOrdenesDeSuProveedor(roles)) throw fail.forbidden('SIN_ACCESO');
    where.proveedor = { userId: actor.user.id };
  }
  const [total, rows, config] = await Promise.all([
    deps.db.ordenTrabajo.count({ where }),
    deps.db.ordenTrabajo.findMany({
      where,
      include: ORDEN_INCLUDE,
      orderBy: [{ numero: 'desc' }],
      ...pageOf(filtro),
    }),
    leerConfiguracion(deps.db, ph.id),
  ]);
  return {
    total,
    ordenes: rows.map((orden) => ({ orden, acciones: accionesDe(actor.user, roles, orden) })),
    aprobacionesRequeridas: config.aprobacionesRequeridas,
  };
}
