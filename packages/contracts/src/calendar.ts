/**
 * The Colombian business-day calendar, shared by every feature (PQRS terms, asambleas, reminders).
 *
 * Day arithmetic works on Bogotá civil dates `YYYY-MM-DD` (`CivilDate`, from the light `civil` module).
 * Business day (día hábil) = Monday to Friday, minus national public holidays. The holidays come from
 * a table generated from date-holidays (CO only, `calendar/festivos-co.ts`), covering 1999–2101; a date
 * outside it is a RangeError rather than a silent guess.
 *
 * Every count is O(log h) (h ≈ 1 700 weekday holidays in the table): weekdays up to a day have a closed
 * form, and the weekday holidays up to it are found by binary search, so a term of any length or a
 * year-old overdue PQRS costs the same as tomorrow's.
 * Imported from `@horizonte/contracts/calendar` only, so no screen loads the table unless it needs it.
 */
import { FESTIVOS_CO, PRIMER_ANIO_FESTIVOS, ULTIMO_ANIO_FESTIVOS } from './calendar/festivos-co.ts';
import { civilDayMs, DAY_MS, type CivilDate } from './civil.ts';

export { BOGOTA_TIME_ZONE, bogotaDate, bogotaInstant, type CivilDate } from './civil.ts';

// Days are numbered from Monday 1970-01-05 (day 0), so day `d` is a weekday when `mod(d, 7) < 5`.
const PRIMER_LUNES_MS = Date.UTC(1970, 0, 5);
const mod = (a: number, b: number) => ((a % b) + b) % b;
const dayOf = (date: CivilDate): number => Math.round((civilDayMs(date) - PRIMER_LUNES_MS) / DAY_MS);
const dateOf = (day: number): CivilDate => new Date(PRIMER_LUNES_MS + day * DAY_MS).toISOString().slice(0, 10);
const isWeekday = (day: number) => mod(day, 7) < 5;

/** Weekdays in days 0 … d (a prefix count: differences are right for any d, negative ones included). */
const weekdaysUpTo = (d: number) => 5 * Math.floor((d + 1) / 7) + Math.min(5, mod(d + 1, 7));
/** The first day d with weekdaysUpTo(d) = w (a weekday). */
const dayOfWeekdayCount = (w: number) => 7 * Math.floor((w - 1) / 5) + mod(w - 1, 5);

const FIRST_DAY = dayOf(`${PRIMER_ANIO_FESTIVOS}-01-01`);
const LAST_DAY = dayOf(`${ULTIMO_ANIO_FESTIVOS}-12-31`);

function inTable(day: number, date: CivilDate): number {
  if (day < FIRST_DAY || day > LAST_DAY) {
    throw new RangeError(`Fecha fuera del calendario de festivos (${PRIMER_ANIO_FESTIVOS}–${ULTIMO_ANIO_FESTIVOS}): ${date}`);
  }
  return day;
}

interface Festivos {
  byYear: ReadonlySet<CivilDate>[];
  /** Weekday holidays as day numbers, ascending. */
  weekdays: number[];
  /** businessUpTo(weekdays[j]): non-decreasing, so a business-day count can be searched in it. */
  businessAt: number[];
}

let festivos: Festivos | undefined;

/** The table parsed once, on first use (≈ 2 000 dates). */
function table(): Festivos {
  if (!festivos) {
    const byYear = FESTIVOS_CO.map((line, i) => new Set(line.split(' ').map((md) => `${PRIMER_ANIO_FESTIVOS + i}-${md}`)));
    const weekdays = byYear.flatMap((set) => [...set].map(dayOf).filter(isWeekday)).sort((a, b) => a - b);
    festivos = { byYear, weekdays, businessAt: weekdays.map((d, j) => weekdaysUpTo(d) - (j + 1)) };
  }
  return festivos;
}

/** How many values of a sorted array are < x (or ≤ x when `inclusive`). */
function countBelow(sorted: readonly number[], x: number, inclusive: boolean): number {
  let [lo, hi] = [0, sorted.length];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < x || (inclusive && sorted[mid] === x)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Business days in days 0 … d (a prefix count, like weekdaysUpTo). */
const businessUpTo = (d: number) => weekdaysUpTo(d) - countBelow(table().weekdays, d, true);

/** The first day d with businessUpTo(d) = b: a business day. */
function dayOfBusinessCount(b: number): number {
  // The weekday holidays before that day are exactly those whose own count is below b.
  return dayOfWeekdayCount(b + countBelow(table().businessAt, b, false));
}

/** The national public holidays of a year, sorted and distinct (two may share a Monday). */
export function holidaysOf(year: number): CivilDate[] {
  if (!Number.isInteger(year) || year < PRIMER_ANIO_FESTIVOS || year > ULTIMO_ANIO_FESTIVOS) {
    throw new RangeError(`Año fuera del calendario de festivos (${PRIMER_ANIO_FESTIVOS}–${ULTIMO_ANIO_FESTIVOS}): ${year}`);
  }
  return [...table().byYear[year - PRIMER_ANIO_FESTIVOS]!].sort();
}

export function isHoliday(date: CivilDate): boolean {
  inTable(dayOf(date), date);
  return table().byYear[Number(date.slice(0, 4)) - PRIMER_ANIO_FESTIVOS]!.has(date);
}

export function isBusinessDay(date: CivilDate): boolean {
  return isWeekday(dayOf(date)) && !isHoliday(date);
}

/** The first business day strictly after `date`. */
export function nextBusinessDay(date: CivilDate): CivilDate {
  return addBusinessDays(date, 1);
}

/** `date` itself when it is a business day, else the next one: where a filing on a holiday lands. */
export function businessDayOnOrAfter(date: CivilDate): CivilDate {
  return isBusinessDay(date) ? date : nextBusinessDay(date);
}

/**
 * The n-th business day after `date` (before it when n < 0); `date` itself is never counted, so a
 * term of n días hábiles that starts the day after `date` ends on `addBusinessDays(date, n)`.
 */
export function addBusinessDays(date: CivilDate, n: number): CivilDate {
  if (!Number.isInteger(n)) throw new RangeError(`Número de días inválido: ${n}`);
  const day = inTable(dayOf(date), date);
  if (n === 0) return date;
  // Forward: the first day counting n more than `date`; back: the first counting |n| − 1 fewer than the eve.
  const target = n > 0 ? businessUpTo(day) + n : businessUpTo(day - 1) + n + 1;
  const result = dayOfBusinessCount(target);
  return dateOf(inTable(result, dateOf(result)));
}

/**
 * Business days in (a, b]: after `a`, up to and including `b`; negative when `b` is before `a`
 * (`businessDaysBetween(b, a) === -businessDaysBetween(a, b)`). For a deadline, the business days
 * left from today (0 on the due date, negative once overdue).
 */
export function businessDaysBetween(a: CivilDate, b: CivilDate): number {
  return businessUpTo(inTable(dayOf(b), b)) - businessUpTo(inTable(dayOf(a), a));
}
