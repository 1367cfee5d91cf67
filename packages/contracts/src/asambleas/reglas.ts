// The legal arithmetic of an asamblea de copropietarios (Ley 675 de 2001, arts. 37–49), pure and
// clock-free, so quórum, majorities and deadlines are decided in one place and tested by hand. Weights are
// integers: coeficientes in millionths of a percent (8,25 % → 8 250 000; 100 % → 100 000 000), units as
// counts. A unit's weight comes only from the padrón frozen at the convocatoria, never from the voter.
import { bogotaDate, bogotaInstant, type CivilDate } from '../civil.ts';
import { toMillionths } from '../decimal.ts';

export type Ponderacion = 'coeficiente' | 'unidad';
export type Mayoria = 'simple' | 'calificada_70';
export type ModalidadAsamblea = 'presencial' | 'no_presencial' | 'escrita';
export type Convocatoria = 'primera' | 'segunda';
export type TipoAsamblea = 'ordinaria' | 'extraordinaria';
export type OpcionVoto = 'si' | 'no' | 'abstencion';

export interface UnidadPadron {
  apartamentoId: string;
  /** Coeficiente in millionths of a percent. */
  coeficienteM: number;
}

/** 100 % of the coeficientes, in millionths of a percent. */
export const TOTAL_COEFICIENTES_M = 100_000_000;

/** A coeficiente in percent (8.25) as millionths of a percent (8 250 000), exact up to 6 decimals. */
export const coeficienteMillonesimas = (porcentaje: number): number => toMillionths(porcentaje);

/**
 * Art. 37 as read by the Constitutional Court (C-522/02): in a residential complex, a decision with an
 * economic effect, or one that needs the art. 46 majority, weighs by coeficiente; the others count one unit,
 * one vote. A complex that is not residential always weighs by coeficiente.
 */
export function ponderacionDe(punto: { contenidoEconomico: boolean; mayoria: Mayoria }, usoResidencial: boolean): Ponderacion {
  return punto.contenidoEconomico || punto.mayoria === 'calificada_70' || !usoResidencial ? 'coeficiente' : 'unidad';
}

export interface Quorum {
  coeficientePresenteM: number;
  unidadesPresentes: number;
  coeficienteTotalM: number;
  unidadesTotales: number;
  hayQuorum: boolean;
}

/**
 * First call: more than half of the coeficientes (art. 45) and at least two units (a plural number).
 * Second call (art. 41): any plural number of units, whatever their coeficientes. Only padrón units count.
 */
export function calcularQuorum({
  padron,
  presentes,
  convocatoria,
}: {
  padron: readonly UnidadPadron[];
  presentes: readonly string[];
  convocatoria: Convocatoria;
}): Quorum {
  const aqui = new Set(presentes);
  const presentesPadron = padron.filter((u) => aqui.has(u.apartamentoId));
  const coeficientePresenteM = presentesPadron.reduce((a, u) => a + u.coeficienteM, 0);
  const coeficienteTotalM = padron.reduce((a, u) => a + u.coeficienteM, 0);
  const plural = presentesPadron.length >= 2;
  return {
    coeficientePresenteM,
    unidadesPresentes: presentesPadron.length,
    coeficienteTotalM,
    unidadesTotales: padron.length,
    hayQuorum: convocatoria === 'primera' ? plural && coeficientePresenteM * 2 > coeficienteTotalM : plural,
  };
}

export interface ResultadoPunto {
  ponderacion: Ponderacion;
  mayoria: Mayoria;
  baseTipo: 'presentes' | 'total';
  /** Weight of the base: millionths when ponderacion is coeficiente, units otherwise. */
  base: number;
  votos: Record<OpcionVoto, number>;
  /** si / base in percent, 2 decimals (0 with an empty base). */
  porcentajeSi: number;
  /** null while the punto is open. */
  aprobado: boolean | null;
}

/**
 * simple (art. 45): yes > half of the base, the units present at closing plus those that voted;
 * calificada_70 (art. 46): yes ≥ 70 % of ALL the coeficientes, also at a second call;
 * escrita (art. 43): the base is the whole padrón, whatever the majority.
 */
