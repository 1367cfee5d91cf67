// Complexes as customers (issue 33): the plan catalogue the landing prices, the landing's contact form
// (a lead), the leads' funnel, a complex's plan and state, the commercial dashboard's figures and the
// monthly targets. Amounts are whole units of the landing's «$» (integers, never floats).
import { z } from 'zod';

import { emailField, isoDate, pageFields, requiredText, uuidField } from './fields.ts';
import { pesosTecleadosField } from './pesos.ts';
import { phInput, phOutput } from './ph.ts';
import { PLAN_CATALOGO, PLANES, precioMensualDe, type PlanClave } from './planes.ts';
import { LEAD_ESTADOS, PLAN_ESTADOS, type LeadEstado, type PlanEstado } from './policy/comercial.ts';
import { periodoField } from './tesoreria/schemas.ts';

export const COMERCIAL_MSG = {
  nombreRequerido: 'Escribe tu nombre',
  conjuntoRequerido: 'Escribe el nombre del conjunto',
  ciudadRequerida: 'Escribe la ciudad',
  unidadesInvalidas: 'Escribe cuántas unidades tiene el conjunto (entre 1 y 20.000)',
  telefonoInvalido: 'Escribe un teléfono de 7 a 15 dígitos',
  consentimientoRequerido: 'Debes autorizar el tratamiento de tus datos para que podamos contactarte',
  contactoRecibido: '¡Gracias! Recibimos tus datos y te contactaremos pronto.',
  demasiadosContactos: 'Demasiados mensajes desde esta conexión. Espera unos minutos e inténtalo de nuevo.',
  leadNoEncontrado: 'El lead no existe',
  transicionInvalida: (desde: string, hacia: string) => `Un lead en estado «${desde}» no puede pasar a «${hacia}»`,
  leadNoConvertible: (estado: string) => `Un lead en estado «${estado}» no se puede convertir en conjunto`,
  notaRequerida: 'Escribe una nota sobre el cambio',
  precioRequerido: 'El plan Élite Plus necesita el precio mensual acordado',
  precioNoAplica: 'Solo el plan Élite Plus lleva un precio acordado; los demás tienen el precio publicado',
  precioInvalido: 'El precio mensual debe ser un número entero mayor que cero',
  metaInvalida: 'La meta debe ser un número entero entre 0 y el máximo permitido',
  conjuntoSuspendido:
    'Este conjunto está suspendido: puedes consultar su información, pero no hacer cambios. La administración debe comunicarse con Horizonte para reactivarlo.',
  leadConvertido: 'El lead se convirtió en conjunto y enviamos la invitación a su administrador.',
  planActualizado: 'El plan del conjunto quedó actualizado.',
  metasGuardadas: 'Las metas del mes quedaron guardadas.',
} as const;

/**
 * The authorisation the contact form asks for, shown beside its checkbox and stored with the lead
 * (the date and this very text). Ley 1581 de 2012: art. 9 (prior, express and informed authorisation
 * of the titular), art. 12 (tell the titular the purpose and their rights), art. 8 (the rights to
 * know, update, rectify and have the data deleted).
 */
export const CONSENTIMIENTO_CONTACTO =
  'Autorizo a Horizonte a tratar mis datos personales (nombre, teléfono, correo y los datos del conjunto) con la única finalidad de contactarme y enviarme información comercial sobre el servicio, conforme a la Ley 1581 de 2012. Puedo conocer, actualizar, rectificar o pedir que se supriman mis datos escribiendo a contacto@horizonte.co.';

/**
 * Monthly recurring revenue: the sum of the monthly prices of the complexes whose plan is `activa`.
 * A trial pays nothing yet and a suspended complex is not billed. Integers only: a flat price per
 * complex, no per-unit part (the landing prices none), so the sum is exact.
 */
export function mrr(conjuntos: readonly { plan: PlanClave; estado: PlanEstado; precioAcordado: number | null }[]): number {
  let total = 0;
  for (const c of conjuntos) if (c.estado === 'activa') total += precioMensualDe(c.plan, c.precioAcordado);
  return total;
}

/** Progress towards a target in percent (whole number, capped at 100); null without a target. */
export function avanceMeta(logrado: number, meta: number): number | null {
  if (meta <= 0) return null;
  return Math.min(100, Math.floor((logrado * 100) / meta));
}

// ---- The contact form ---------------------------------------------------------------------------

export const UNIDADES_MAX = 20_000;
export const NOTA_MAX = 1000;
export const PRECIO_MENSUAL_MAX = 1_000_000_000;

