// Egresos of a complex (issue 29): what it pays a proveedor, against a rubro of the year's approved
// budget (or the fondo de imprevistos, Ley 675 art. 35), with the retención en la fuente computed on
// the server from the complex's table (retencion.ts). A comprobante de egreso with its consecutive;
// a mistake is annulled with its motivo (a reversal: the egreso stays listed). Whole pesos.
import { z } from 'zod';

import { fechaCivilField } from './fechas.ts';
import { pageFields, requiredText, uuidField } from './fields.ts';
import { MSG } from './messages.ts';
import { leerPesos, pesosTecleadosField } from './pesos.ts';
import { CONCEPTOS_RETENCION } from './retencion.ts';

export * from './retencion.ts';

export const MEDIOS_EGRESO = ['transferencia', 'cheque', 'efectivo', 'otro'] as const;
export type MedioEgreso = (typeof MEDIOS_EGRESO)[number];
export const ESTADOS_EGRESO = ['registrado', 'anulado'] as const;
export type EstadoEgreso = (typeof ESTADOS_EGRESO)[number];
export const ETIQUETA_MEDIO_EGRESO: Record<MedioEgreso, string> = {
  transferencia: 'Transferencia',
  cheque: 'Cheque',
  efectivo: 'Efectivo',
  otro: 'Otro',
};

/** An egreso may be annulled once; an annulled one stays listed. */
export const egresoPuedeAnularse = (estado: EstadoEgreso): boolean => estado === 'registrado';

/** The name an egreso of the fondo de imprevistos carries as its rubro. */
export const RUBRO_IMPREVISTOS = 'Fondo de imprevistos';
export const SOPORTE_EGRESO_MAX_BYTES = 5 * 1024 * 1024;
export const VALOR_MAXIMO_EGRESO = 100_000_000_000;

export const EGRESOS_MSG = {
  proveedor: 'Elige el proveedor',
  proveedorNotFound: 'El proveedor no pertenece a este conjunto',
  rubro: 'Elige el rubro del presupuesto',
  rubroNoExiste: (rubro: string, anio: number) => `«${rubro}» no es un rubro del presupuesto aprobado de ${anio}`,
  sinPresupuesto: (anio: number) => `No hay un presupuesto aprobado para ${anio}`,
  concepto: 'Elige el concepto de retención',
  descripcion: 'Describe lo que se paga',
  valor: 'El valor bruto debe ser un número entero de pesos mayor que cero',
  aiu: 'El AIU no puede superar el valor bruto',
  fecha: 'La fecha debe tener el formato AAAA-MM-DD',
  fechaFutura: (hoy: string) => `La fecha del egreso no puede ser posterior a hoy (${hoy})`,
  medio: 'Elige el medio de pago',
  ordenNotFound: 'La orden de trabajo no pertenece a este conjunto',
  contratoNotFound: 'El contrato no es de este proveedor',
  egresoNotFound: 'Egreso no encontrado',
  yaAnulado: 'El egreso ya está anulado',
  motivo: 'Escribe el motivo de la anulación',
  anio: 'El año debe estar entre 2000 y 2100',
  tarifa: 'La tarifa va de 0 a 100 %, en puntos básicos (400 = 4 %)',
  baseUvt: 'La base en UVT va de 0 a 100.000',
  uvt: 'La UVT debe ser un número entero de pesos mayor que cero',
  soporteFaltante: 'Adjunta la factura o el documento soporte',
  soporteTipo: (nombre: string) => `«${nombre}» no es un PDF ni una imagen`,
  soporteGrande: (nombre: string) => `«${nombre}» supera los 5 MB`,
  sinSoporte: 'El egreso no tiene soporte',
} as const;

const anioField = z.coerce
  .number({ error: EGRESOS_MSG.anio })
  .int({ error: EGRESOS_MSG.anio })
  .min(2000, { error: EGRESOS_MSG.anio })
  .max(2100, { error: EGRESOS_MSG.anio });
export const conceptoRetencionField = z.enum(CONCEPTOS_RETENCION, { error: EGRESOS_MSG.concepto });
export const medioEgresoField = z.enum(MEDIOS_EGRESO, { error: EGRESOS_MSG.medio });
export const valorEgresoField = z
  .number({ error: EGRESOS_MSG.valor })
  .int({ error: EGRESOS_MSG.valor })
  .positive({ error: EGRESOS_MSG.valor })
  .max(VALOR_MAXIMO_EGRESO, { error: EGRESOS_MSG.valor });

