// Dates bounded to what the domain needs (issue 25, «trabajo acotado por petición»): every date or
// instant a request carries lies between 2000-01-01 and 2100-12-31, so none reaches the database
// driver with an absurd year (0000, 9999) and no walk over days, months or years can be stretched by
// a hostile value. A cut-off relative to today (at most two years ahead) is checked by the server
// against its clock with `corteMaximo`, since a schema has no clock.
import { z } from 'zod';

import { esFechaCivil } from './civil.ts';
import { MSG } from './messages.ts';

export const FECHA_MINIMA = '2000-01-01';
export const FECHA_MAXIMA = '2100-12-31';
/** How many years past today a cut-off date (estado de cuenta, cartera) may look. */
export const ANIOS_CORTE_FUTURO = 2;

const PERIODO_MINIMO = FECHA_MINIMA.slice(0, 7);
const PERIODO_MAXIMO = FECHA_MAXIMA.slice(0, 7);
const MS_MINIMO = Date.UTC(2000, 0, 1);
/** Exclusive: the first instant of 2101 (UTC). */
const MS_LIMITE = Date.UTC(2101, 0, 1);

export { esFechaCivil };

/** A civil date `AAAA-MM-DD` within 2000-01-01 … 2100-12-31 (text order is date order). */
export function fechaEnRango(fecha: string): boolean {
  return fecha >= FECHA_MINIMA && fecha <= FECHA_MAXIMA;
}

/** A period `AAAA-MM` within 2000-01 … 2100-12. */
export function periodoEnRango(periodo: string): boolean {
  return periodo >= PERIODO_MINIMO && periodo <= PERIODO_MAXIMO;
}

/** An instant (a Date, or text Date.parse reads) within the years 2000 … 2100. */
export function instanteEnRango(instante: Date | string): boolean {
  const ms = typeof instante === 'string' ? Date.parse(instante) : instante.getTime();
  return ms >= MS_MINIMO && ms < MS_LIMITE;
}

/** A civil date field: `message` when it is not a real `AAAA-MM-DD`, the range message outside 2000 … 2100. */
export function fechaCivilField(message: string) {
  return z
    .string({ error: message })
    .refine(esFechaCivil, { error: message, abort: true })
    .refine(fechaEnRango, { error: MSG.fechaFueraDeRango });
}

/** An ISO 8601 instant with its offset: `message` when malformed, the range message outside 2000 … 2100. */
export function instanteField(message: string) {
  return z.iso.datetime({ offset: true, error: message, abort: true }).refine(instanteEnRango, { error: MSG.fechaFueraDeRango });
}

/**
 * The latest cut-off date a read accepts: `hoy` plus two years, the same day and month (29 February
 * becomes 28 February).
 */
export function corteMaximo(hoy: string): string {
  const anio = String(Number(hoy.slice(0, 4)) + ANIOS_CORTE_FUTURO).padStart(4, '0');
  const mesDia = hoy.slice(5) === '02-29' ? '02-28' : hoy.slice(5);
  return `${anio}-${mesDia}`;
}
