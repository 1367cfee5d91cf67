// The commercial side of the platform (issue 33): who may read and move leads, set a complex's plan and
// the monthly targets, which lead state may follow which, and what a suspended complex still allows.
// Pure: no database, no I/O; the API enforces it and the web asks the same functions.
import type { PlatformRole } from './community.ts';

/** A lead's way from the contact form to a customer (or out): the order the Comercial portal shows. */
export const LEAD_ESTADOS = ['nuevo', 'contactado', 'demo', 'prueba', 'cliente', 'perdido'] as const;
export type LeadEstado = (typeof LEAD_ESTADOS)[number];

export const LEAD_ESTADO_LABELS: Record<LeadEstado, string> = {
  nuevo: 'Nuevo',
  contactado: 'Contactado',
  demo: 'Demo',
  prueba: 'Prueba',
  cliente: 'Cliente',
  perdido: 'Perdido',
};

/**
 * Which state may follow which through `PUT /leads/{id}/estado`. Forward along the funnel (a step may
 * be skipped: a complex that asks for a trial without a demo), to `perdido` from anywhere but
 * `perdido` itself, and a lost lead may be taken up again (`contactado`). `cliente` is reached only by
 * converting the lead (it creates the complex), never by this table; a customer that leaves is `perdido`.
 */
const TRANSICIONES: Record<LeadEstado, readonly LeadEstado[]> = {
  nuevo: ['contactado', 'demo', 'prueba', 'perdido'],
  contactado: ['demo', 'prueba', 'perdido'],
  demo: ['prueba', 'perdido'],
  prueba: ['perdido'],
  cliente: ['perdido'],
  perdido: ['contactado'],
};

/** The states a lead in `desde` may move to by hand. */
export function siguientesEstadosLead(desde: LeadEstado): readonly LeadEstado[] {
  return TRANSICIONES[desde];
}

export function transicionLeadPermitida(desde: LeadEstado, hacia: LeadEstado): boolean {
  return TRANSICIONES[desde].includes(hacia);
}

/** The states from which a lead may be converted into a complex (then it is `cliente`). */
export const LEAD_ESTADOS_CONVERTIBLES: readonly LeadEstado[] = ['nuevo', 'contactado', 'demo', 'prueba'];

export function leadConvertible(estado: LeadEstado): boolean {
  return LEAD_ESTADOS_CONVERTIBLES.includes(estado);
}

/** What a platform role may do on the commercial side. */
export type AccionComercial = 'leerLeads' | 'moverLeads' | 'convertirLeads' | 'cambiarPlan' | 'leerMetas' | 'fijarMetas';

const ACCIONES_COMERCIALES: Record<PlatformRole, readonly AccionComercial[]> = {
  SUPER_ADMIN: ['leerLeads', 'moverLeads', 'convertirLeads', 'cambiarPlan', 'leerMetas', 'fijarMetas'],
  COMERCIAL: ['leerLeads', 'moverLeads', 'convertirLeads', 'cambiarPlan', 'leerMetas'],
  // Support works the complexes' problems, not the sales: no leads, no plans, no targets.
  SOPORTE: [],
};

/** May this caller (its platform role; null for everyone outside the platform's staff) do `accion`? */
export function mayComercial(platformRole: PlatformRole | null, accion: AccionComercial): boolean {
  return platformRole ? ACCIONES_COMERCIALES[platformRole].includes(accion) : false;
}

// ---- A complex's plan ---------------------------------------------------------------------------

export const PLAN_ESTADOS = ['prueba', 'activa', 'suspendida'] as const;
export type PlanEstado = (typeof PLAN_ESTADOS)[number];

export const PLAN_ESTADO_LABELS: Record<PlanEstado, string> = {
  prueba: 'Prueba',
  activa: 'Activa',
  suspendida: 'Suspendida',
};

/**
 * A suspended complex keeps every record and stays readable, but its people (administration,
 * consejo, residents…) can change nothing until it is reactivated; the platform's staff are not
 * held back (support must still be able to help, sales to reactivate).
 */
export function escrituraBloqueadaPorSuspension(estado: PlanEstado | null, platformRole: PlatformRole | null): boolean {
  return estado === 'suspendida' && platformRole === null;
}

/** Whether a complex in this state shows its people the suspension notice. */
export function muestraAvisoSuspension(estado: PlanEstado | null): boolean {
  return estado === 'suspendida';
}
