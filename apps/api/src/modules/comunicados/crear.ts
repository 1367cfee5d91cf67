// Publishing a comunicado (optionally mailed through the queue, comunicados.envio).
import type { Audiencia } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import type { Actor } from '../access/actor.ts';
import { notificar } from '../notificaciones/notificar.ts';
import { gestionDeComunicados } from './access.ts';
import { guardarAudiencia, type AudienciaGuardada } from './audiencia.ts';
import { destinatariosSql } from './destinatarios.ts';

export interface ComunicadoData {
  titulo: string;
  cuerpo: string;
  audiencia: Audiencia;
  enviarEmail: boolean;
  obligatorio: boolean;
  fijado: boolean;
}

export const COMUNICADO_INCLUDE = { autor: { select: { id: true, nombre: true } } } as const;

export async function crearComunicado(deps: Deps, actor: Actor, phId: string, data: ComunicadoData) {
  const ph = await gestionDeComunicados(deps.db, actor.user, phId);
  const ahora = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    const comunicado = await tx.comunicado.create({
      data: {
        phId,
        autorId: actor.user.id,
        titulo: data.titulo,
        cuerpo: data.cuerpo,
        audiencia: guardarAudiencia(data.audiencia),
        enviarEmail: data.enviarEmail,
        obligatorio: data.obligatorio,
        fijado: data.fijado,
        createdAt: ahora,
      },
      include: COMUNICADO_INCLUDE,
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId,
      action: 'comunicado.create',
      entity: 'comunicado',
      entityId: comunicado.id,
      ip: actor.ip,
    });
    await notificar(deps, tx, {
      destinatarios: destinatariosSql(phId, comunicado.audiencia as AudienciaGuardada),
      phId,
      tipo: 'comunicado_publicado',
      excepto: actor.user.id,
      titulo: `Nuevo comunicado: ${data.titulo}`,
      // The bell shows plain text: the markdown's marks out.
      cuerpo: data.cuerpo.replace(/[*_#>`]+/g, ''),
      enlace: `/ph/${ph.identificador}/{rol}/comunicados`,
    });
    if (data.enviarEmail) await deps.jobs.send(tx, 'comunicados.envio', { comunicadoId: comunicado.id });
    return comunicado;
  });
}
