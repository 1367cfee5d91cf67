import { PLAN_CATALOGO, precioMensualDe, type Lead as LeadOutput, type PhPlan } from '@horizonte/contracts';
import type { Lead, PlanConjunto } from '@horizonte/db';

export function toLeadOutput(lead: Lead, ultimaNota: string | null): LeadOutput {
  return {
    id: lead.id,
    nombre: lead.nombre,
    conjunto: lead.conjunto,
    ciudad: lead.ciudad,
    unidades: lead.unidades,
    telefono: lead.telefono,
    email: lead.email,
    estado: lead.estado,
    consentimientoEn: lead.consentimientoEn.toISOString(),
    ultimaNota,
    phId: lead.phId,
    convertidoEn: lead.convertidoEn?.toISOString() ?? null,
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
  };
}

export function toPlanOutput(plan: PlanConjunto): PhPlan {
  return {
    phId: plan.phId,
    plan: plan.plan,
    nombrePlan: PLAN_CATALOGO[plan.plan].nombre,
    estado: plan.estado,
    inicio: plan.inicio.toISOString().slice(0, 10),
    precioMensual: precioMensualDe(plan.plan, plan.precioAcordado),
  };
}
