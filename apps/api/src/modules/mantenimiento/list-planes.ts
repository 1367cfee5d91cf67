import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { requireMantenimiento } from './access.ts';
import { asegurarObligaciones } from './obligaciones.ts';
import { planInclude } from './output.ts';

export async function listPlanes(
  { db, clock }: Deps,
  actor: Actor,
  phId: string,
  filtro: { activoId?: string; archivados?: 'true' | 'false' },
) {
  const ph = await requireMantenimiento(db, actor.user, phId, 'read');
  await asegurarObligaciones(db, ph, clock.now());
  return db.planMantenimiento.findMany({
    where: {
      phId,
      ...(filtro.activoId ? { activoId: filtro.activoId } : {}),
      ...(filtro.archivados === 'true' ? {} : { archivadoEn: null }),
    },
    include: planInclude,
    orderBy: [{ obligacionLegal: 'desc' }, { titulo: 'asc' }],
  });
}
