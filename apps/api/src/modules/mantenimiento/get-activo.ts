import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { requireActivo } from './access.ts';
import { activoInclude } from './output.ts';

/** One activo, archived or not, with its photos and documents, for whoever may read the complex's maintenance. */
export async function getActivo({ db }: Deps, actor: Actor, id: string) {
  await requireActivo(db, actor.user, id, 'read');
  const [activo, adjuntos] = await Promise.all([
    db.activo.findUniqueOrThrow({ where: { id }, include: activoInclude }),
    db.adjuntoMantenimiento.findMany({ where: { activoId: id }, orderBy: { createdAt: 'desc' } }),
  ]);
  return { activo, adjuntos };
}