const egresoFields = {
  proveedorId: uuidField,
  /** A rubro of the approved budget of the egreso's year; ignored when fondoImprevistos. */
  rubro: z.string().trim().max(120, { error: MSG.textTooLong }).optional(),
  fondoImprevistos: z.boolean().default(false),
  ordenId: uuidField.optional(),
  contratoId: uuidField.optional(),
  concepto: conceptoRetencionField,
  descripcion: requiredText(EGRESOS_MSG.descripcion, 500),
  valorBruto: valorEgresoField,
  /** Aseo y vigilancia: the AIU, what the retención is computed on (at most the bruto). */
  baseRetencion: valorEgresoField.optional(),
  fecha: fechaCivilField(EGRESOS_MSG.fecha),
  medio: medioEgresoField,
  referencia: z.string().trim().max(120, { error: MSG.textTooLong }).optional(),
};
const conRubro = (v: { rubro?: string; fondoImprevistos: boolean }) => v.fondoImprevistos || !!v.rubro;
const aiuValido = (v: { baseRetencion?: number; valorBruto: number }) =>
  v.baseRetencion === undefined || v.baseRetencion <= v.valorBruto;

export const egresoData = z
  .object(egresoFields)
  .refine(conRubro, { error: EGRESOS_MSG.rubro, path: ['rubro'] })
  .refine(aiuValido, { error: EGRESOS_MSG.aiu, path: ['baseRetencion'] });
export type EgresoData = z.output<typeof egresoData>;
export const egresoCreateInput = z
  .object({ id: uuidField, ...egresoFields })
  .refine(conRubro, { error: EGRESOS_MSG.rubro, path: ['rubro'] })
  .refine(aiuValido, { error: EGRESOS_MSG.aiu, path: ['baseRetencion'] });
export const egresoListInput = z.object({
  id: uuidField,
  proveedorId: uuidField.optional(),
  anio: anioField.optional(),
  ...pageFields,
});
export const egresoAnularInput = z.object({ id: uuidField, motivo: requiredText(EGRESOS_MSG.motivo, 500) });
export const egresoIdInput = z.object({ id: uuidField });

