// One orden with its history, the consejo's decisions and its evidence, for whoever may read it.
import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { loadOrdenAccess } from './access.ts';
import { leerConfiguracion } from './configuracion.ts';

export async function consultarOrden(deps: Deps, actor: Actor, id: string) {
  const { orden, acciones } = await loadOrdenAccess(deps.db, actor.user, id);
  const persona = { select: { id: true, nombre: true } } as const;
  const [eventos, aprobaciones, adjuntos, config] = await Promise.all([
    deps.db.ordenEvento.findMany({ where: { ordenId: id }, include: { actor: persona }, orderBy: { createdAt: 'asc' } }),
    deps.db.ordenAprobacion.findMany({ where: { ordenId: id }, include: { user: persona }, orderBy: { createdAt: 'asc' } }),
    deps.db.adjuntoMantenimiento.findMany({ where: { ordenId: id }, orderBy: { createdAt: 'asc' } }),
    leerConfiguracion(deps.db, orden.phId),
  ]);
  return { orden, acciones, eventos, aprobaciones, adjuntos, aprobacionesRequeridas: config.aprobacionesRequeridas };
}
