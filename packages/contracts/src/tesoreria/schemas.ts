// Tesorería contracts: inputs and outputs of both facades. Amounts are whole pesos (numbers, safe
// integers); percentages are numbers in percent (20 means 20 %).
import { z } from 'zod';

import { fechaCivilField, periodoEnRango } from '../fechas.ts';
import { pageFields, requiredText, uuidField } from '../fields.ts';
import { MSG } from '../messages.ts';
import { pesosTecleadosField } from '../pesos.ts';
import { esPeriodo, PORCENTAJE_MINIMO_IMPREVISTOS } from './aritmetica.ts';

/** One charge or payment fits an Int column: two thousand million pesos. */
export const VALOR_MAXIMO = 2_000_000_000;

export const TESORERIA_MSG = {
  imprevistosMinimo: `El fondo de imprevistos debe ser de al menos el ${PORCENTAJE_MINIMO_IMPREVISTOS} % del presupuesto (art. 35 de la Ley 675 de 2001)`,
  rubrosRequeridos: 'El presupuesto debe tener al menos un rubro',
  valorPositivo: 'El valor debe ser un número entero de pesos mayor que cero',
  valorMaximo: 'El valor supera el máximo permitido',
  periodoInvalido: 'El periodo debe tener el formato AAAA-MM',
  fechaInvalida: 'La fecha debe tener el formato AAAA-MM-DD',
  presupuestoNotFound: 'Presupuesto no encontrado',
  presupuestoNoEditable: 'Solo se puede modificar un presupuesto en borrador',
  presupuestoYaAprobado: (anio: number) => `Ya hay un presupuesto aprobado para ${anio}`,
  sinPresupuesto: (anio: number) => `No hay un presupuesto aprobado para ${anio}`,
  coeficientesNoSuman: (suma: string, diferencia: string) =>
    diferencia.startsWith('-')
      ? `Los coeficientes suman ${suma} %: sobran ${diferencia.slice(1)} puntos para llegar al 100 %`
      : `Los coeficientes suman ${suma} %: faltan ${diferencia} puntos para llegar al 100 %`,
  facturacionExiste: (periodo: string) => `Ya existe una facturación para el periodo ${periodo}`,
  facturacionNotFound: 'Facturación no encontrada',
  facturacionNoBorrador: 'Solo se puede emitir una facturación en borrador',
  facturacionConPagos: 'No se puede anular una facturación con pagos aplicados sin un motivo: escriba por qué se anula',
  facturacionYaAnulada: 'La facturación ya está anulada',
  apartamentoOtroConjunto: 'La unidad no pertenece a este conjunto',
  pagoNotFound: 'Pago no encontrado',
  pagoYaAnulado: 'El pago ya está anulado',
  tasaSobreTope: (tope: number) =>
    `La tasa de la asamblea supera el tope legal de ${tope} % EA (1,5 veces el interés bancario corriente, art. 30 de la Ley 675 de 2001)`,
  pazYSalvoDeuda: (valor: string) => `La unidad tiene una deuda de ${valor}; no se puede expedir el paz y salvo`,
  codigoNoValido: 'El código de verificación no corresponde a ningún paz y salvo',
  csvInvalido: 'El archivo CSV debe tener las columnas fecha, valor, referencia y descripcion',
  extractoFaltante: 'Adjunta el extracto del banco (CSV o Excel)',
  extractoGrande: 'El extracto supera los 2 MB: divídelo en archivos más pequeños',
  extractoDemasiadasFilas: (maximo: number) =>
    `El extracto tiene más de ${maximo.toLocaleString('es-CO')} filas: divídelo en archivos más pequeños`,
  pagoFechaFutura: (hoy: string) => `La fecha del pago no puede ser posterior a hoy (${hoy})`,
  pagoFechaAnterior: (primerCargo: string) =>
    `La fecha del pago no puede ser anterior al primer cargo del conjunto (${primerCargo})`,
  pazYSalvoRevocado: (fecha: string) => `La unidad registra saldo pendiente al ${fecha}`,
  pazYSalvoAnulado: (codigo: string, anuladoEn: string) =>
    `El paz y salvo ${codigo} fue anulado el ${anuladoEn}: la unidad registra saldo pendiente a su fecha`,
  corteLejano: (maximo: string) => `La fecha de corte no puede ser posterior al ${maximo} (dos años a partir de hoy)`,
} as const;

