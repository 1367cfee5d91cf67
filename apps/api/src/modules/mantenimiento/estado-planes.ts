// Where each plan stands today: its next due date (the first occurrence after the work last done), its
// estado and the evidence of that last time — the latest orden of the plan whose work is done
// (terminada or verificada, the policy's ordenHecha).
import {
  estadoCumplimiento,
  ESTADOS_ORDEN,
  ordenHecha,
  siguienteOcurrencia,
  sumarDiasCiviles,
  type CivilDate,
  type EstadoCumplimiento,
  type EvidenciaCumplimiento,
} from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';
import type { DbClient, PlanMantenimiento } from '@horizonte/db';

import { civil, recurrenciaDe } from './output.ts';

export interface EstadoPlan {
  proximo: CivilDate | null;
  estado: EstadoCumplimiento;
  evidencia: EvidenciaCumplimiento | null;
}

const ESTADOS_HECHOS = ESTADOS_ORDEN.filter(ordenHecha);

export async function estadoDePlanes(
  db: DbClient,
  planes: PlanMantenimiento[],
  hoy: CivilDate,
): Promise<Map<string, EstadoPlan>> {
  const hechas = planes.length
    ? await db.ordenTrabajo.findMany({
        where: { planId: { in: planes.map((p) => p.id) }, estado: { in: ESTADOS_HECHOS } },
        select: {
          id: true,
          numero: true,
          planId: true,
          fechaProgramada: true,
          terminadaEn: true,
          verificadaEn: true,
          updatedAt: true,
          _count: { select: { adjuntos: true } },
        },
      })
    : [];
  const ultima = new Map<string, { evidencia: EvidenciaCumplimiento; cubre: CivilDate }>();
  for (const orden of hechas) {
    const fecha = bogotaDate(orden.terminadaEn ?? orden.verificadaEn ?? orden.updatedAt);
    // Done early for its occurrence, it still covers that occurrence; done late, it covers up to its date.
    const programada = orden.fechaProgramada ? civil(orden.fechaProgramada) : fecha;
    const cubre = programada > fecha ? programada : fecha;
    const previa = ultima.get(orden.planId!);
    if (!previa || fecha > previa.evidencia.fecha || (fecha === previa.evidencia.fecha && orden.numero > previa.evidencia.numero))
      ultima.set(orden.planId!, {
        evidencia: { ordenId: orden.id, numero: orden.numero, fecha, adjuntos: orden._count.adjuntos },
        cubre: previa && previa.cubre > cubre ? previa.cubre : cubre,
      });
    else if (cubre > previa.cubre) previa.cubre = cubre;
  }
  return new Map(
    planes.map((plan) => {
      const hecha = ultima.get(plan.id);
      const proximo = siguienteOcurrencia(
        recurrenciaDe(plan),
        hecha ? sumarDiasCiviles(hecha.cubre, 1) : civil(plan.fechaInicio),
      );
      return [plan.id, { proximo, estado: estadoCumplimiento(proximo, hoy), evidencia: hecha?.evidencia ?? null }];
    }),
  );
}
