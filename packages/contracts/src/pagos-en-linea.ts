// Pagos en línea (issue 28): an owner pays the unit's cuenta through the complex's payment gateway
// (Wompi first), the ledger applies the approved transaction by itself; a complex may also publish its
// Bre-B llave and bank account with a unit-specific reference. Inputs and outputs of both facades,
// the intent's state machine and the named limits. Amounts are whole pesos (integers).
import { z } from 'zod';

import { requiredText, uuidField } from './fields.ts';
import { formatoPesos } from './formato.ts';
import { MSG } from './messages.ts';
import { ESTADOS_INTENTO, type EstadoIntento } from './pagos-en-linea/constantes.ts';
import { pesosTecleadosField } from './pesos.ts';
import { periodoField, valorPesosField } from './tesoreria/schemas.ts';

export * from './pagos-en-linea/constantes.ts';

// ---- Limits -------------------------------------------------------------------------------------

/** The smallest online payment, in pesos: below it the gateway's fee is out of proportion. */
export const PAGO_EN_LINEA_MINIMO = 5_000;
/** How much an online payment may exceed what the unit owes (it becomes saldo a favor): a small rounding. */
export const PAGO_EN_LINEA_MARGEN_SOBRE_DEUDA = 1_000;
/** How long a checkout stays payable: after it the intent is settled by asking the gateway, or expires. */
export const INTENTO_VIGENCIA_HORAS = 24;
/** An intent still pending this long without an event is asked about to the gateway (events get lost). */
export const INTENTO_CONSULTAR_TRAS_MINUTOS = 30;
/** The only currency a complex charges in. */
export const MONEDA_PASARELA = 'COP';

// ---- Web routes the API links to ----------------------------------------------------------------

/** The web page that starts a unit's online payment after login (the cuenta de cobro's «Pagar ahora»). */
export const rutaPagarEnLinea = (apartamentoId: string): string => `/pagar/${apartamentoId}`;
/** The web return page the gateway sends the payer back to (it polls GET /api/pagos-en-linea/{id}). */
export const rutaRetornoPago = (intentoId: string): string => `/pagos-en-linea/${intentoId}`;

// ---- Messages -----------------------------------------------------------------------------------

export const PAGOS_EN_LINEA_MSG = {
  llavePublicaInvalida: 'La llave pública de Wompi empieza por pub_test_ o pub_prod_',
  llavePublicaAmbiente: 'La llave pública no corresponde al ambiente elegido (pub_test_ para pruebas, pub_prod_ para producción)',
  secretoInvalido: 'El secreto debe tener entre 8 y 200 caracteres, sin espacios',
  secretoIntegridadRequerido: 'El secreto de integridad es obligatorio la primera vez',
  secretoEventosRequerido: 'El secreto de eventos es obligatorio la primera vez',
  ambienteInvalido: 'El ambiente debe ser pruebas o produccion',
  proveedorInvalido: 'El proveedor de pagos no es válido',
  pasarelaNoConfigurada: 'El conjunto todavía no recibe pagos en línea',
  sinDeuda: 'La unidad no tiene saldo pendiente por pagar',
  valorMinimo: (minimo: string) => `El valor mínimo de un pago en línea es ${minimo}`,
  valorMaximo: (maximo: string) => `El valor no puede superar lo que debe la unidad (${maximo})`,
  intentoNotFound: 'Pago en línea no encontrado',
  descuadreNotFound: 'Descuadre no encontrado',
  descuadreYaResuelto: 'El descuadre ya está resuelto',
  notaRequerida: 'Escribe una nota que explique cómo se resolvió',
  eventoInvalido: 'Evento no válido',
  firmaInvalida: 'Firma del evento no válida',
  llaveBreBInvalida: 'La llave Bre-B debe tener entre 3 y 60 caracteres',
  comisionPorcentajeInvalido: 'El porcentaje de la comisión va de 0 a 100 %, con hasta dos decimales (p. ej. 265 = 2,65 %)',
  comisionFijoInvalido: 'El valor fijo de la comisión es un valor en pesos, sin centavos, entre $ 0 y $ 100.000',
  comisionRequerida: 'Define la comisión de la pasarela antes de trasladarla al pagador',
  cuentaInvalida: 'El número de cuenta solo lleva dígitos y guiones',
} as const;

// ---- Gateway configuration (one per complex: each complex is its own merchant) ------------------

