// The legal terms of a PQRS (Ley 1755 de 2015 art. 14, applied to propiedad horizontal), counted in
// días hábiles on the one platform calendar. Pure: every date is a Bogotá civil date `YYYY-MM-DD`.
import { PQRS_TERMINO_DIAS, type PqrsSubtipo, type PqrsTipo } from '@horizonte/contracts';
import {
  addBusinessDays,
  bogotaDate,
  businessDayOnOrAfter,
  businessDaysBetween,
  type CivilDate,
} from '@horizonte/contracts/calendar';

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
  const terminoDias = PQRS_TERMINO_DIAS[subtipo];
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

/**
 * Días hábiles left until the due date: 0 on the due date, negative once overdue. Every inbox row
 * shows it, so it is the calendar's own count, in constant time however old the PQRS (bench:pqrs).
 */
export function diasRestantes(hoy: CivilDate, vence: CivilDate): number {
  return businessDaysBetween(hoy, vence);
}

/** Prórroga (art. 14 par.): once, before the term ends, at most as long as the original term. */
export function vencimientoProrrogado(vence: CivilDate, dias: number): CivilDate {
  return addBusinessDays(vence, dias);
}
