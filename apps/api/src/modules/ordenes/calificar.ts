// The owner who filed the PQRS rates the work once the administration verified it, once.

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { loadOrdenAccess } from './access.ts';
import { leerConfiguracion } from './configuracion.ts';
import { ordenFila } from './fila.ts';

export async function calificarOrden(deps: Deps, actor: Actor, id: string, calificacion: number, comentario: string | undefined) {
  const { ph, relacion, acciones } = await loadOrdenAccess(deps.db, actor.user, id);
  if (!relacion.solicitantePqrs) throw fail.forbidden('SIN_ACCESO');
  if (!acciones.includes('calificar')) throw fail.conflict('ORDEN_NO_CALIFICABLE');
  const config = await leerConfiguracion(deps.db, ph.id);
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.ordenTrabajo.updateMany({
      where: { id, calificacion: null },
      data: { calificacion, comentarioCalificacion: comentario ?? null, updatedAt: deps.clock.now() },
    });
    if (count === 0) throw fail.conflict('ORDEN_NO_CALIFICABLE');
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: 'orden.calificar',
      entity: 'orden',
      entityId: id,
      details: { calificacion },
      ip: actor.ip,
    });
    return { orden: await ordenFila(tx, id), aprobacionesRequeridas: config.aprobacionesRequeridas };
  });
}
