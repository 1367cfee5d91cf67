// Retención en la fuente a título de renta on what a complex pays (issue 29). A propiedad horizontal
// is an agente de retención (E.T. art. 368; its cuotas de administración are never subject: there is
// no egreso kind for them). Rates and minimum bases in UVT come from the Decreto 1625 de 2016 (DUR
// tributario) as modified by the Decreto 0572 de 2025, in force from 1 June 2025; the UVT of each
// year from the DIAN's resolution. The complex's contador may edit the table per year
// (GET/PUT /ph/{id}/retencion/tarifas): these are only its prefilled values. Pure: no I/O.
export const CONCEPTOS_RETENCION = [
  'servicios',
  'honorarios',
  'compras',
  'arrendamiento_inmuebles',
  'arrendamiento_muebles',
  'aseo_vigilancia',
  'transporte_carga',
  'no_sujeto',
] as const;
export type ConceptoRetencion = (typeof CONCEPTOS_RETENCION)[number];

export const ETIQUETA_CONCEPTO_RETENCION: Record<ConceptoRetencion, string> = {
  servicios: 'Servicios generales',
  honorarios: 'Honorarios',
  compras: 'Compras generales',
  arrendamiento_inmuebles: 'Arrendamiento de inmuebles',
  arrendamiento_muebles: 'Arrendamiento de muebles',
  aseo_vigilancia: 'Aseo y vigilancia (sobre el AIU)',
  transporte_carga: 'Transporte de carga',
  no_sujeto: 'No sujeto a retención',
};

/** UVT of each year: 2025 DIAN Resolución 000193 de 2024; 2026 DIAN Resolución 000238 de 2025. */
export const UVT_POR_ANIO: Readonly<Record<number, number>> = { 2025: 49_799, 2026: 52_374 };

/** The UVT of a year, or of the latest year known (the contador updates it in the table). */
export function uvtDe(anio: number): number {
  if (UVT_POR_ANIO[anio]) return UVT_POR_ANIO[anio];
  const anios = Object.keys(UVT_POR_ANIO).map(Number);
  const cercano = anios.filter((a) => a <= anio).sort((a, b) => b - a)[0] ?? Math.min(...anios);
  return UVT_POR_ANIO[cercano]!;
}

/**
 * One row of the table. Rates in basis points (400 = 4 %). For honorarios the two rates are the
 * persona jurídica's (the «declarante» column) and the persona natural's; for every other concept,
 * declarante and no declarante.
 */
export interface TarifaRetencion {
  concepto: ConceptoRetencion;
  uvt: number;
  baseUvt: number;
  tarifaDeclaranteBp: number;
  tarifaNoDeclaranteBp: number;
  fuente: string;
}

const DUR = 'Decreto 1625 de 2016';
/** The rules in force from 1 June 2025 (Decreto 0572 de 2025), without the year's UVT. */
const REGLAS: Omit<TarifaRetencion, 'uvt'>[] = [
  // DUR art. 1.2.4.4.1, base lowered from 4 to 2 UVT by the Decreto 0572 de 2025 art. 2.
  {
    concepto: 'servicios',
    baseUvt: 2,
    tarifaDeclaranteBp: 400,
    tarifaNoDeclaranteBp: 600,
    fuente: `${DUR} art. 1.2.4.4.1 (Decreto 0572 de 2025 art. 2)`,
  },
  // E.T. art. 392 and DUR art. 1.2.4.3.1: 11 % personas jurídicas, 10 % personas naturales, no base.
  {
    concepto: 'honorarios',
    baseUvt: 0,
    tarifaDeclaranteBp: 1100,
    tarifaNoDeclaranteBp: 1000,
    fuente: `${DUR} art. 1.2.4.3.1; E.T. art. 392`,
  },
  // DUR arts. 1.2.4.9.1 and 1.2.4.6.9, base lowered from 27 to 10 UVT by the Decreto 0572 de 2025 arts. 5 and 6.
  {
    concepto: 'compras',
    baseUvt: 10,
    tarifaDeclaranteBp: 250,
    tarifaNoDeclaranteBp: 350,
    fuente: `${DUR} arts. 1.2.4.9.1 y 1.2.4.6.9 (Decreto 0572 de 2025 arts. 5 y 6)`,
  },
  // DUR art. 1.2.4.10.6 (arrendamiento de bienes raíces), base 10 UVT after the Decreto 0572 de 2025.
  {
    concepto: 'arrendamiento_inmuebles',
    baseUvt: 10,
    tarifaDeclaranteBp: 350,
    tarifaNoDeclaranteBp: 350,
    fuente: `${DUR} art. 1.2.4.10.6 (Decreto 0572 de 2025)`,
  },
  // DUR art. 1.2.4.10.7 (arrendamiento de bienes muebles): 4 % from any amount.
  {
    concepto: 'arrendamiento_muebles',
    baseUvt: 0,
    tarifaDeclaranteBp: 400,
    tarifaNoDeclaranteBp: 400,
    fuente: `${DUR} art. 1.2.4.10.7`,
  },
  // DUR art. 1.2.4.4.10 (E.T. art. 462-1): 2 % on the AIU of aseo and vigilancia, base 2 UVT.
  {
    concepto: 'aseo_vigilancia',
    baseUvt: 2,
    tarifaDeclaranteBp: 200,
    tarifaNoDeclaranteBp: 200,
    fuente: `${DUR} art. 1.2.4.4.10 (E.T. art. 462-1)`,
  },
  // DUR art. 1.2.4.4.8: transporte de carga 1 %, base 2 UVT after the Decreto 0572 de 2025.
  {
    concepto: 'transporte_carga',
    baseUvt: 2,
    tarifaDeclaranteBp: 100,
    tarifaNoDeclaranteBp: 100,
    fuente: `${DUR} art. 1.2.4.4.8 (Decreto 0572 de 2025)`,
  },
  {
    concepto: 'no_sujeto',
    baseUvt: 0,
    tarifaDeclaranteBp: 0,
    tarifaNoDeclaranteBp: 0,
    fuente: 'No sujeto a retención en la fuente',
  },
];

