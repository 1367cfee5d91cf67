import type { Deps } from '../../deps.ts';
import { conAutor } from '../../lib/autor.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { lector } from './access.ts';
import { comunicadoLegible } from './sql.ts';

/** Reading a comunicado records the caller's read receipt (first time only). */
export async function leerComunicado(deps: Deps, actor: Actor, id: string) {
  const found = await deps.db.comunicado.findFirst({ where: { id, ph: { deletedAt: null } }, select: { phId: true } });
  if (!found) throw fail.notFound('COMUNICADO_NO_ENCONTRADO');
  const miembro = await lector(deps.db, actor, found.phId);
  const fila = await comunicadoLegible(deps.db, found.phId, miembro, actor.user.id, id);
  if (!fila) throw fail.forbidden('SIN_ACCESO');
  await deps.db.comunicadoLectura.upsert({
    where: { comunicadoId_userId: { comunicadoId: id, userId: actor.user.id } },
    create: { comunicadoId: id, userId: actor.user.id, leidoEn: deps.clock.now() },
    update: {},
  });
  return conAutor(fila);
}
