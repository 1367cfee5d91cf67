// The report's cumplimiento section until the planes module's own computation
// (modules/mantenimiento/cumplimiento.ts, with the recurrence) is merged: the complex's legal
// obligations (planes marked obligacionLegal) read from their órdenes at the end of the month.
// TODO(issue 29 merge): replace with the planes helper's cumplimiento function.
import { ordenAbierta, ordenHecha, sumarDiasCiviles, type InformeMensualDatos } from '@horizonte/contracts';
import type { DbClient } from '@horizonte/db';

import { civil } from '../tesoreria/ledger.ts';

/** Within this many days an obligation is «por vencer» (the 30 days). */
const DIAS_POR_VENCER = 30;

export async function cumplimientoLocal(db: DbClient, phId: string, hasta: string): Promise<InformeMensualDatos['cumplimiento']> {
  const planes = await db.planMantenimiento.findMany({
    where: { phId, obligacionLegal: true, archivadoEn: null },
    select: {
      titulo: true,
      fuente: true,
      ordenes: { select: { estado: true, fechaProgramada: true, fechaLimite: true, verificadaEn: true } },
    },
    orderBy: { titulo: 'asc' },
  });
  const limite = sumarDiasCiviles(hasta, DIAS_POR_VENCER);
  return planes.map((plan) => {
    const pendientes = plan.ordenes
      .filter((o) => ordenAbierta(o.estado) && !ordenHecha(o.estado))
      .map((o) => o.fechaLimite ?? o.fechaProgramada);
    const vence = pendientes.filter((f): f is Date => !!f).map(civil);
    const hechas = plan.ordenes.map((o) => o.verificadaEn).filter((f): f is Date => !!f);
    const ultima = hechas.length ? new Date(Math.max(...hechas.map((f) => f.getTime()))) : null;
    const estado = vence.some((f) => f < hasta) ? 'vencido' : vence.some((f) => f <= limite) ? 'por_vencer' : 'al_dia';
    return { titulo: plan.titulo, fuente: plan.fuente, estado, ultimaVez: ultima && ultima.toISOString() };
  });
}
