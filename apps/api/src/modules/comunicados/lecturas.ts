// Who a comunicado is addressed to, and who has read it (the administration's view).

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { gestionDeComunicados } from './access.ts';
import type { AudienciaGuardada } from './audiencia.ts';
import { destinatarios } from './destinatarios.ts';

export async function lecturasComunicado(deps: Deps, actor: Actor, phId: string, id: string) {
  await gestionDeComunicados(deps.db, actor.user, phId);
  const comunicado = await deps.db.comunicado.findFirst({ where: { id, phId } });
  if (!comunicado) throw fail.notFound('COMUNICADO_NO_ENCONTRADO');
  const [para, lecturas] = await Promise.all([
    destinatarios(deps.db, phId, comunicado.audiencia as AudienciaGuardada),
    deps.db.comunicadoLectura.findMany({
      where: { comunicadoId: id },
      include: { user: { select: { nombre: true } } },
      orderBy: { leidoEn: 'asc' },
    }),
  ]);
  return {
    destinatarios: para.length,
    lecturas: lecturas.map((l) => ({ userId: l.userId, nombre: l.user.nombre, leidoEn: l.leidoEn.toISOString() })),
  };
}
