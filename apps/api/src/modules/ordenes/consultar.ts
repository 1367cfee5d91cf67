// One orden with its history, the consejo's decisions and its evidence, for whoever may read it; and
// the proveedores it may be assigned to, for whoever may assign it.
import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { loadOrdenAccess } from './access.ts';
import { leerConfiguracion } from './configuracion.ts';

export async function consultarOrden(deps: Deps, actor: Actor, id: string) {
  const { orden, acciones } = await loadOrdenAccess(deps.db, actor.user, id);
  const persona = { select: { id: true, nombre: true } } as const;
  const [eventos, aprobaciones, adjuntos, config, asignables] = await Promise.all([
    deps.db.ordenEvento.findMany({ where: { ordenId: id }, include: { actor: persona }, orderBy: { createdAt: 'asc' } }),
    deps.db.ordenAprobacion.findMany({ where: { ordenId: id }, include: { user: persona }, orderBy: { createdAt: 'asc' } }),
    deps.db.adjuntoMantenimiento.findMany({ where: { ordenId: id }, orderBy: { createdAt: 'asc' } }),
    leerConfiguracion(deps.db, orden.phId),
    // What the assign dialog offers: only to whoever may assign it now.
    acciones.includes('asignar')
      ? deps.db.proveedor.findMany({
          where: { phId: orden.phId, archivadoEn: null },
          select: { id: true, razonSocial: true, servicios: true },
          orderBy: { razonSocial: 'asc' },
        })
      : [],
  ]);
  return { orden, acciones, eventos, aprobaciones, adjuntos, asignables, aprobacionesRequeridas: config.aprobacionesRequeridas };
}
