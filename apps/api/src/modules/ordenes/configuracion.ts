// The complex's maintenance settings: the amount over which an orden needs the consejo, how many of its
// members must approve, and how many days ahead a plan opens its orden. Admin writes, readers read.
import { CONFIGURACION_MANTENIMIENTO_INICIAL, type ConfiguracionMantenimientoData } from '@horizonte/contracts';
import type { DbClient, Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import type { Actor } from '../access/actor.ts';
import { requireMantenimiento } from './access.ts';

export interface Configuracion extends ConfiguracionMantenimientoData {
  actualizadoEn: string | null;
}

/** The complex's settings, or the defaults when it never set them. */
export async function leerConfiguracion(db: DbClient | Prisma.TransactionClient, phId: string): Promise<Configuracion> {
  const row = await db.mantenimientoConfiguracion.findUnique({ where: { phId } });
  if (!row) return { ...CONFIGURACION_MANTENIMIENTO_INICIAL, actualizadoEn: null };
  return {
    umbralAprobacion: row.umbralAprobacion === null ? null : Number(row.umbralAprobacion),
    aprobacionesRequeridas: row.aprobacionesRequeridas,
    diasAnticipacion: row.diasAnticipacion,
    actualizadoEn: row.updatedAt.toISOString(),
  };
}

export async function getConfiguracion(deps: Deps, actor: Actor, phId: string): Promise<Configuracion> {
  await requireMantenimiento(deps.db, actor.user, phId, 'read');
  return leerConfiguracion(deps.db, phId);
}

export async function updateConfiguracion(
  deps: Deps,
  actor: Actor,
  phId: string,
  data: ConfiguracionMantenimientoData,
): Promise<Configuracion> {
  const { ph } = await requireMantenimiento(deps.db, actor.user, phId, 'manage');
  const ahora = deps.clock.now();
  const valores = {
    umbralAprobacion: data.umbralAprobacion === null ? null : BigInt(data.umbralAprobacion),
    aprobacionesRequeridas: data.aprobacionesRequeridas,
    diasAnticipacion: data.diasAnticipacion,
    updatedAt: ahora,
  };
  return deps.db.$transaction(async (tx) => {
    await tx.mantenimientoConfiguracion.upsert({ where: { phId: ph.id }, create: { phId: ph.id, ...valores }, update: valores });
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: 'mantenimiento.configuracion',
      entity: 'ph',
      entityId: ph.id,
      details: { ...data },
      ip: actor.ip,
    });
    return leerConfiguracion(tx, ph.id);
  });
}