export const PROVEEDORES_PASARELA = ['wompi'] as const;
export type ProveedorPasarela = (typeof PROVEEDORES_PASARELA)[number];
export const AMBIENTES_PASARELA = ['pruebas', 'produccion'] as const;
export type AmbientePasarela = (typeof AMBIENTES_PASARELA)[number];
export const AMBIENTE_LABELS: Record<AmbientePasarela, string> = { pruebas: 'Pruebas (sandbox)', produccion: 'Producción' };
export const TIPOS_CUENTA_BANCARIA = ['ahorros', 'corriente'] as const;

const secreto = z
  .string({ error: PAGOS_EN_LINEA_MSG.secretoInvalido })
  .regex(/^\S{8,200}$/, { error: PAGOS_EN_LINEA_MSG.secretoInvalido });

/** Where owners may transfer by hand: a Bre-B llave and/or a bank account (each optional). */
export const transferenciaFields = z.object({
  llaveBreB: z
    .string()
    .trim()
    .min(3, { error: PAGOS_EN_LINEA_MSG.llaveBreBInvalida })
    .max(60, { error: PAGOS_EN_LINEA_MSG.llaveBreBInvalida })
    .nullable()
    .optional(),
  banco: z.string().trim().max(80, { error: MSG.textTooLong }).nullable().optional(),
  tipoCuenta: z.enum(TIPOS_CUENTA_BANCARIA).nullable().optional(),
  numeroCuenta: z
    .string()
    .trim()
    .regex(/^[0-9-]{4,30}$/, { error: PAGOS_EN_LINEA_MSG.cuentaInvalida })
    .nullable()
    .optional(),
  titularCuenta: z.string().trim().max(120, { error: MSG.textTooLong }).nullable().optional(),
});

// ---- The gateway's fee, when the complex passes it on to the payer ------------------------------

/**
 * The gateway's fee as its contract states it: a percentage in basis points (265 = 2,65 %, so no
 * float touches money), a fixed part in whole pesos, and whether IVA (19 %) applies on top of both.
 */
export const comisionPasarelaSchema = z.object({
  porcentajeBp: z
    .number({ error: PAGOS_EN_LINEA_MSG.comisionPorcentajeInvalido })
    .int({ error: PAGOS_EN_LINEA_MSG.comisionPorcentajeInvalido })
    .min(0, { error: PAGOS_EN_LINEA_MSG.comisionPorcentajeInvalido })
    .max(10_000, { error: PAGOS_EN_LINEA_MSG.comisionPorcentajeInvalido }),
  fijo: z
    .number({ error: PAGOS_EN_LINEA_MSG.comisionFijoInvalido })
    .int({ error: PAGOS_EN_LINEA_MSG.comisionFijoInvalido })
    .min(0, { error: PAGOS_EN_LINEA_MSG.comisionFijoInvalido })
    .max(100_000, { error: PAGOS_EN_LINEA_MSG.comisionFijoInvalido }),
  iva: z.boolean(),
});
export type ComisionPasarela = z.infer<typeof comisionPasarelaSchema>;
/** The IVA on the gateway's fee, in percent (Estatuto Tributario art. 468). */
export const IVA_COMISION_PORCENTAJE = 19;

/**
 * The fee the payer is charged on top of `valor`, in whole pesos:
 *   (valor × porcentajeBp / 10 000 + fijo) × (1 + 19 % if iva),
 * computed exactly in integers and rounded once, half up, to the peso. E.g. valor 364 780 at
 * 2,65 % + $ 700 + IVA: (9 666,67 + 700) × 1,19 = 12 336,337… → $ 12 336. The pago applied to the unit
 * is `valor`; the checkout charges `valor + comision`.
 */
export function calcularComision(valor: number, comision: ComisionPasarela): number {
  const escala = 10_000n * 100n;
  const base = BigInt(valor) * BigInt(comision.porcentajeBp) + BigInt(comision.fijo) * 10_000n;
  const conIva = base * BigInt(comision.iva ? 100 + IVA_COMISION_PORCENTAJE : 100);
  return Number((conIva + escala / 2n) / escala);
}

/**
 * What an administrator types as the fee's percentage («2,65», «2.65», «2,65 %») in basis points (265);
 * null when it is not a percentage from 0 to 100 with at most two decimals.
 */