const pesos = z
  .number({ error: TESORERIA_MSG.valorPositivo })
  .int({ error: TESORERIA_MSG.valorPositivo })
  .positive({ error: TESORERIA_MSG.valorPositivo })
  .max(VALOR_MAXIMO, { error: TESORERIA_MSG.valorMaximo });
/** One charge's or payment's amount: whole pesos, more than zero, at most VALOR_MAXIMO. */
export const valorPesosField = pesos;
/** Budget-size amounts may be larger than one charge, still far below 2^53. */
const pesosGrandes = z
  .number({ error: TESORERIA_MSG.valorPositivo })
  .int({ error: TESORERIA_MSG.valorPositivo })
  .positive({ error: TESORERIA_MSG.valorPositivo })
  .max(1_000_000_000_000, { error: TESORERIA_MSG.valorMaximo });
export const periodoField = z
  .string({ error: TESORERIA_MSG.periodoInvalido })
  .refine(esPeriodo, { error: TESORERIA_MSG.periodoInvalido, abort: true })
  .refine(periodoEnRango, { error: MSG.fechaFueraDeRango });
export const fechaField = fechaCivilField(TESORERIA_MSG.fechaInvalida);
const porcentaje = z
  .number({ error: 'El porcentaje debe ser un número' })
  .max(100, { error: 'El porcentaje no puede superar 100' });

// ---------------------------------------------------------------------------------------------
// Presupuesto

// The art. 35 minimum, an empty list and non-positive values are rules of the budget, not of the
// shape: the service refuses them with 400 (validarPresupuesto), the status for them.
export const rubroInput = z.object({
  nombre: requiredText('El nombre del rubro es obligatorio', 120),
  valorAnual: z
    .number({ error: TESORERIA_MSG.valorPositivo })
    .int({ error: TESORERIA_MSG.valorPositivo })
    .max(1_000_000_000_000, { error: TESORERIA_MSG.valorMaximo }),
});
export const presupuestoFields = z.object({
  anio: z
    .number({ error: 'El año debe ser un número' })
    .int()
    .min(2000, { error: 'El año no es válido' })
    .max(2100, { error: 'El año no es válido' }),
  porcentajeImprevistos: porcentaje,
  rubros: z.array(rubroInput, { error: TESORERIA_MSG.rubrosRequeridos }).max(200),
});

/** The budget rules that answer 400 (art. 35 and common sense), in Spanish; empty when it is valid. */
export function validarPresupuesto(input: { porcentajeImprevistos: number; rubros: { valorAnual: number }[] }): string[] {
  const errores: string[] = [];
  if (input.porcentajeImprevistos < PORCENTAJE_MINIMO_IMPREVISTOS) errores.push(TESORERIA_MSG.imprevistosMinimo);
  if (input.rubros.length === 0) errores.push(TESORERIA_MSG.rubrosRequeridos);
  if (input.rubros.some((r) => r.valorAnual <= 0)) errores.push(TESORERIA_MSG.valorPositivo);
  return errores;
}
export const presupuestoCreateInput = presupuestoFields.extend({ id: uuidField });
export const presupuestoUpdateInput = presupuestoFields.extend({ id: uuidField });
export const presupuestoAprobarInput = z.object({
  id: uuidField,
  actaReferencia: requiredText('La referencia del acta es obligatoria', 120),
});
export const ESTADOS_PRESUPUESTO = ['borrador', 'aprobado'] as const;