/**
 * The table a complex starts a year with. 2025's uses the rules from 1 June 2025 on; an egreso of
 * January–May 2025 (bases of 4 UVT servicios, 27 UVT compras) needs the table edited.
 */
export function tarifasPorDefecto(anio: number): TarifaRetencion[] {
  const uvt = uvtDe(anio);
  return REGLAS.map((r) => ({ ...r, uvt }));
}

/**
 * A value in UVT as pesos, rounded as the E.T. art. 868 (inciso 6) tells: to the nearest 1.000 above
 * $ 100.000, to the nearest 100 above $ 10.000, to the nearest 10 otherwise. 2 UVT of 2025:
 * 99.598 → $ 99.600; 10 UVT of 2025: 497.990 → $ 498.000; 2 UVT of 2026: 104.748 → $ 105.000.
 */
export function uvtEnPesos(baseUvt: number, uvt: number): number {
  const exacto = Math.round(baseUvt * uvt);
  const paso = exacto > 100_000 ? 1_000 : exacto > 10_000 ? 100 : 10;
  return Math.round(exacto / paso) * paso;
}

export interface SujetoRetencion {
  declarante: boolean;
  personaNatural: boolean;
}

export interface LiquidacionRetencion {
  /** The minimum base in pesos (below it, no retención). */
  basePesos: number;
  baseUvt: number;
  tarifaBp: number;
  retencion: number;
  neto: number;
}

/** The rate that applies to this proveedor. */
export function tarifaAplicable(fila: TarifaRetencion, sujeto: SujetoRetencion): number {
  if (fila.concepto === 'honorarios') return sujeto.personaNatural ? fila.tarifaNoDeclaranteBp : fila.tarifaDeclaranteBp;
  return sujeto.declarante ? fila.tarifaDeclaranteBp : fila.tarifaNoDeclaranteBp;
}

/**
 * The retención of one payment: none below the base (sujeto < base in pesos), otherwise the rate on
 * the amount subject to it, rounded to whole pesos. That amount is the bruto, except for aseo y
 * vigilancia, where it is the AIU (`valorSujeto`). Neto is what the proveedor receives.
 */
export function liquidarRetencion(
  valorBruto: number,
  fila: TarifaRetencion,
  sujeto: SujetoRetencion,
  valorSujeto: number = valorBruto,
): LiquidacionRetencion {
  const basePesos = uvtEnPesos(fila.baseUvt, fila.uvt);
  const tarifaBp = tarifaAplicable(fila, sujeto);
  const retencion = valorSujeto < basePesos ? 0 : Math.round((valorSujeto * tarifaBp) / 10_000);
  return { basePesos, baseUvt: fila.baseUvt, tarifaBp, retencion, neto: valorBruto - retencion };
}

/** Concepts whose retención is computed on a part of the payment (the AIU of aseo y vigilancia, DUR art. 1.2.4.4.10). */
export const conceptoSobreAiu = (concepto: ConceptoRetencion): boolean => concepto === 'aseo_vigilancia';

/** «4 %», «2,5 %» from basis points. */
export function formatoTarifa(bp: number): string {
  return `${(bp / 100).toLocaleString('es-CO', { maximumFractionDigits: 2 })} %`;
}