const telefono = z
  .string({ error: COMERCIAL_MSG.telefonoInvalido })
  .trim()
  .max(30, { error: COMERCIAL_MSG.telefonoInvalido })
  .refine((v) => /^\+?[\d\s()-]+$/.test(v) && /^\d{7,15}$/.test(v.replace(/\D/g, '')), { error: COMERCIAL_MSG.telefonoInvalido });

const unidades = z.coerce
  .number({ error: COMERCIAL_MSG.unidadesInvalidas })
  .int({ error: COMERCIAL_MSG.unidadesInvalidas })
  .min(1, { error: COMERCIAL_MSG.unidadesInvalidas })
  .max(UNIDADES_MAX, { error: COMERCIAL_MSG.unidadesInvalidas });

export const contactoInput = z.object({
  nombre: requiredText(COMERCIAL_MSG.nombreRequerido, 120),
  conjunto: requiredText(COMERCIAL_MSG.conjuntoRequerido, 120),
  ciudad: requiredText(COMERCIAL_MSG.ciudadRequerida, 80),
  unidades,
  telefono,
  email: emailField,
  consentimiento: z.literal(true, { error: COMERCIAL_MSG.consentimientoRequerido }),
  /** Left empty by people; a bot that fills every field is answered as usual and nothing is stored. */
  sitioWeb: z.string().max(200).optional(),
});
export type ContactoInput = z.input<typeof contactoInput>;

export const contactoOutput = z.object({ success: z.literal(true), message: z.string() });

// ---- Leads --------------------------------------------------------------------------------------

const leadEstado = z.enum(LEAD_ESTADOS, { error: 'El estado no es válido' });