export const presupuestoOutput = z.object({
  id: z.string(),
  phId: z.string(),
  anio: z.number().int(),
  porcentajeImprevistos: z.number(),
  rubros: z.array(z.object({ nombre: z.string(), valorAnual: z.number().int() })),
  totalRubros: z.number().int(),
  valorImprevistos: z.number().int(),
  totalAnual: z.number().int(),
  cuotaMensualTotal: z.number().int(),
  estado: z.enum(ESTADOS_PRESUPUESTO),
  actaReferencia: z.string().nullable(),
  aprobadoEn: z.string().nullable(),
  createdAt: z.string(),
});
export type Presupuesto = z.infer<typeof presupuestoOutput>;
export const presupuestoSingleOutput = z.object({ success: z.literal(true), presupuesto: presupuestoOutput });

const pageOutput = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };
export const phPageInput = z.object({ id: uuidField, ...pageFields });
export const presupuestoListOutput = z.object({
  success: z.literal(true),
  presupuestos: z.array(presupuestoOutput),
  ...pageOutput,
});

// ---------------------------------------------------------------------------------------------
// Facturación

export const conceptoAdicionalInput = z.object({
  apartamentoId: uuidField,
  concepto: requiredText('El concepto es obligatorio', 120),
  valor: pesos,
  generaMora: z.boolean().default(false),
});
export const facturacionCreateInput = z.object({
  id: uuidField,
  periodo: periodoField,
  fechaVencimiento: fechaField,
  conceptosAdicionales: z.array(conceptoAdicionalInput).max(5000).optional(),
});
export const ESTADOS_FACTURACION = ['borrador', 'emitida', 'anulada'] as const;
export const facturacionOutput = z.object({
  id: z.string(),
  periodo: z.string(),
  fechaVencimiento: z.string(),
  estado: z.enum(ESTADOS_FACTURACION),
  total: z.number().int(),
  cargos: z.number().int(),
});
export const facturacionSingleOutput = z.object({ success: z.literal(true), facturacion: facturacionOutput });
export const facturacionListOutput = z.object({
  success: z.literal(true),
  facturaciones: z.array(facturacionOutput),
  ...pageOutput,
});

export const TIPOS_CARGO = ['ordinaria', 'extraordinaria', 'interes', 'adicional'] as const;
export type TipoCargo = (typeof TIPOS_CARGO)[number];
export const cargoOutput = z.object({
  id: z.string(),
  apartamentoId: z.string(),
  unidad: z.string(),
  tipo: z.enum(TIPOS_CARGO),
  concepto: z.string(),
  periodo: z.string(),
  fechaVencimiento: z.string(),
  valor: z.number().int(),
  generaMora: z.boolean(),
});
export const facturacionCargosOutput = z.object({
  success: z.literal(true),
  facturacion: facturacionOutput,
  detalle: z.array(cargoOutput),
  ...pageOutput,
});

export const cuotaExtraordinariaInput = z.object({
  id: uuidField,
  concepto: requiredText('El concepto es obligatorio', 120),
  valorTotal: pesosGrandes,
  cuotas: z
    .number({ error: 'El número de cuotas debe ser un número' })
    .int()
    .min(1, { error: 'Debe haber al menos una cuota' })
    .max(60, { error: 'No puede haber más de 60 cuotas' }),
  desde: periodoField,
  actaReferencia: requiredText('La referencia del acta es obligatoria', 120),
});
export const cuotaExtraordinariaOutput = z.object({
  id: z.string(),
  concepto: z.string(),
  valorTotal: z.number().int(),
  cuotas: z.number().int(),
  desde: z.string(),
  actaReferencia: z.string(),
  valoresMensuales: z.array(z.number().int()),
});
export const cuotaExtraordinariaSingleOutput = z.object({
  success: z.literal(true),
  cuotaExtraordinaria: cuotaExtraordinariaOutput,
});
export const cuotaExtraordinariaListOutput = z.object({
  success: z.literal(true),
  cuotasExtraordinarias: z.array(cuotaExtraordinariaOutput),
  ...pageOutput,
});

