// GET /ph/{id}/cumplimiento: every live legal obligation of the complex with its next due date, its
// estado (al día / por vencer within 30 days / vencido) and the evidence of the last time it was done.
import { diasCivilesEntre, ESTADOS_CUMPLIMIENTO, type Cumplimiento, type EstadoCumplimiento } from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';

import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { requireMantenimiento } from './access.ts';
import { estadoDePlanes } from './estado-planes.ts';
import { asegurarObligaciones } from './obligaciones.ts';

export async function cumplimiento({ db, clock }: Deps, actor: Actor, phId: string): Promise<Cumplimiento> {
  const ph = await requireMantenimiento(db, actor.user, phId, 'read');
  const ahora = clock.now();
  await asegurarObligaciones(db, ph, ahora);
  const hoy = bogotaDate(ahora);
  const planes = await db.planMantenimiento.findMany({
    where: { phId, obligacionLegal: true, archivadoEn: null },
    include: { activo: { select: { id: true, nombre: true } } },
  });
  const estados = await estadoDePlanes(db, planes, hoy);
  const obligaciones = planes
    .map((plan) => {
      const { proximo, estado, evidencia } = estados.get(plan.id)!;
      return {
        planId: plan.id,
        clave: plan.clave,
        titulo: plan.titulo,
        fuente: plan.fuente,
        activo: plan.activo,
        frecuencia: plan.frecuencia,
        intervalo: plan.intervalo,
        proximoVencimiento: proximo,
        diasRestantes: proximo === null ? null : diasCivilesEntre(hoy, proximo),
        estado,
        evidencia,
      };
    })
    // Most urgent first: overdue, then by due date.
    .sort((a, b) => (a.proximoVencimiento ?? '9999').localeCompare(b.proximoVencimiento ?? '9999'));
  const resumen = Object.fromEntries(ESTADOS_CUMPLIMIENTO.map((e) => [e, 0])) as Record<EstadoCumplimiento, number>;
  for (const o of obligaciones) resumen[o.estado] += 1;
  return { success: true, hoy, obligaciones, resumen };
}
