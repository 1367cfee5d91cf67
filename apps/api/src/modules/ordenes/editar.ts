// The administration corrects an orden still alive: its title, priority, activo, due date or estimate.
// A new estimate is weighed against the threshold again: over it, the orden waits for the consejo
// (mailed) unless the consejo already approved at least that much.
import { requiereAprobacion } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { dateOf } from '../pqrs/output.ts';
import { loadOrdenAccess } from './access.ts';
import { avisarConsejo } from './avisos.ts';
import { leerConfiguracion } from './configuracion.ts';
import type { OrdenData } from './crear.ts';
import { activoDelConjunto, ordenFila } from './fila.ts';

export async function editarOrden(deps: Deps, actor: Actor, id: string, data: Partial<OrdenData>) {
  const { orden, ph, relacion, acciones } = await loadOrdenAccess(deps.db, actor.user, id);
  // A dead orden (verificada, cancelada) is a conflict for its administrators, not a permission.
  if (!acciones.includes('editar'))
    throw relacion.access.manage ? fail.conflict('ORDEN_NO_EDITABLE') : fail.forbidden('SIN_ACCESO');
  await activoDelConjunto(deps.db, ph.id, data.activoId);
  const config = await leerConfiguracion(deps.db, ph.id);
  const cambiaCosto =
    data.costoEstimado !== undefined &&
    (data.costoEstimado ?? null) !== (orden.costoEstimado === null ? null : Number(orden.costoEstimado));
  const nuevoCosto =
    data.costoEstimado === undefined ? orden.costoEstimado : data.costoEstimado === null ? null : BigInt(data.costoEstimado);
  const aprobada = orden.aprobadaEn !== null;
  if (cambiaCosto && aprobada && nuevoCosto !== null && orden.costoEstimado !== null && nuevoCosto > orden.costoEstimado)
    throw fail.conflict('ORDEN_COSTO_APROBADO');
  const necesitaConsejo = cambiaCosto
    ? aprobada || requiereAprobacion(nuevoCosto === null ? null : Number(nuevoCosto), config.umbralAprobacion)
    : orden.requiereAprobacion;
  const avisar = necesitaConsejo && !orden.requiereAprobacion;
  return deps.db.$transaction(async (tx) => {
    const updated = await tx.ordenTrabajo.update({
      where: { id },
      data: {
        ...(data.titulo !== undefined ? { titulo: data.titulo } : {}),
        ...(data.descripcion !== undefined ? { descripcion: data.descripcion } : {}),
        ...(data.prioridad !== undefined ? { prioridad: data.prioridad } : {}),
        ...(data.activoId !== undefined ? { activoId: data.activoId } : {}),
        ...(data.fechaLimite !== undefined ? { fechaLimite: data.fechaLimite ? dateOf(data.fechaLimite) : null } : {}),
        costoEstimado: nuevoCosto,
        requiereAprobacion: necesitaConsejo,
        updatedAt: deps.clock.now(),
      },
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: 'orden.update',
      entity: 'orden',
      entityId: id,
      details: { ...data },
      ip: actor.ip,
    });
    if (avisar) await avisarConsejo(deps, tx, ph, updated, config.aprobacionesRequeridas);
    return { orden: await ordenFila(tx, id), aprobacionesRequeridas: config.aprobacionesRequeridas };
  });
}