// ---------------------------------------------------------------------------------------------
// Pagos

export const MEDIOS_PAGO = ['transferencia', 'consignacion', 'efectivo', 'pse', 'otro'] as const;
/**
 * A nota crédito is recorded as a pago without a recibo de caja (POST /apartamentos/{id}/ajustes), never
 * typed as a medio; a pago «pasarela» is created only by an approved online payment (issue 28), its
 * referencia the gateway's transaction id.
 */
export const MEDIOS_PAGO_REGISTRADOS = [...MEDIOS_PAGO, 'nota_credito', 'pasarela'] as const;
export const pagoFields = z.object({
  apartamentoId: uuidField,
  valor: pesos,
  fecha: fechaField,
  medio: z.enum(MEDIOS_PAGO, { error: 'El medio de pago no es válido' }),
  referencia: z.string().trim().max(120).optional(),
});
export const pagoCreateInput = pagoFields.extend({ id: uuidField });
export const pagoAnularInput = z.object({ id: uuidField, motivo: requiredText('El motivo es obligatorio', 300) });
/** The motivo is required only when payments are applied to the run (the API answers 409 without it). */
export const facturacionAnularInput = z.object({
  id: uuidField,
  motivo: z.string().trim().max(300, { error: MSG.textTooLong }).optional(),
});
export const pagoListInput = z.object({ id: uuidField, apartamentoId: uuidField.optional(), ...pageFields });
export const aplicacionOutput = z.object({ cargoId: z.string(), concepto: z.string(), valor: z.number().int() });
export const pagoOutput = z.object({
  id: z.string(),
  apartamentoId: z.string(),
  unidad: z.string(),
  /** Null only for a nota crédito: it is not money received, so it takes no recibo de caja number. */
  numeroRecibo: z.number().int().nullable(),
  valor: z.number().int(),
  fecha: z.string(),
  medio: z.enum(MEDIOS_PAGO_REGISTRADOS),
  referencia: z.string().nullable(),
  estado: z.enum(['aplicado', 'anulado']),
  motivoAnulacion: z.string().nullable(),
  /**
   * An online payment (medio «pasarela»): the gateway's payment method as it named it (Wompi's
   * payment_method_type: PSE, CARD, NEQUI, BANCOLOMBIA_TRANSFER…; show it with etiquetaMedioPasarela).
   * Null for every other medio, or when the gateway did not say.
   */
  medioPasarela: z.string().nullable(),
  aplicaciones: z.array(aplicacionOutput),
  saldoAFavor: z.number().int(),
});
export type Pago = z.infer<typeof pagoOutput>;
export const pagoSingleOutput = z.object({ success: z.literal(true), pago: pagoOutput });
/** The pagos list holds recibos de caja only (notas crédito show in the unit's estado de cuenta). */
export const reciboOutput = pagoOutput.extend({ numeroRecibo: z.number().int() });
export type Recibo = z.infer<typeof reciboOutput>;
export const pagoListOutput = z.object({ success: z.literal(true), pagos: z.array(reciboOutput), ...pageOutput });

/** Rows of one bank statement: a month of a large complex's transfers, with room to spare. */
export const EXTRACTO_MAX_FILAS = 1000;
export const importarPagosInput = z.object({
  id: uuidField,
  csv: z.string({ error: TESORERIA_MSG.csvInvalido }).min(1, { error: TESORERIA_MSG.csvInvalido }).max(2_000_000),
});
export const filaImportadaOutput = z.object({
  fila: z.number().int(),
  fecha: z.string(),
  valor: z.number().int(),
  referencia: z.string(),
  descripcion: z.string(),
});
export const importarPagosOutput = z.object({
  success: z.literal(true),
  aplicados: z.array(pagoOutput),
  /** Only in a vista previa: the rows that would become payments, with their unit. */
  porAplicar: z.array(filaImportadaOutput.extend({ unidad: z.string() })),
  duplicados: z.array(filaImportadaOutput),
  sinAsignar: z.array(filaImportadaOutput.extend({ motivo: z.string() })),
  /** True when nothing was written (the file route's ?vistaPrevia=true). */
  vistaPrevia: z.boolean(),
});

