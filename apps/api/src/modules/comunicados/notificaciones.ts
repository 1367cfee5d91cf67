import { readRows } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { countSql } from '../../lib/sql-page.ts';
import type { Actor } from '../access/actor.ts';
import { paquetesPendientes } from '../porteria/paquetes.ts';
import { pqrsDeLaCampana } from '../pqrs/campana.ts';
import { lector } from './access.ts';
import { comunicadosLista } from './sql.ts';

/** The header bell: unread comunicados addressed to the caller, their answered PQRS, their units' packages at the gate and the PQRS waiting for them. */
export async function notificaciones(deps: Deps, actor: Actor, phId: string) {
  const miembro = await lector(deps.db, actor, phId);
  const [[comunicados], pqrsRespondidas, pendientes, { pqrsPorAtender, pqrsAsignadas }] = await Promise.all([
    readRows(deps.db, countSql(comunicadosLista(phId, actor.user.id, miembro))),
    deps.db.pqrs.count({ where: { phId, solicitanteId: actor.user.id, estado: 'respondida' } }),
    paquetesPendientes(deps.db, actor.user.id, phId),
    pqrsDeLaCampana(deps.db, actor.user, phId),
  ]);
  const comunicadosNoLeidos = comunicados!.noLeidos;
  return {
    comunicadosNoLeidos,
    pqrsRespondidas,
    paquetesPendientes: pendientes,
    pqrsPorAtender,
    pqrsAsignadas,
    total: comunicadosNoLeidos + pqrsRespondidas + pendientes + pqrsPorAtender + pqrsAsignadas,
  };
}