export function leerPorcentajeBp(texto: string): number | null {
  const m = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(texto);
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** «2,65 % + $ 700 + IVA», for the config form and the owner's preview. */
export function etiquetaComision(comision: ComisionPasarela): string {
  const entero = Math.trunc(comision.porcentajeBp / 100);
  const decimales = comision.porcentajeBp % 100;
  const porcentaje = decimales ? `${entero},${String(decimales).padStart(2, '0').replace(/0$/, '')} %` : `${entero} %`;
  const partes = [porcentaje, ...(comision.fijo ? [formatoPesos(comision.fijo)] : [])];
  return partes.join(' + ') + (comision.iva ? ' + IVA' : '');
}

const pasarelaConfigBase = z
  .object({
    proveedor: z.enum(PROVEEDORES_PASARELA, { error: PAGOS_EN_LINEA_MSG.proveedorInvalido }),
    llavePublica: z
      .string({ error: PAGOS_EN_LINEA_MSG.llavePublicaInvalida })
      .trim()
      .regex(/^pub_(test|prod)_[A-Za-z0-9_-]{4,120}$/, { error: PAGOS_EN_LINEA_MSG.llavePublicaInvalida }),
    secretoIntegridad: secreto.optional(),
    secretoEventos: secreto.optional(),
    ambiente: z.enum(AMBIENTES_PASARELA, { error: PAGOS_EN_LINEA_MSG.ambienteInvalido }),
    /** The gateway's fee (null: none set). Omitted, the stored one stays. */
    comision: comisionPasarelaSchema.nullable().optional(),
    /** Whether the payer pays the fee on top of what is applied to the unit. Omitted, it stays. */
    trasladarComision: z.boolean().optional(),
  })
  .extend(transferenciaFields.shape);
const llaveDelAmbiente = (v: { llavePublica: string; ambiente: AmbientePasarela }) =>
  v.llavePublica.startsWith(v.ambiente === 'produccion' ? 'pub_prod_' : 'pub_test_');
/** The form's fields (without the complex id). */
export const pasarelaConfigFields = pasarelaConfigBase.refine(llaveDelAmbiente, {
  error: PAGOS_EN_LINEA_MSG.llavePublicaAmbiente,
  path: ['llavePublica'],
});
export type PasarelaConfigData = z.infer<typeof pasarelaConfigFields>;
/**
 * PUT /ph/{id}/pasarela. The secrets are write-only: omitted, the stored ones stay (they are required
 * the first time); they are never answered back. `llavePublica` must match the ambiente (Wompi's
 * pub_test_… keys belong to the sandbox, pub_prod_… to production).
 */
export const pasarelaConfigInput = pasarelaConfigBase
  .extend({ id: uuidField })
  .refine(llaveDelAmbiente, { error: PAGOS_EN_LINEA_MSG.llavePublicaAmbiente, path: ['llavePublica'] });
export const pasarelaGetInput = z.object({ id: uuidField });

export const transferenciaOutput = z.object({
  llaveBreB: z.string().nullable(),
  banco: z.string().nullable(),
  tipoCuenta: z.enum(TIPOS_CUENTA_BANCARIA).nullable(),
  numeroCuenta: z.string().nullable(),
  titularCuenta: z.string().nullable(),
});
export type TransferenciaConfig = z.infer<typeof transferenciaOutput>;

/** What GET answers: never a secret, only whether each one is set. `null` fields: not configured yet. */
export const pasarelaConfigOutput = z.object({
  configurada: z.boolean(),
  proveedor: z.enum(PROVEEDORES_PASARELA).nullable(),
  llavePublica: z.string().nullable(),
  ambiente: z.enum(AMBIENTES_PASARELA).nullable(),
  secretoIntegridadDefinido: z.boolean(),
  secretoEventosDefinido: z.boolean(),
  /** The webhook URL to paste in the gateway's dashboard (Wompi → Desarrolladores → URL de eventos). */
  urlEventos: z.string(),
  transferencia: transferenciaOutput,
  /** The gateway's fee as the administration set it (null: not set). */
  comision: comisionPasarelaSchema.nullable(),
  /** True: owners pay valor + the fee (calcularComision); false: the complex absorbs it. */
  trasladarComision: z.boolean(),
  actualizadoEn: z.string().nullable(),
});
export type PasarelaConfig = z.infer<typeof pasarelaConfigOutput>;
export const pasarelaConfigSingleOutput = z.object({ success: z.literal(true), pasarela: pasarelaConfigOutput });

// ---- Intents ------------------------------------------------------------------------------------

/** Wompi's transaction statuses, and the intent estado each one settles to. */
export const ESTADOS_TRANSACCION = ['APPROVED', 'DECLINED', 'VOIDED', 'ERROR', 'PENDING'] as const;
export type EstadoTransaccion = (typeof ESTADOS_TRANSACCION)[number];
export const ESTADO_POR_TRANSACCION: Record<EstadoTransaccion, EstadoIntento> = {
  APPROVED: 'aprobado',
  DECLINED: 'rechazado',
  VOIDED: 'anulado',
  ERROR: 'error',
  PENDING: 'pendiente',
};

/** The amount an owner may pay now, from what the unit owes: [min, max], or null when nothing is owed. */
export function rangoPagoEnLinea(totalAPagar: number): { minimo: number; maximo: number } | null {
  if (totalAPagar <= 0) return null;
  return { minimo: Math.min(PAGO_EN_LINEA_MINIMO, totalAPagar), maximo: totalAPagar + PAGO_EN_LINEA_MARGEN_SOBRE_DEUDA };
}

/** POST /apartamentos/{id}/pagos-en-linea: `valor` defaults to the unit's total a pagar. */
export const intentoCreateInput = z.object({ id: uuidField, valor: valorPesosField.optional() });
/** The web form: what a person types («$ 364.780»), read with the shared pesos parser. */
export const intentoFormSchema = z.object({ valor: pesosTecleadosField() });

export const intentoOutput = z.object({
  id: z.string(),
  apartamentoId: z.string(),
  unidad: z.string(),
  referencia: z.string(),
  /** What is applied to the unit's account. */
  valor: z.number().int(),
  /** The gateway's fee the payer pays on top (0 when the complex does not pass it on). */
  comision: z.number().int(),
  /** What the gateway charges: valor + comision. */
  totalCobrado: z.number().int(),
  estado: z.enum(ESTADOS_INTENTO),
  /** The gateway's checkout page (open it in the same tab; it comes back to /pagos-en-linea/{id}). */
  urlPago: z.string(),
  expiraEn: z.string(),
  creadoEn: z.string(),
  proveedor: z.enum(PROVEEDORES_PASARELA),
  ambiente: z.enum(AMBIENTES_PASARELA),
  /** The gateway's transaction id and payment method (PSE, CARD, NEQUI, …), once known. */
  transaccionId: z.string().nullable(),
  medioPago: z.string().nullable(),
  /** The pago it created (approved): its recibo is GET /pagos/{pagoId}/recibo.pdf. */
  pagoId: z.string().nullable(),
  numeroRecibo: z.number().int().nullable(),
});
export type Intento = z.infer<typeof intentoOutput>;
export const intentoSingleOutput = z.object({ success: z.literal(true), intento: intentoOutput });
/** `transaccion`: the id the gateway appends to the return URL (Wompi: ?id=…), kept as a hint for the daily query. */
export const intentoGetInput = z.object({
  id: uuidField,
  transaccion: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/)
    .optional(),
});