/** A statement file (CSV or XLSX) sent as multipart: at most this many bytes. */
export const EXTRACTO_MAX_BYTES = 2 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Tasas de mora

export const tasaMoraInput = z.object({
  id: uuidField,
  periodo: periodoField,
  interesBancarioCorrienteEA: z
    .number({ error: 'La tasa debe ser un número' })
    .positive({ error: 'La tasa debe ser mayor que cero' })
    .max(200),
  tasaAsambleaEA: z
    .number({ error: 'La tasa debe ser un número' })
    .positive({ error: 'La tasa debe ser mayor que cero' })
    .max(300)
    .optional(),
});
export const tasaMoraOutput = z.object({
  periodo: z.string(),
  interesBancarioCorrienteEA: z.number(),
  tasaAsambleaEA: z.number().nullable(),
  topeLegalEA: z.number(),
  tasaAplicadaEA: z.number(),
  tasaMensual: z.number(),
});
export const tasaMoraSingleOutput = z.object({ success: z.literal(true), tasa: tasaMoraOutput });
export const tasaMoraListOutput = z.object({ success: z.literal(true), tasas: z.array(tasaMoraOutput), ...pageOutput });

// ---------------------------------------------------------------------------------------------
// Estado de cuenta, paz y salvo, cartera

export const estadoCuentaInput = z.object({ id: uuidField, hasta: fechaField.optional() });
/** `ajuste`: a nota débito (cargo) or nota crédito (abono), POST /apartamentos/{id}/ajustes. */
export const TIPOS_MOVIMIENTO = ['cargo', 'pago', 'anulacion', 'interes', 'ajuste'] as const;
export const movimientoOutput = z.object({
  fecha: z.string(),
  tipo: z.enum(TIPOS_MOVIMIENTO),
  concepto: z.string(),
  cargo: z.number().int(),
  abono: z.number().int(),
  saldo: z.number().int(),
  /** On a payment: its id, for the recibo de caja (GET /api/pagos/{id}/recibo.pdf). */
  pagoId: z.string().optional(),
});
export const estadoCuentaOutput = z.object({
  success: z.literal(true),
  apartamento: z.object({ id: z.string(), phId: z.string(), torre: z.string(), numero: z.string(), coeficiente: z.number() }),
  hasta: z.string(),
  saldoCapital: z.number().int(),
  saldoIntereses: z.number().int(),
  saldoAFavor: z.number().int(),
  totalAPagar: z.number().int(),
  movimientos: z.array(movimientoOutput),
});
export type EstadoCuenta = z.infer<typeof estadoCuentaOutput>;

export const codigoVerificacionInput = z.object({ codigo: z.string().trim().min(1).max(40) });
export const verificacionOutput = z.object({
  success: z.literal(true),
  valido: z.boolean(),
  conjunto: z.string().optional(),
  unidad: z.string().optional(),
  fecha: z.string().optional(),
  /** Only for a revoked certificate: «anulado», with the day it was revoked. */
  estado: z.literal('anulado').optional(),
  anuladoEn: z.string().optional(),
});

export const archivoOutput = z.object({
  success: z.literal(true),
  archivo: z.object({ nombre: z.string(), tipo: z.string(), base64: z.string() }),
  codigo: z.string().optional(),
});

