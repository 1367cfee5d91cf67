// PUT /ordenes/{id}/estado: one step of the orden's life (policy ORDEN_TRANSICIONES). An illegal step
// is 409; a legal one by the wrong person 403 (accionesOrden); an orden waiting for the consejo is not
// assigned (409). The step is written only if the orden is still where the caller saw it, with its
// event, audit and mails in the same transaction.
import {
  accionDeTransicion,
  ESTADO_ORDEN_LABELS,
  ordenHecha,
  type AccionDeEstadoOrden,
  type OrdenEstadoData,
} from '@horizonte/contracts';
import type { Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { hechosDe, loadOrdenAccess } from './access.ts';
import { avisarProveedor, avisarSolicitante, avisarTerminada } from './avisos.ts';
import { leerConfiguracion } from './configuracion.ts';
import { ordenFila, proveedorDelConjunto } from './fila.ts';

/** What each step writes besides the estado. */
function cambiosDe(accion: AccionDeEstadoOrden, data: OrdenEstadoData, ahora: Date): Prisma.OrdenTrabajoUncheckedUpdateManyInput {
  switch (accion) {
    case 'asignar':
      return { proveedorId: data.proveedorId, asignadaEn: ahora };
    case 'desasignar':
      return { proveedorId: null, asignadaEn: null };
    case 'iniciar':
      return { iniciadaEn: ahora };
    case 'terminar':
      return {
        terminadaEn: ahora,
        notaCierre: data.nota ?? null,
        ...(data.costoReal !== undefined ? { costoReal: data.costoReal } : {}),
      };
    case 'verificar':
      return { verificadaEn: ahora };
    case 'devolver':
      return { terminadaEn: null };
    case 'cancelar':
      return { canceladaEn: ahora, motivoCancelacion: data.motivo };
  }
}

export async function cambiarEstadoOrden(deps: Deps, actor: Actor, id: string, data: OrdenEstadoData) {
  const { orden, ph, relacion, acciones } = await loadOrdenAccess(deps.db, actor.user, id);
  if (!relacion.access.manage && !relacion.proveedorAsignado) throw fail.forbidden('SIN_ACCESO');
  const accion = accionDeTransicion(orden.estado, data.estado);
  if (!accion)
    throw fail.conflict('ORDEN_TRANSICION_INVALIDA', ESTADO_ORDEN_LABELS[orden.estado], ESTADO_ORDEN_LABELS[data.estado]);
  if (!acciones.includes(accion)) {
    if (accion === 'asignar' && relacion.access.manage && hechosDe(actor.user, orden).pendienteAprobacion)
      throw fail.conflict('ORDEN_PENDIENTE_DE_APROBACION');
    throw fail.forbidden('SIN_ACCESO');
  }
  if (accion === 'asignar') await proveedorDelConjunto(deps.db, ph.id, data.proveedorId!);
  const config = await leerConfiguracion(deps.db, ph.id);
  const ahora = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.ordenTrabajo.updateMany({
      where: { id, estado: orden.estado },
      data: { ...cambiosDe(accion, data, ahora), estado: data.estado, updatedAt: ahora },
    });
    if (count === 0)
      throw fail.conflict('ORDEN_TRANSICION_INVALIDA', ESTADO_ORDEN_LABELS[orden.estado], ESTADO_ORDEN_LABELS[data.estado]);
    await tx.ordenEvento.create({
      data: {
        ordenId: id,
        actorId: actor.user.id,
        desde: orden.estado,
        hacia: data.estado,
        nota: data.motivo ?? data.nota ?? null,
        createdAt: ahora,
      },
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: `orden.${accion}`,
      entity: 'orden',
      entityId: id,
      details: { desde: orden.estado, hacia: data.estado, ...data },
      ip: actor.ip,
    });
    const updated = await ordenFila(tx, id);
    if (accion === 'asignar') await avisarProveedor(deps, tx, ph, updated);
    if (ordenHecha(data.estado) && accion !== 'devolver') await avisarSolicitante(deps, tx, ph, updated);
    if (accion === 'terminar') await avisarTerminada(deps, tx, ph, updated, actor.user.id);
    return { orden: updated, aprobacionesRequeridas: config.aprobacionesRequeridas };
  });
}
