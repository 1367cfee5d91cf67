// The report's cumplimiento section: the complex's legal obligations as they stood at the end of the
// month, from the same computation as GET /ph/{id}/cumplimiento (mantenimiento's estadoDePlanes: the
// recurrence, the last work done and the 30 days of «por vencer»).
import type { InformeMensualDatos } from '@horizonte/contracts';
import type { DbClient } from '@horizonte/db';

import { estadoDePlanes } from '../mantenimiento/estado-planes.ts';

export async function cumplimientoAl(db: DbClient, phId: string, hasta: string): Promise<InformeMensualDatos['cumplimiento']> {
  const planes = await db.planMantenimiento.findMany({
    where: { phId, obligacionLegal: true, archivadoEn: null },
    orderBy: { titulo: 'asc' },
  });
  const estados = await estadoDePlanes(db, planes, hasta);
  return planes.map((plan) => {
    const { estado, evidencia } = estados.get(plan.id)!;
    return { titulo: plan.titulo, fuente: plan.fuente, estado, ultimaVez: evidencia?.fecha ?? null };
  });
}
