// Ajustes (issue 26): one wrong charge is corrected with a nota débito (a new charge of the unit) or a
// nota crédito (an abono without recibo de caja, applied like a payment: interest first, then the
// oldest capital, art. 30 of Ley 675). Corrections add entries; nothing is edited or deleted.
import { z } from 'zod';

import { uuidField } from '../fields.ts';
import { pesosTecleadosField } from '../pesos.ts';
import { aplicacionOutput, VALOR_MAXIMO, valorPesosField } from './schemas.ts';

export const TIPOS_AJUSTE = ['credito', 'debito'] as const;
export type TipoAjuste = (typeof TIPOS_AJUSTE)[number];

export const AJUSTE_LIMITES = { conceptoMin: 3, conceptoMax: 200, motivoMin: 5, motivoMax: 500 } as const;

export const AJUSTE_MSG = {
  tipo: 'Elige si es una nota crédito o una nota débito',
  concepto: `El concepto debe tener entre ${AJUSTE_LIMITES.conceptoMin} y ${AJUSTE_LIMITES.conceptoMax} caracteres`,
  motivo: `El motivo debe tener entre ${AJUSTE_LIMITES.motivoMin} y ${AJUSTE_LIMITES.motivoMax} caracteres`,
} as const;

/** What each kind of ajuste is called wherever a person reads it. */
export const NOMBRE_AJUSTE: Record<TipoAjuste, string> = { credito: 'Nota crédito', debito: 'Nota débito' };

/** The line of the estado de cuenta (and of the charge a nota débito creates): «Nota débito: <concepto>». */
export const etiquetaAjuste = (tipo: TipoAjuste, concepto: string): string => `${NOMBRE_AJUSTE[tipo]}: ${concepto}`;

const texto = (min: number, max: number, error: string) => z.string({ error }).trim().min(min, { error }).max(max, { error });

export const ajusteFields = z.object({
  tipo: z.enum(TIPOS_AJUSTE, { error: AJUSTE_MSG.tipo }),
  valor: valorPesosField,
  concepto: texto(AJUSTE_LIMITES.conceptoMin, AJUSTE_LIMITES.conceptoMax, AJUSTE_MSG.concepto),
  motivo: texto(AJUSTE_LIMITES.motivoMin, AJUSTE_LIMITES.motivoMax, AJUSTE_MSG.motivo),
});
/** POST /api/apartamentos/{id}/ajustes: `id` is the unit; valor in whole pesos (an integer). */
export const ajusteCreateInput = ajusteFields.extend({ id: uuidField });
/** The web's form: valor typed the Colombian way («50.000»), read by leerPesos into whole pesos. */
export const ajusteFormFields = ajusteFields.extend({ valor: pesosTecleadosField({ maximo: VALOR_MAXIMO }) });

export const ajusteOutput = z.object({
  id: z.string(),
  apartamentoId: z.string(),
  unidad: z.string(),
  tipo: z.enum(TIPOS_AJUSTE),
  valor: z.number().int(),
  concepto: z.string(),
  motivo: z.string(),
  fecha: z.string(),
  /** The charge a nota débito created. */
  cargoId: z.string().nullable(),
  /** The abono (a pago with medio nota_credito, without recibo) a nota crédito created; annulled with PUT /pagos/{id}/anular. */
  pagoId: z.string().nullable(),
  /** A nota crédito's applications to the unit's debts, interest first and then the oldest capital. */
  aplicaciones: z.array(aplicacionOutput),
  /** What a nota crédito left as saldo a favor (larger than the debt). */
  saldoAFavor: z.number().int(),
});
export type Ajuste = z.infer<typeof ajusteOutput>;
export const ajusteSingleOutput = z.object({ success: z.literal(true), ajuste: ajusteOutput });
