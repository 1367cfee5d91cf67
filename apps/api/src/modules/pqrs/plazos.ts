// The legal terms of a PQRS (Ley 1755 de 2015 art. 14, applied to propiedad horizontal), counted in
// días hábiles on the one platform calendar. Pure: every date is a Bogotá civil date `YYYY-MM-DD`.
import type { PqrsEstado, PqrsSubtipo, PqrsTipo } from '@horizonte/contracts';
import {
  addBusinessDays,
  bogotaDate,
  businessDayOnOrAfter,
  businessDaysBetween,
  holidaysOf,
  type CivilDate,
} from '@horizonte/contracts/calendar';

/** Días hábiles to answer: 15 in general, 10 for documents or information, 30 for consultas. */
export const TERMINO_PQRS: Record<PqrsSubtipo, number> = { general: 15, documentos: 10, consulta: 30 };

/** A reopening is allowed within this many días hábiles of the answer or the closing. */
export const DIAS_PARA_REABRIR = 10;

export interface Plazo {
  /** The business day the filing is deemed made on. */
  fechaInicio: CivilDate;
  terminoDias: number | null;
  fechaVencimiento: CivilDate | null;
}

/**
 * The term of a filing made at `instant`: filed on a non-business day it is deemed filed on the next
 * business day, and the term runs from the business day after that. Sugerencias have no legal term.
 */
export function plazoDeRadicacion(instant: Date, tipo: PqrsTipo, subtipo: PqrsSubtipo): Plazo {
  const fechaInicio = businessDayOnOrAfter(bogotaDate(instant));
  if (tipo === 'sugerencia') return { fechaInicio, terminoDias: null, fechaVencimiento: null };
  const terminoDias = TERMINO_PQRS[subtipo];
  return { fechaInicio, terminoDias, fechaVencimiento: addBusinessDays(fechaInicio, terminoDias) };
}

/**
 * The clock stops while the complex waits for the filer: the días hábiles that passed while stopped
 * (after `desde`, up to and including `hasta`) are added back to the due date when it restarts.
 */
export function vencimientoTrasEspera(vence: CivilDate, desde: CivilDate, hasta: CivilDate): CivilDate {
  const detenidos = Math.max(0, businessDaysBetween(desde, hasta));
  return addBusinessDays(vence, detenidos);
}

const DAY_MS = 86_400_000;
const dayMs = (d: CivilDate) => Date.parse(`${d}T00:00:00Z`);
const isWeekday = (ms: number) => {
  const w = new Date(ms).getUTCDay();
  return w !== 0 && w !== 6;
};

/**
 * Días hábiles left until the due date: 0 on the due date, negative once overdue. The same count as
 * the calendar's businessDaysBetween (tested against it), in constant time: every inbox row shows
 * it, and walking a year-old overdue PQRS day by day made the inbox CPU-bound (bench:pqrs).
 */
export function diasRestantes(hoy: CivilDate, vence: CivilDate): number {
  if (vence < hoy) return -diasRestantes(vence, hoy);
  const from = dayMs(hoy);
  const to = dayMs(vence);
  const days = Math.round((to - from) / DAY_MS);
  let count = Math.floor(days / 7) * 5;
  for (let ms = from + Math.floor(days / 7) * 7 * DAY_MS + DAY_MS; ms <= to; ms += DAY_MS) if (isWeekday(ms)) count++;
  for (let year = Number(hoy.slice(0, 4)); year <= Number(vence.slice(0, 4)); year++) {
    for (const h of holidaysOf(year)) if (h > hoy && h <= vence && isWeekday(dayMs(h))) count--;
  }
  return count;
}

/** Prórroga (art. 14 par.): once, before the term ends, at most as long as the original term. */
export function vencimientoProrrogado(vence: CivilDate, dias: number): CivilDate {
  return addBusinessDays(vence, dias);
}

/** States in which the term runs and the PQRS still waits for an answer. */
export const ESTADOS_ABIERTOS: readonly PqrsEstado[] = ['radicada', 'en_tramite', 'en_espera_solicitante', 'reabierta'];

/**
 * The status machine: which state may follow which. `respondida` is reached only through the answer
 * (POST /respuesta); `radicada` only by filing.
 */
export const TRANSICIONES: Record<PqrsEstado, readonly PqrsEstado[]> = {
  radicada: ['en_tramite', 'respondida', 'anulada'],
  en_tramite: ['en_espera_solicitante', 'respondida', 'anulada'],
  en_espera_solicitante: ['en_tramite', 'anulada'],
  respondida: ['cerrada', 'reabierta'],
  cerrada: ['reabierta'],
  reabierta: ['en_tramite', 'en_espera_solicitante', 'respondida', 'anulada'],
  anulada: [],
};

export function transicionPermitida(desde: PqrsEstado, hacia: PqrsEstado): boolean {
  return TRANSICIONES[desde].includes(hacia);
}