export function calcularResultado(input: {
  ponderacion: Ponderacion;
  mayoria: Mayoria;
  modalidad: ModalidadAsamblea;
  padron: readonly UnidadPadron[];
  presentes: readonly string[];
  votos: readonly { apartamentoId: string; opcion: OpcionVoto }[];
  abierto: boolean;
}): ResultadoPunto {
  const peso = new Map(input.padron.map((u) => [u.apartamentoId, input.ponderacion === 'coeficiente' ? u.coeficienteM : 1]));
  const votos: Record<OpcionVoto, number> = { si: 0, no: 0, abstencion: 0 };
  const votantes = new Set<string>();
  for (const v of input.votos) {
    const w = peso.get(v.apartamentoId);
    if (w === undefined || votantes.has(v.apartamentoId)) continue;
    votantes.add(v.apartamentoId);
    votos[v.opcion] += w;
  }
  const sobreElTotal = input.mayoria === 'calificada_70' || input.modalidad === 'escrita';
  const enLaBase = sobreElTotal ? [...peso.keys()] : [...new Set([...input.presentes, ...votantes])].filter((id) => peso.has(id));
  const base = enLaBase.reduce((a, id) => a + peso.get(id)!, 0);
  const aprobado = input.abierto
    ? null
    : input.mayoria === 'calificada_70'
      ? votos.si * 10 >= base * 7 && base > 0
      : votos.si * 2 > base;
  return {
    ponderacion: input.ponderacion,
    mayoria: input.mayoria,
    baseTipo: sobreElTotal ? 'total' : 'presentes',
    base,
    votos,
    porcentajeSi: base === 0 ? 0 : Math.round((votos.si * 10_000) / base) / 100,
    aprobado,
  };
}

/**
 * Art. 37 of Ley 675 lets an owner be represented; the reglamento may cap the poderes one person holds
 * (`tope`, null: no cap). `representadas` counts the poderes that person already holds in the asamblea.
 */
export function admiteOtroPoder(representadas: number, tope: number | null): boolean {
  return tope === null || representadas < tope;
}

const dayMs = (d: CivilDate) => Date.parse(`${d}T00:00:00Z`);

/** Whole Bogotá calendar days from the convocatoria to the meeting (art. 39 counts calendar days). */
export function diasDeAntelacion(convocadaEn: Date, fechaHora: Date): number {
  return Math.round((dayMs(bogotaDate(fechaHora)) - dayMs(bogotaDate(convocadaEn))) / 86_400_000);
}

/** Art. 39: an ordinaria is convened at least 15 calendar days ahead; an extraordinaria as the complex configures. */
export function antelacionMinima(tipo: TipoAsamblea, antelacionExtraordinariaDias: number): number {
  return tipo === 'ordinaria' ? 15 : antelacionExtraordinariaDias;
}

// The terms counted in business days (arts. 41, 42, 47) are in ./plazos.ts, with the holiday calendar.

/** The same day `months` later; a day the month does not have becomes its last day (31 Jan + 1 → 28/29 Feb). */
export function sumarMesesCalendario(fecha: CivilDate, months: number): CivilDate {
  const [y, m, d] = fecha.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Art. 49: a decision may be challenged within two months of the acta's publication (last day included). */
export function impugnableHasta(publicadaEn: Date): CivilDate {
  return sumarMesesCalendario(bogotaDate(publicadaEn), 2);
}

/** Art. 43: in a decisión por comunicación escrita, votes are accepted for one month from the convocatoria. */
export function cierreVotacionEscrita(convocadaEn: Date): CivilDate {
  return sumarMesesCalendario(bogotaDate(convocadaEn), 1);
}

const DIA_MS = 86_400_000;

/**
 * Until when the link that accepts a poder serves: the day after the meeting; in a decisión por comunicación
 * escrita, the end of its one-month term (art. 43). A poder is for one meeting, not a standing mandate.
 */
export function vencimientoAceptacionPoder(asamblea: {
  modalidad: ModalidadAsamblea;
  fechaHora: Date;
  convocadaEn: Date | null;
}): Date {
  if (asamblea.modalidad === 'escrita' && asamblea.convocadaEn)
    return new Date(bogotaInstant(cierreVotacionEscrita(asamblea.convocadaEn)).getTime() + DIA_MS);
  return new Date(asamblea.fechaHora.getTime() + DIA_MS);
}