export const egresoOutput = z.object({
  id: z.string(),
  numero: z.number(),
  proveedorId: z.string(),
  proveedor: z.string(),
  proveedorNit: z.string(),
  rubro: z.string(),
  fondoImprevistos: z.boolean(),
  ordenId: z.string().nullable(),
  contratoId: z.string().nullable(),
  concepto: conceptoRetencionField,
  descripcion: z.string(),
  valorBruto: z.number(),
  baseRetencion: z.number().nullable(),
  baseUvt: z.number().nullable(),
  tarifaBp: z.number(),
  retencion: z.number(),
  neto: z.number(),
  fecha: z.string(),
  medio: medioEgresoField,
  referencia: z.string().nullable(),
  soporte: z.object({ nombre: z.string(), mime: z.string(), tamano: z.number() }).nullable(),
  estado: z.enum(ESTADOS_EGRESO),
  motivoAnulacion: z.string().nullable(),
});
export type Egreso = z.infer<typeof egresoOutput>;
export const egresoSingleOutput = z.object({ success: z.literal(true), egreso: egresoOutput });
export const egresoListOutput = z.object({
  success: z.literal(true),
  egresos: z.array(egresoOutput),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

// ---- The retención table of a year ------------------------------------------------------------

const bp = z
  .number({ error: EGRESOS_MSG.tarifa })
  .int({ error: EGRESOS_MSG.tarifa })
  .min(0, { error: EGRESOS_MSG.tarifa })
  .max(10_000, { error: EGRESOS_MSG.tarifa });
export const tarifaRetencionField = z.object({
  concepto: conceptoRetencionField,
  baseUvt: z
    .number({ error: EGRESOS_MSG.baseUvt })
    .min(0, { error: EGRESOS_MSG.baseUvt })
    .max(100_000, { error: EGRESOS_MSG.baseUvt }),
  tarifaDeclaranteBp: bp,
  tarifaNoDeclaranteBp: bp,
  fuente: z.string().trim().max(300, { error: MSG.textTooLong }).default(''),
});
export const tarifasGetInput = z.object({ id: uuidField, anio: anioField });
export const tarifasUpdateInput = z.object({
  id: uuidField,
  anio: anioField,
  uvt: z
    .number({ error: EGRESOS_MSG.uvt })
    .int({ error: EGRESOS_MSG.uvt })
    .positive({ error: EGRESOS_MSG.uvt })
    .max(10_000_000, { error: EGRESOS_MSG.uvt }),
  tarifas: z.array(tarifaRetencionField).min(1).max(CONCEPTOS_RETENCION.length),
});
export const tarifaRetencionOutput = z.object({
  concepto: conceptoRetencionField,
  uvt: z.number(),
  baseUvt: z.number(),
  basePesos: z.number(),
  tarifaDeclaranteBp: z.number(),
  tarifaNoDeclaranteBp: z.number(),
  fuente: z.string(),
});
export const tarifasOutput = z.object({
  success: z.literal(true),
  anio: z.number(),
  uvt: z.number(),
  /** False while the year still shows the contracts' defaults (nobody saved it). */
  guardada: z.boolean(),
  tarifas: z.array(tarifaRetencionOutput),
});
export type TablaRetencion = z.infer<typeof tarifasOutput>;

// ---- What to declare each month, and the certificado -------------------------------------------

export const retencionesInput = z.object({ id: uuidField, anio: anioField });
export const retencionesMesOutput = z.object({
  periodo: z.string(),
  total: z.number(),
  porConcepto: z.array(z.object({ concepto: conceptoRetencionField, base: z.number(), retencion: z.number() })),
});
export const retencionesOutput = z.object({
  success: z.literal(true),
  anio: z.number(),
  total: z.number(),
  meses: z.array(retencionesMesOutput),
});
export const certificadoInput = z.object({ id: uuidField, proveedorId: uuidField, anio: anioField });

// ---- The web's form ------------------------------------------------------------------------------

/** The egreso form: the valor bruto typed the Colombian way (pesos.ts), the optional links as «». */
export const egresoFormFields = z
  .object({
    proveedorId: z.string().min(1, { error: EGRESOS_MSG.proveedor }),
    rubro: z.string(),
    fondoImprevistos: z.boolean(),
    ordenId: z.string().transform((v) => v || undefined),
    contratoId: z.string().transform((v) => v || undefined),
    concepto: z.string(),
    descripcion: z.string(),
    valorBruto: pesosTecleadosField({ maximo: VALOR_MAXIMO_EGRESO }),
    /** Only for aseo y vigilancia: the AIU; empty otherwise. */
    baseRetencion: z.string().transform((v, ctx) => {
      if (!v.trim()) return undefined;
      const leido = leerPesos(v, { maximo: VALOR_MAXIMO_EGRESO });
      if (leido.ok) return leido.valor;
      ctx.addIssue({ code: 'custom', message: leido.error });
      return z.NEVER;
    }),
    fecha: z.string(),
    medio: z.string(),
    referencia: z.string(),
  })
  .transform((v) => v as z.input<typeof egresoData>)
  .pipe(egresoData);

// ---- Policy (the web draws its buttons from it) ---------------------------------------------------

export type AccionEgreso = 'anular';
/** What the caller may do with an egreso: only the administration annuls, and only a registered one. */
export function accionesEgreso(estado: EstadoEgreso, access: { manage: boolean }): AccionEgreso[] {
  return access.manage && egresoPuedeAnularse(estado) ? ['anular'] : [];
}

/** The rubros an egreso of `anio` may be charged to: those of that year's approved budget. */
export function rubrosDelAnio(
  presupuestos: readonly { anio: number; estado: string; rubros: readonly { nombre: string }[] }[],
  anio: number,
): string[] {
  return presupuestos.find((p) => p.anio === anio && p.estado === 'aprobado')?.rubros.map((r) => r.nombre) ?? [];
}

/** «4», «2,5», «3,5 %» → basis points, or null. */
function porcentajeBp(texto: string): number | null {
  const m = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(texto);
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}
const porcentajeTecleado = z.string().transform((v, ctx) => {
  const bp = porcentajeBp(v);
  if (bp !== null) return bp;
  ctx.addIssue({ code: 'custom', message: EGRESOS_MSG.tarifa });
  return z.NEVER;
});

/** The retención table's form: the UVT in pesos typed the Colombian way, rates as «4» or «2,5». */
export const tarifasFormFields = z
  .object({
    uvt: pesosTecleadosField({ maximo: 10_000_000 }),
    tarifas: z.array(
      z.object({
        concepto: conceptoRetencionField,
        baseUvt: z
          .string()
          .transform((v) => Number(v.trim().replace(',', '.')))
          .pipe(
            z
              .number({ error: EGRESOS_MSG.baseUvt })
              .min(0, { error: EGRESOS_MSG.baseUvt })
              .max(100_000, { error: EGRESOS_MSG.baseUvt }),
          ),
        tarifaDeclaranteBp: porcentajeTecleado,
        tarifaNoDeclaranteBp: porcentajeTecleado,
        fuente: z.string(),
      }),
    ),
  })
  .transform((v) => v as Omit<z.input<typeof tarifasUpdateInput>, 'id' | 'anio'>)
  .pipe(tarifasUpdateInput.omit({ id: true, anio: true }));
