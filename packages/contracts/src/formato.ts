// One way to write dates, money and percentages for people (es-CO), shared by the screens, the mails
// and the PDFs (issue 26 #11). Light on purpose: no holiday calendar, only Intl.
const entero = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });
const porcentaje = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 4 });

// Dates are written by the civil module, with the rest of Bogotá's dates; re-exported for older imports.
export { formatoFecha, formatoFechaHora, formatoFechaHoraLarga, formatoFechaLarga } from './civil.ts';

/** Whole pesos: «$ 1.234.567», «−$ 5.000». */
export function formatoPesos(valor: number): string {
  return `${valor < 0 ? '−' : ''}$ ${entero.format(Math.abs(valor))}`;
}

/** «8,25 %» (up to four decimals, as coeficientes are shown). */
export function formatoPorcentaje(valor: number): string {
  return `${porcentaje.format(valor)} %`;
}
