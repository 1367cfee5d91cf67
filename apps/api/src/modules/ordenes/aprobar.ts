// A consejo member decides once on an orden over the threshold (art. 55 Ley 675: the consejo oversees
// the administración; the complex fixes how many members must approve). Once the approvals reach the
// number required the orden may be assigned. A rejection is recorded with its reason: the orden stays
// waiting, and the administration re-estimates or cancels it.
import { type DecisionAprobacion } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail, isUniqueViolation } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { hechosDe, loadOrdenAccess } from './access.ts';
import { leerConfiguracion } from './configuracion.ts';
import { ordenFila } from './fila.ts';

export async function decidirOrden(
  deps: Deps,
  actor: Actor,
  id: string,
  decision: DecisionAprobacion,
  comentario: string | undefined,
) {
  const { orden, ph, relacion, acciones } = await loadOrdenAccess(deps.db, actor.user, id);
  if (!relacion.access.aprobar) throw fail.forbidden('SIN_ACCESO');
  if (!acciones.includes('aprobar')) {
    const hechos = hechosDe(actor.user, orden);
    throw fail.conflict(hechos.yaDecidio ? 'ORDEN_YA_DECIDIDA' : 'ORDEN_NO_REQUIERE_APROBACION');
  }
  const config = await leerConfiguracion(deps.db, ph.id);
  const ahora = deps.clock.now();
  try {
    return await deps.db.$transaction(async (tx) => {
      await tx.ordenAprobacion.create({
        data: { ordenId: id, userId: actor.user.id, decision, comentario: comentario ?? null, createdAt: ahora },
      });
      const aprobadas = await tx.ordenAprobacion.count({ where: { ordenId: id, decision: 'aprobada' } });
      if (aprobadas >= config.aprobacionesRequeridas)
        await tx.ordenTrabajo.updateMany({ where: { id, aprobadaEn: null }, data: { aprobadaEn: ahora, updatedAt: ahora } });
      await audit(tx, {
        actorId: actor.user.id,
        phId: ph.id,
        action: `orden.${decision}`,
        entity: 'orden',
        entityId: id,
        details: { decision, comentario: comentario ?? null, aprobadas, requeridas: config.aprobacionesRequeridas },
        ip: actor.ip,
      });
      return { orden: await ordenFila(tx, id), aprobacionesRequeridas: config.aprobacionesRequeridas };
    });
  } catch (error) {
    // The same member twice at once: the unique (orden, member) keeps one decision.
    if (isUniqueViolation(error)) throw fail.conflict('ORDEN_YA_DECIDIDA');
    throw error;
  }
}