export const leadOutput = z.object({
  id: z.string(),
  nombre: z.string(),
  conjunto: z.string(),
  ciudad: z.string(),
  unidades: z.number().int(),
  telefono: z.string(),
  email: z.string(),
  estado: leadEstado,
  consentimientoEn: isoDate,
  ultimaNota: z.string().nullable(),
  phId: z.string().nullable(),
  convertidoEn: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Lead = z.infer<typeof leadOutput>;

export const leadListInput = z.object({ estado: leadEstado.optional(), ...pageFields });
export type LeadListInput = z.input<typeof leadListInput>;

export const leadListOutput = z.object({
  success: z.literal(true),
  leads: z.array(leadOutput),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const leadEstadoFields = z.object({
  estado: leadEstado,
  nota: requiredText(COMERCIAL_MSG.notaRequerida, NOTA_MAX),
});
export const leadEstadoInput = leadEstadoFields.extend({ id: uuidField });
export type LeadEstadoForm = z.input<typeof leadEstadoFields>;

export const leadSingleOutput = z.object({ success: z.literal(true), lead: leadOutput });

// ---- A complex's plan ---------------------------------------------------------------------------

const precioMensual = z.coerce
  .number({ error: COMERCIAL_MSG.precioInvalido })
  .int({ error: COMERCIAL_MSG.precioInvalido })
  .min(1, { error: COMERCIAL_MSG.precioInvalido })
  .max(PRECIO_MENSUAL_MAX, { error: COMERCIAL_MSG.precioInvalido });

/** The web's forms: a price typed the Colombian way («1.500.000»), read by the shared pesos parser. */
const precioTecleado = pesosTecleadosField({ maximo: PRECIO_MENSUAL_MAX });

const planFields = {
  plan: z.enum(PLANES, { error: 'El plan no es válido' }),
  estado: z.enum(PLAN_ESTADOS, { error: 'El estado del plan no es válido' }),
  /** Only for Élite Plus: the price agreed with the customer. */
  precioMensual: precioMensual.optional(),
};

function precioSegunPlan(v: { plan: PlanClave; precioMensual?: number | undefined }, ctx: z.RefinementCtx): void {
  const personalizado = PLAN_CATALOGO[v.plan].precioMensual === null;
  if (personalizado && v.precioMensual === undefined)
    ctx.addIssue({ code: 'custom', path: ['precioMensual'], message: COMERCIAL_MSG.precioRequerido });
  if (!personalizado && v.precioMensual !== undefined)
    ctx.addIssue({ code: 'custom', path: ['precioMensual'], message: COMERCIAL_MSG.precioNoAplica });
}

export const phPlanInput = z.object({ id: uuidField, ...planFields }).superRefine(precioSegunPlan);
/** The web's plan form: the agreed price as typed. */
export const phPlanFields = z.object({ ...planFields, precioMensual: precioTecleado.optional() }).superRefine(precioSegunPlan);
export type PhPlanForm = z.input<typeof phPlanFields>;

export const phPlanOutput = z.object({
  phId: z.string(),
  plan: z.enum(PLANES),
  nombrePlan: z.string(),
  estado: z.enum(PLAN_ESTADOS),
  /** Civil date (AAAA-MM-DD) the current plan started. */
  inicio: z.string(),
  precioMensual: z.number().int(),
});
export type PhPlan = z.infer<typeof phPlanOutput>;

export const phPlanSingleOutput = z.object({ success: z.literal(true), plan: phPlanOutput, message: z.string().optional() });

/** What the complex's own people read: its plan (null when none was recorded) and the notice to show, if any. */
export const phPlanGetOutput = z.object({
  success: z.literal(true),
  plan: phPlanOutput.nullable(),
  aviso: z.string().nullable(),
});

/** Gestión de Clientes: the live complexes with their plan (null when none is recorded). */
export const clienteListInput = z.object({ q: z.string().trim().max(100).optional(), ...pageFields });
export type ClienteListInput = z.input<typeof clienteListInput>;

export const clienteOutput = z.object({
  id: z.string(),
  nombre: z.string(),
  identificador: z.string(),
  ciudad: z.string(),
  plan: phPlanOutput.nullable(),
});
export type Cliente = z.infer<typeof clienteOutput>;

export const clienteListOutput = z.object({
  success: z.literal(true),
  clientes: z.array(clienteOutput),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

// ---- Converting a lead --------------------------------------------------------------------------

/** A converted complex starts on trial or already active (never suspended). */
export const ESTADOS_PLAN_INICIALES = ['prueba', 'activa'] as const satisfies readonly PlanEstado[];

export const leadConvertirFields = phInput.extend({
  adminEmail: emailField,
  plan: planFields.plan,
  estadoPlan: z.enum(ESTADOS_PLAN_INICIALES, { error: 'El estado del plan no es válido' }),
  precioMensual: precioMensual.optional(),
});
export const leadConvertirInput = leadConvertirFields.extend({ id: uuidField }).superRefine(precioSegunPlan);
/** The web's conversion form: the agreed price as typed. */
export const leadConvertirForm = leadConvertirFields
  .extend({ precioMensual: precioTecleado.optional() })
  .superRefine(precioSegunPlan);
export type LeadConvertirForm = z.input<typeof leadConvertirForm>;

export const leadConvertirOutput = z.object({
  success: z.literal(true),
  message: z.string(),
  lead: leadOutput,
  property: phOutput,
  plan: phPlanOutput,
  invitacion: z.object({ id: z.string(), email: z.string() }),
});

// ---- The commercial dashboard and the targets ---------------------------------------------------

export const comercialResumenOutput = z.object({
  success: z.literal(true),
  /** AAAA-MM (Bogotá) of the figures "this month". */
  periodo: z.string(),
  leadsPorEstado: z.object(Object.fromEntries(LEAD_ESTADOS.map((e) => [e, z.number().int()])) as Record<LeadEstado, z.ZodNumber>),
  conversionesMes: z.number().int(),
  conjuntos: z.array(z.object({ plan: z.enum(PLANES), estado: z.enum(PLAN_ESTADOS), total: z.number().int() })),
  conjuntosSinPlan: z.number().int(),
  mrr: z.number().int(),
});
export type ComercialResumen = z.infer<typeof comercialResumenOutput>;

export const METAS_MAX = { nuevosClientes: 10_000, mrr: 1_000_000_000 } as const;

const meta = (max: number) =>
  z.coerce
    .number({ error: COMERCIAL_MSG.metaInvalida })
    .int({ error: COMERCIAL_MSG.metaInvalida })
    .min(0, { error: COMERCIAL_MSG.metaInvalida })
    .max(max, { error: COMERCIAL_MSG.metaInvalida });

export const metasGetInput = z.object({ periodo: periodoField.optional() });

const metasApiFields = z.object({ nuevosClientes: meta(METAS_MAX.nuevosClientes), mrr: meta(METAS_MAX.mrr) });
export const metasPutInput = metasApiFields.extend({ periodo: periodoField });
/** The web's form: the MRR target typed the Colombian way. */
export const metasFields = metasApiFields.extend({ mrr: pesosTecleadosField({ maximo: METAS_MAX.mrr, permitirCero: true }) });
export type MetasForm = z.input<typeof metasFields>;

export const metasOutput = z.object({
  success: z.literal(true),
  periodo: z.string(),
  meta: z.object({ nuevosClientes: z.number().int(), mrr: z.number().int(), actualizadoEn: isoDate }).nullable(),
  logrado: z.object({ nuevosClientes: z.number().int(), mrr: z.number().int() }),
  message: z.string().optional(),
});
export type Metas = z.infer<typeof metasOutput>;