/** One charge of capital the unit still owes (a cuota, an extraordinaria, a nota débito), in the ledger's order. */
export const cobroPendienteOutput = z.object({
  periodo: z.string(),
  concepto: z.string(),
  vence: z.string(),
  pendiente: z.number().int(),
});
export type CobroPendiente = z.infer<typeof cobroPendienteOutput>;

/**
 * What pays the `cuantos` oldest cobros: a payment goes first to interest, then to the oldest capital
 * (Código Civil art. 1653, unless payer and administration agree otherwise), so paying a cobro means
 * paying the interest and every older cobro too; less the saldo a favor, and never more than the total.
 */
export function valorDeCobros(
  opciones: { totalAPagar: number; intereses: number; saldoAFavor: number; cobros: readonly CobroPendiente[] },
  cuantos: number,
): number {
  const capital = opciones.cobros.slice(0, Math.max(0, cuantos)).reduce((suma, c) => suma + c.pendiente, 0);
  return Math.min(opciones.totalAPagar, Math.max(0, opciones.intereses + capital - opciones.saldoAFavor));
}

/** GET /apartamentos/{id}/pagos-en-linea/opciones: what the owner's «Pagar» screen shows. */
export const opcionesPagoInput = z.object({ id: uuidField });
export const opcionesPagoOutput = z.object({
  success: z.literal(true),
  totalAPagar: z.number().int(),
  /** Interest owed (billed and accrued) and the saldo a favor: with `cobros`, what valorDeCobros needs. */
  intereses: z.number().int(),
  saldoAFavor: z.number().int(),
  /** The charges still owed, in the order a payment pays them, so the payer may pay some of them. */
  cobros: z.array(cobroPendienteOutput),
  /** Null when the complex takes no online payments (or nothing is owed: `rango` null). */
  pasarela: z.object({ proveedor: z.enum(PROVEEDORES_PASARELA), ambiente: z.enum(AMBIENTES_PASARELA) }).nullable(),
  rango: z.object({ minimo: z.number().int(), maximo: z.number().int() }).nullable(),
  /**
   * The fee the payer pays on top of the chosen valor (null: the complex absorbs it, or takes no online
   * payments). Preview it with calcularComision(valor, comision); the rango bounds valor, not the total.
   */
  comision: comisionPasarelaSchema.nullable(),
  /** Bre-B / bank transfer: null when the complex publishes neither. */
  transferencia: transferenciaOutput.extend({ referencia: z.string() }).nullable(),
});
export type OpcionesPago = z.infer<typeof opcionesPagoOutput>;

