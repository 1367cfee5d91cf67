/**
 * The Colombian business-day calendar, shared by every feature (PQRS terms, asambleas, reminders).
 *
 * Day arithmetic works on civil dates in Bogotá written `YYYY-MM-DD` (`CivilDate`): a legal term
 * counts calendar days, not 24-hour spans, so an instant is first turned into its Bogotá date with
 * `bogotaDate`, and a civil date plus a wall-clock time back into an instant with `bogotaInstant`.
 *
 * Business day (día hábil) = Monday to Friday, minus national public holidays.
 * Imported from `@horizonte/contracts/calendar` only, so the landing bundle never loads date-holidays.
 */
import Holidays from 'date-holidays';

/** A civil date in America/Bogota, `YYYY-MM-DD`. */
export type CivilDate = string;

export const BOGOTA_TIME_ZONE = 'America/Bogota';

// Colombia has kept UTC−5 without daylight saving since 1993, so a fixed offset is exact for every
// instant the platform handles and costs no time-zone database.
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Entries of date-holidays (3.37) for CO that are not days of rest under Ley 51 de 1983 and its
 * amendments, keyed by the library's rule. The library marks Easter Sunday ("Pascua") as public;
 * it is not a legal holiday (always a Sunday, so it never changed a business day, but it must not
 * appear in `holidaysOf`). Its other dates for 2025–2030 match the official lists (see the tests),
 * including Ley 2578 de 2026: Virgen de Chiquinquirá, 9 July moved to Monday, from 2026.
 */
const NOT_LEGAL_HOLIDAYS = new Set(['easter']);

let colombia: Holidays | undefined;
const holidaysByYear = new Map<number, ReadonlySet<CivilDate>>();

function holidaySet(year: number): ReadonlySet<CivilDate> {
  let set = holidaysByYear.get(year);
  if (!set) {
    colombia ??= new Holidays('CO');
    set = new Set(
      colombia
        .getHolidays(year)
        .filter((h) => h.type === 'public' && !NOT_LEGAL_HOLIDAYS.has(h.rule))
        .map((h) => h.date.slice(0, 10)),
    );
    holidaysByYear.set(year, set);
  }
  return set;
}

const CIVIL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of the civil date's midnight on the UTC axis: plain day arithmetic, no zone. */
function toDayMs(date: CivilDate): number {
  const match = CIVIL_DATE.exec(date);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (Number.isNaN(ms) || fromDayMs(ms) !== date) throw new RangeError(`Fecha inválida: ${date}`);
  return ms;
}

function fromDayMs(ms: number): CivilDate {
  return new Date(ms).toISOString().slice(0, 10);
}

function addDays(date: CivilDate, days: number): CivilDate {
  return fromDayMs(toDayMs(date) + days * DAY_MS);
}

/** The Bogotá civil date of an instant. */
export function bogotaDate(instant: Date): CivilDate {
  return fromDayMs(instant.getTime() + BOGOTA_OFFSET_MS);
}

/** The instant of a Bogotá civil date at a wall-clock time `HH:MM` (default midnight). */
export function bogotaInstant(date: CivilDate, time = '00:00'): Date {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`Hora inválida: ${time}`);
  const wallClockMs = toDayMs(date) + (Number(match[1]) * 60 + Number(match[2])) * 60 * 1000;
  return new Date(wallClockMs - BOGOTA_OFFSET_MS);
}

/** The national public holidays of a year, sorted and distinct (two may share a Monday). */
export function holidaysOf(year: number): CivilDate[] {
  if (!Number.isInteger(year)) throw new RangeError(`Año inválido: ${year}`);
  return [...holidaySet(year)].sort();
}

export function isHoliday(date: CivilDate): boolean {
  toDayMs(date);
  return holidaySet(Number(date.slice(0, 4))).has(date);
}

export function isBusinessDay(date: CivilDate): boolean {
  const weekday = new Date(toDayMs(date)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isHoliday(date);
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
  const step = n < 0 ? -1 : 1;
  let current = date;
  toDayMs(current);
  for (let left = Math.abs(n); left > 0;) {
    current = addDays(current, step);
    if (isBusinessDay(current)) left--;
  }
  return current;
}

/**
 * Business days in (a, b]: after `a`, up to and including `b`; negative when `b` is before `a`
 * (`businessDaysBetween(b, a) === -businessDaysBetween(a, b)`). For a deadline, the business days
 * left from today (0 on the due date, negative once overdue).
 */
export function businessDaysBetween(a: CivilDate, b: CivilDate): number {
  const [from, to, sign] = toDayMs(a) <= toDayMs(b) ? [a, b, 1] : [b, a, -1];
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) {
    if (isBusinessDay(day)) count++;
  }
  return sign * count;
}
