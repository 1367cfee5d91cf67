// Opening an orden by hand (the administration) or from a PQRS (linked both ways: the PQRS shows its
// orden). One over the complex's threshold waits for the consejo, which is mailed at once.
import { requiereAprobacion, type PrioridadOrden } from '@horizonte/contracts';
import type { PH } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail, isUniqueViolation } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { requirePqrsManager } from '../pqrs/access.ts';
import { registrarEvento } from '../pqrs/eventos.ts';
import { dateOf } from '../pqrs/output.ts';
import { abrirOrden } from './abrir.ts';
import { requireMantenimiento } from './access.ts';
import { avisarConsejo } from './avisos.ts';
import { leerConfiguracion } from './configuracion.ts';
import { activoDelConjunto, ordenFila } from './fila.ts';

export interface OrdenData {
  titulo: string;
  descripcion?: string | null;
  prioridad: PrioridadOrden;
  activoId?: string | null;
  fechaLimite?: string | null;
  costoEstimado?: number | null;
}

async function abrir(deps: Deps, actor: Actor, ph: PH, data: OrdenData, pqrsId: string | null) {
  await activoDelConjunto(deps.db, ph.id, data.activoId);
  const config = await leerConfiguracion(deps.db, ph.id);
  const costoEstimado = data.costoEstimado ?? null;
  const necesitaConsejo = requiereAprobacion(costoEstimado, config.umbralAprobacion);
  return deps.db.$transaction(async (tx) => {
    const orden = await abrirOrden(tx, deps.clock.now(), {
      phId: ph.id,
      titulo: data.titulo,
      descripcion: data.descripcion ?? null,
      prioridad: data.prioridad,
      activoId: data.activoId ?? null,
      pqrsId,
      fechaLimite: data.fechaLimite ? dateOf(data.fechaLimite) : null,
      costoEstimado,
      requiereAprobacion: necesitaConsejo,
      creadoPorId: actor.user.id,
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: pqrsId ? 'orden.desde-pqrs' : 'orden.create',
      entity: 'orden',
      entityId: orden.id,
      details: { numero: orden.numero, costoEstimado, requiereAprobacion: necesitaConsejo, pqrsId },
      ip: actor.ip,
    });
    // The PQRS's timeline says it, so its filer sees the work start (the link both ways).
    if (pqrsId)
      await registrarEvento(tx, {
        pqrsId,
        actorId: actor.user.id,
        tipo: 'comentario',
        texto: `Se abrió la orden de trabajo N.º ${orden.numero}`,
        at: orden.createdAt,
      });
    if (necesitaConsejo) await avisarConsejo(deps, tx, ph, orden, config.aprobacionesRequeridas);
    return { orden: await ordenFila(tx, orden.id), aprobacionesRequeridas: config.aprobacionesRequeridas };
  });
}

export async function crearOrden(deps: Deps, actor: Actor, phId: string, data: OrdenData) {
  const { ph } = await requireMantenimiento(deps.db, actor.user, phId, 'manage');
  return abrir(deps, actor, ph, data, null);
}

/** POST /pqrs/{id}/orden: the administration turns a PQRS into work; one orden per PQRS. */
export async function crearOrdenDesdePqrs(deps: Deps, actor: Actor, pqrsId: string, data: Partial<OrdenData>) {
  const { pqrs, ph } = await requirePqrsManager(deps.db, actor.user, pqrsId);
  await requireMantenimiento(deps.db, actor.user, ph.id, 'manage');
  if (await deps.db.ordenTrabajo.count({ where: { pqrsId } })) throw fail.conflict('PQRS_CON_ORDEN');
  try {
    return await abrir(
      deps,
      actor,
      ph,
      {
        ...data,
        titulo: data.titulo ?? pqrs.asunto.slice(0, 200),
        descripcion: data.descripcion ?? pqrs.descripcion,
        prioridad: data.prioridad ?? 'media',
      },
      pqrs.id,
    );
  } catch (error) {
    // Two requests at once: the unique pqrs_id keeps one orden.
    if (isUniqueViolation(error)) throw fail.conflict('PQRS_CON_ORDEN');
    throw error;
  }
}
