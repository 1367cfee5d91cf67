import { columns, expr, Prisma, readRows, select } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { paquetesPendientesSql } from '../porteria/paquetes.ts';
import { pqrsDeLaCampanaSql } from '../pqrs/campana.ts';
import { lectorConRoles } from './access.ts';
import { noLeidosSql } from './sql.ts';

/**
 * The header bell: unread comunicados addressed to the caller, their answered PQRS, their units'
 * packages at the gate and the PQRS waiting for them — one statement after the guard, whose roles
 * decide which counts apply.
 */
export async function notificaciones(deps: Deps, actor: Actor, phId: string) {
  const { miembro, roles } = await lectorConRoles(deps.db, actor, phId);
  const columnas = columns(
    expr<{ comunicadosNoLeidos: number }>(Prisma.sql`${noLeidosSql(phId, actor.user.id, miembro)} AS "comunicadosNoLeidos"`),
    expr<{ paquetesPendientes: number }>(Prisma.sql`${paquetesPendientesSql(actor.user.id, phId)} AS "paquetesPendientes"`),
    pqrsDeLaCampanaSql(actor.user, roles, phId),
  );
  const [cuentas] = await readRows(deps.db, select(columnas, Prisma.empty));
  const { comunicadosNoLeidos, pqrsRespondidas, paquetesPendientes, pqrsPorAtender, pqrsAsignadas } = cuentas!;
  return {
    comunicadosNoLeidos,
    pqrsRespondidas,
    paquetesPendientes,
    pqrsPorAtender,
    pqrsAsignadas,
    total: comunicadosNoLeidos + pqrsRespondidas + paquetesPendientes + pqrsPorAtender + pqrsAsignadas,
  };
}
