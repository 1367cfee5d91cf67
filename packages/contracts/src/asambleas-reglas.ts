// The legal arithmetic of asambleas (Ley 675 de 2001 arts. 37–49), pure and clock-free: the API and the
// web call these; nothing else decides a quórum, a majority or a deadline. Weights are integers:
// coeficientes in millionths of a percent (7,75 % → 7_750_000; 100 % → 100_000_000), units as counts.
// Signatures fixed by the lead so the API and the rules are built in parallel; bodies filled in by issue 18.

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

/** 7.75 (percent) → 7_750_000; exact for coeficientes with up to 6 decimals. */
export declare function coeficienteMillonesimas(coeficientePorcentaje: number): number;
/** 7_750_000 → 7.75 */
export declare function porcentajeDeMillonesimas(millonesimas: number): number;

/** Economic content, calificada_70 or a non-residential complex → coeficiente; else unidad (art. 37, C-522/02). */
export declare function ponderacionDe(punto: { contenidoEconomico: boolean; mayoria: Mayoria }, usoResidencial: boolean): Ponderacion;

export interface Quorum {
  coeficientePresenteM: number;
  unidadesPresentes: number;
  coeficienteTotalM: number;
  unidadesTotales: number;
  hayQuorum: boolean;
}
/** First call: > 50 % of coeficientes and ≥ 2 units (art. 45). Second call: ≥ 2 units (art. 41). */
export declare function calcularQuorum(input: { padron: readonly UnidadPadron[]; presentes: readonly string[]; convocatoria: Convocatoria }): Quorum;

export interface ResultadoPunto {
  ponderacion: Ponderacion;
  mayoria: Mayoria;
  baseTipo: 'presentes' | 'total';
  /** Weight of the base: millionths when ponderacion is coeficiente, units otherwise. */
  base: number;
  /** Weights of each option, same unit as base. */
  votos: Record<OpcionVoto, number>;
  /** si / base × 100, rounded to 2 decimals (0 when base is 0). */
  porcentajeSi: number;
  /** null while the punto is open. */
  aprobado: boolean | null;
}
/**
 * simple: si > base/2, base = units present at closing plus units that voted (presentes ∪ votantes);
 * calificada_70 (art. 46): si ≥ 70 % of ALL coeficientes, also at a second call;
 * escrita (art. 43): the base is the total of the padrón.
 */
export declare function calcularResultado(input: {
  ponderacion: Ponderacion;
  mayoria: Mayoria;
  modalidad: ModalidadAsamblea;
  padron: readonly UnidadPadron[];
  presentes: readonly string[];
  votos: readonly { apartamentoId: string; opcion: OpcionVoto }[];
  abierto: boolean;
}): ResultadoPunto;

/** Whole Bogotá calendar days from the convocation to the meeting (art. 39). */
export declare function diasDeAntelacion(convocadaEn: Date, fechaHora: Date): number;
/** ordinaria: 15 (art. 39); extraordinaria: the complex's configured value. */
export declare function antelacionMinima(tipo: TipoAsamblea, antelacionExtraordinariaDias: number): number;
/** Third business day after the meeting's Bogotá date, 20:00 America/Bogota (art. 41), as an instant. */
export declare function fechaSegundaConvocatoria(fechaHora: Date): Date;
/** Deadline to publish the acta: 20 business days after the meeting (art. 47); 10 when no_presencial. */
export declare function plazoPublicacionActa(fechaHora: Date, modalidad: ModalidadAsamblea): Date;
/** Challenge window (art. 49): two months after publication. */
export declare function impugnableHasta(publicadaEn: Date): Date;
/** Escrita (art. 43): votes accepted for one month from the convocation. */
export declare function cierreVotacionEscrita(convocadaEn: Date): Date;