export const carteraInput = z.object({
  id: uuidField,
  hasta: fechaField.optional(),
  formato: z.enum(['json', 'csv', 'xlsx']).default('json'),
  /** The CSV's separator: «;» for Excel with Colombian settings (the decimal separator is the comma), «,» for other tools. */
  separador: z.enum([';', ',']).default(';'),
  ...pageFields,
});
const porEdad = z.object({
  alDia: z.number().int(),
  de1a30: z.number().int(),
  de31a60: z.number().int(),
  de61a90: z.number().int(),
  masDe90: z.number().int(),
});
export const carteraUnidadOutput = z.object({
  apartamentoId: z.string(),
  unidad: z.string(),
  capital: porEdad,
  intereses: z.number().int(),
  totalCapital: z.number().int(),
  total: z.number().int(),
  ultimoPago: z.object({ fecha: z.string(), valor: z.number().int() }).nullable(),
});
export const carteraOutput = z.object({
  success: z.literal(true),
  hasta: z.string(),
  totales: z.object({
    facturado: z.number().int(),
    recaudado: z.number().int(),
    cartera: z.number().int(),
    porcentajeCartera: z.number(),
    porEdad,
  }),
  unidades: z.array(carteraUnidadOutput),
  archivo: z.object({ nombre: z.string(), tipo: z.string(), base64: z.string() }).optional(),
  ...pageOutput,
});
export type Cartera = z.infer<typeof carteraOutput>;

// ---------------------------------------------------------------------------------------------
// Forms: what people type (issue 26, point 1). Money arrives as text written the Colombian way and
// leaves as whole pesos, so the web validates with the same parser everywhere; the API takes integers.

export const pagoFormFields = pagoFields.extend({ valor: pesosTecleadosField({ maximo: VALOR_MAXIMO }) });
export const cuotaExtraordinariaFormFields = cuotaExtraordinariaInput.omit({ id: true, cuotas: true }).extend({
  valorTotal: pesosTecleadosField({ maximo: 1_000_000_000_000 }),
  cuotas: z.coerce
    .number({ error: 'El número de cuotas debe ser un número' })
    .int({ error: 'El número de cuotas debe ser un número entero' })
    .min(1, { error: 'Debe haber al menos una cuota' })
    .max(60, { error: 'No puede haber más de 60 cuotas' }),
});
export const rubroFormFields = z.object({
  nombre: requiredText('El nombre del rubro es obligatorio', 120),
  valorAnual: pesosTecleadosField({ maximo: 1_000_000_000_000 }),
});

// ---------------------------------------------------------------------------------------------
// Configuración de facturación (issue 26, point 2): the day of the month charges fall due and the
// grace days after an emission before mora runs. Day 28 at most, so every month has it.

export const DIA_VENCIMIENTO_MAXIMO = 28;
export const DIAS_GRACIA_MAXIMO = 30;
export const tesoreriaConfiguracionFields = z.object({
  diaVencimiento: z
    .number({ error: 'El día de vencimiento debe ser un número' })
    .int({ error: 'El día de vencimiento debe ser un número entero' })
    .min(1, { error: `El día de vencimiento debe estar entre 1 y ${DIA_VENCIMIENTO_MAXIMO}` })
    .max(DIA_VENCIMIENTO_MAXIMO, { error: `El día de vencimiento debe estar entre 1 y ${DIA_VENCIMIENTO_MAXIMO}` }),
  diasGracia: z
    .number({ error: 'Los días de gracia deben ser un número' })
    .int({ error: 'Los días de gracia deben ser un número entero' })
    .min(0, { error: `Los días de gracia deben estar entre 0 y ${DIAS_GRACIA_MAXIMO}` })
    .max(DIAS_GRACIA_MAXIMO, { error: `Los días de gracia deben estar entre 0 y ${DIAS_GRACIA_MAXIMO}` }),
});
export const tesoreriaConfiguracionInput = tesoreriaConfiguracionFields.extend({ id: uuidField });
export const tesoreriaConfiguracionOutput = z.object({
  success: z.literal(true),
  configuracion: tesoreriaConfiguracionFields.extend({
    /** The next period without a live facturación, and its due date on the complex's day. */
    siguientePeriodo: z.string(),
    siguienteVencimiento: z.string(),
  }),
});
