// One way to write dates, money and percentages for people (es-CO), shared by the screens, the mails
// and the PDFs (issue 26 #11). Light on purpose: no holiday calendar, only Intl.
const ZONA = 'America/Bogota';
const CIVIL = /^\d{4}-\d{2}-\d{2}$/;

const entero = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });
const porcentaje = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 4 });
const fecha = (timeZone: string) =>
  new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'short', year: 'numeric', timeZone });
const fechaHora = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: ZONA,
});
const fechaLarga = (timeZone: string) => new Intl.DateTimeFormat('es-CO', { dateStyle: 'full', timeZone });
const fechaHoraLarga = new Intl.DateTimeFormat('es-CO', { dateStyle: 'full', timeStyle: 'short', timeZone: ZONA });
const [FECHA_CIVIL, FECHA_BOGOTA] = [fecha('UTC'), fecha(ZONA)];
const [LARGA_CIVIL, LARGA_BOGOTA] = [fechaLarga('UTC'), fechaLarga(ZONA)];

/** Intl writes a no-break space (U+00A0, U+202F) before «p. m.»; documents and mails read better with a plain one. */
const espacios = (texto: string): string => texto.replace(/[\u00a0\u202f]/g, ' ');

/** A civil date `AAAA-MM-DD` is that day wherever it is read; an instant is the day it is in Bogotá. */
function comoFecha(valor: string | Date): { instante: Date; civil: boolean } {
  if (typeof valor === 'string' && CIVIL.test(valor)) return { instante: new Date(`${valor}T00:00:00Z`), civil: true };
  return { instante: typeof valor === 'string' ? new Date(valor) : valor, civil: false };
}

/** «26 de nov de 2026». */
export function formatoFecha(valor: string | Date): string {
  const { instante, civil } = comoFecha(valor);
  return espacios((civil ? FECHA_CIVIL : FECHA_BOGOTA).format(instante));
}

/** «26 de nov de 2026, 3:04 p. m.» (Bogotá). */
export function formatoFechaHora(valor: string | Date): string {
  return espacios(fechaHora.format(typeof valor === 'string' ? new Date(valor) : valor));
}

/** «jueves, 26 de noviembre de 2026». */
export function formatoFechaLarga(valor: string | Date): string {
  const { instante, civil } = comoFecha(valor);
  return espacios((civil ? LARGA_CIVIL : LARGA_BOGOTA).format(instante));
}

/** «jueves, 26 de noviembre de 2026, 3:04 p. m.» (Bogotá). */
export function formatoFechaHoraLarga(valor: string | Date): string {
  return espacios(fechaHoraLarga.format(typeof valor === 'string' ? new Date(valor) : valor));
}

/** Whole pesos: «$ 1.234.567», «−$ 5.000». */
export function formatoPesos(valor: number): string {
  return `${valor < 0 ? '−' : ''}$ ${entero.format(Math.abs(valor))}`;
}

/** «8,25 %» (up to four decimals, as coeficientes are shown). */
export function formatoPorcentaje(valor: number): string {
  return `${porcentaje.format(valor)} %`;
}