// ---- Conciliación --------------------------------------------------------------------------------

export const MOTIVOS_DESCUADRE = ['valor', 'moneda', 'referencia_desconocida', 'intento_cerrado', 'anulacion_sin_pago'] as const;
export type MotivoDescuadre = (typeof MOTIVOS_DESCUADRE)[number];
export const MOTIVO_DESCUADRE_LABELS: Record<MotivoDescuadre, string> = {
  valor: 'El valor no coincide con el del pago iniciado',
  moneda: 'La moneda no es COP',
  referencia_desconocida: 'La referencia no corresponde a ningún pago iniciado',
  intento_cerrado: 'El pago iniciado ya estaba cerrado',
  anulacion_sin_pago: 'Anulación de una transacción sin pago aplicado',
};

/** What the job did with an authentic event. */
export const RESULTADOS_EVENTO = ['pendiente', 'aplicado', 'cerrado', 'anulado', 'descuadre', 'duplicado', 'ignorado'] as const;
export type ResultadoEvento = (typeof RESULTADOS_EVENTO)[number];

export const conciliacionInput = z.object({ id: uuidField, periodo: periodoField });
export const eventoPasarelaOutput = z.object({
  id: z.string(),
  recibidoEn: z.string(),
  tipo: z.string(),
  transaccionId: z.string().nullable(),
  referencia: z.string().nullable(),
  estadoTransaccion: z.string().nullable(),
  valorCentavos: z.number().int().nullable(),
  moneda: z.string().nullable(),
  resultado: z.enum(RESULTADOS_EVENTO),
});
export const descuadreOutput = z.object({
  id: z.string(),
  creadoEn: z.string(),
  motivo: z.enum(MOTIVOS_DESCUADRE),
  detalle: z.string(),
  referencia: z.string().nullable(),
  transaccionId: z.string().nullable(),
  intentoId: z.string().nullable(),
  valorCentavos: z.number().int().nullable(),
  resuelto: z.boolean(),
  nota: z.string().nullable(),
  resueltoEn: z.string().nullable(),
});
export type Descuadre = z.infer<typeof descuadreOutput>;
export const conciliacionOutput = z.object({
  success: z.literal(true),
  periodo: z.string(),
  intentos: z.array(intentoOutput),
  eventos: z.array(eventoPasarelaOutput),
  descuadres: z.array(descuadreOutput),
});
export type Conciliacion = z.infer<typeof conciliacionOutput>;

export const descuadreResolverInput = z.object({ id: uuidField, nota: requiredText(PAGOS_EN_LINEA_MSG.notaRequerida, 500) });
export const descuadreSingleOutput = z.object({ success: z.literal(true), descuadre: descuadreOutput });

// ---- Wompi's event (POST /pasarela/wompi/eventos) ------------------------------------------------

/** The part of Wompi's `transaction.updated` event the platform reads; anything else is kept raw. */
export const wompiEventoSchema = z.object({
  event: z.string(),
  data: z.object({
    transaction: z.looseObject({
      id: z.string(),
      reference: z.string(),
      amount_in_cents: z.number().int(),
      currency: z.string(),
      status: z.string(),
      payment_method_type: z.string().nullish(),
    }),
  }),
  environment: z.string().optional(),
  signature: z.object({ properties: z.array(z.string()).max(20), checksum: z.string() }),
  timestamp: z.number().int(),
  sent_at: z.string().optional(),
});
export type WompiEvento = z.infer<typeof wompiEventoSchema>;
