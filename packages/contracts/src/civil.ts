// Civil dates of the complex (Bogotá) and how people read them (es-CO), for every screen, mail and PDF.
// Light on purpose: no holiday calendar (business days live in `@horizonte/contracts/calendar`), no
// time-zone database, only arithmetic and Intl. A civil date is written `YYYY-MM-DD` (`CivilDate`): a
// legal term counts calendar days, not 24-hour spans, so an instant is first turned into its Bogotá date.

/** A civil date in America/Bogota, `YYYY-MM-DD`. */
export type CivilDate = string;

export const BOGOTA_TIME_ZONE = 'America/Bogota';

// Colombia has kept UTC−5 without daylight saving since 1993, so a fixed offset is exact for every
// instant the platform handles and costs no time-zone database.
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;
const FECHA_CIVIL = /^\d{4}-\d{2}-\d{2}$/;

const fromDayMs = (ms: number): CivilDate => new Date(ms).toISOString().slice(0, 10);

/** A real civil date `AAAA-MM-DD` (no 30 February), whatever its year. */
export function esFechaCivil(fecha: string): boolean {
  if (!FECHA_CIVIL.test(fecha)) return false;
  const ms = Date.parse(`${fecha}T00:00:00Z`);
  return !Number.isNaN(ms) && fromDayMs(ms) === fecha;
}

/** Milliseconds of the civil date's midnight on the UTC axis (plain day arithmetic); RangeError when not a date. */
export function civilDayMs(date: CivilDate): number {
  if (!esFechaCivil(date)) throw new RangeError(`Fecha inválida: ${date}`);
  return Date.parse(`${date}T00:00:00Z`);
}

/** The Bogotá civil date of an instant (a Date or ISO text): the one way every screen and module tells it. */
export function bogotaDate(instant: Date | string): CivilDate {
  return fromDayMs((typeof instant === 'string' ? Date.parse(instant) : instant.getTime()) + BOGOTA_OFFSET_MS);
}

/** The instant of a Bogotá civil date at a wall-clock time `HH:MM` (default midnight). */
export function bogotaInstant(date: CivilDate, time = '00:00'): Date {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`Hora inválida: ${time}`);
  const wallClockMs = civilDayMs(date) + (Number(match[1]) * 60 + Number(match[2])) * 60 * 1000;
  return new Date(wallClockMs - BOGOTA_OFFSET_MS);
}

/** `date` moved by `days` calendar days (back when negative). */
export function sumarDiasCiviles(date: CivilDate, days: number): CivilDate {
  return fromDayMs(civilDayMs(date) + days * DAY_MS);
}

/** Calendar days from `desde` to `hasta` (negative when `hasta` is before). */
export function diasCivilesEntre(desde: CivilDate, hasta: CivilDate): number {
  return Math.round((civilDayMs(hasta) - civilDayMs(desde)) / DAY_MS);
}

/** 0 = domingo … 6 = sábado. */
export function diaDeLaSemana(date: CivilDate): number {
  return new Date(civilDayMs(date)).getUTCDay();
}

// es-CO writing of dates (issue 26 #11). A civil date is that day wherever it is read; an instant is
// the day (and time) it is in Bogotá.
const fecha = (timeZone: string) =>
  new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'short', year: 'numeric', timeZone });
const fechaLarga = (timeZone: string) => new Intl.DateTimeFormat('es-CO', { dateStyle: 'full', timeZone });
const fechaHora = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: BOGOTA_TIME_ZONE,
});
const fechaHoraLarga = new Intl.DateTimeFormat('es-CO', { dateStyle: 'full', timeStyle: 'short', timeZone: BOGOTA_TIME_ZONE });
const [FECHA_CIVIL_ES, FECHA_BOGOTA_ES] = [fecha('UTC'), fecha(BOGOTA_TIME_ZONE)];
const [LARGA_CIVIL_ES, LARGA_BOGOTA_ES] = [fechaLarga('UTC'), fechaLarga(BOGOTA_TIME_ZONE)];

/** Intl writes a no-break space (U+00A0, U+202F) before «p. m.»; documents and mails read better with a plain one. */
export const espacios = (texto: string): string => texto.replace(/[\u00a0\u202f]/g, ' ');

function comoFecha(valor: string | Date): { instante: Date; civil: boolean } {
  if (typeof valor === 'string' && FECHA_CIVIL.test(valor)) return { instante: new Date(`${valor}T00:00:00Z`), civil: true };
  return { instante: typeof valor === 'string' ? new Date(valor) : valor, civil: false };
}

/** «26 de nov de 2026». */
export function formatoFecha(valor: string | Date): string {
  const { instante, civil } = comoFecha(valor);
  return espacios((civil ? FECHA_CIVIL_ES : FECHA_BOGOTA_ES).format(instante));
}

/** «26 de nov de 2026, 3:04 p. m.» (Bogotá). */
export function formatoFechaHora(valor: string | Date): string {
  return espacios(fechaHora.format(typeof valor === 'string' ? new Date(valor) : valor));
}

/** «jueves, 26 de noviembre de 2026». */
export function formatoFechaLarga(valor: string | Date): string {
  const { instante, civil } = comoFecha(valor);
  return espacios((civil ? LARGA_CIVIL_ES : LARGA_BOGOTA_ES).format(instante));
}

/** «jueves, 26 de noviembre de 2026, 3:04 p. m.» (Bogotá). */
export function formatoFechaHoraLarga(valor: string | Date): string {
  return espacios(fechaHoraLarga.format(typeof valor === 'string' ? new Date(valor) : valor));
}

const MES = new Intl.DateTimeFormat('es-CO', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** «noviembre de 2026» for the period «2026-11» (here, not in informes.ts, so a dashboard shows it without zod). */
export const nombrePeriodo = (periodo: string): string => MES.format(new Date(`${periodo}-15T12:00:00Z`));
