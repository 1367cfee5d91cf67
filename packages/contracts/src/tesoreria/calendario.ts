// The billing calendar (issue 26, point 2). On 26 November the form used to propose periodo 2026-11
// due 2026-11-10, a date already past, and the emission charged mora at once. Now it proposes the
// period after the last one billed (this month when none is) due on the complex's day, and when that
// day has passed, the next such day still ahead: a proposal never creates a debt already late.
import { esPeriodo, periodoDe, sumarDias, sumarMeses } from './aritmetica.ts';

const dia = (n: number) => String(n).padStart(2, '0');

export function siguientePeriodoSinFacturar(
  hoy: string,
  diaVencimiento: number,
  facturados: readonly string[],
): { periodo: string; vencimiento: string } {
  const ultimo = facturados.filter(esPeriodo).sort().at(-1);
  const periodo = ultimo ? sumarMeses(ultimo, 1) : periodoDe(hoy);
  let vencimiento = `${periodo}-${dia(diaVencimiento)}`;
  if (vencimiento <= hoy) {
    const esteMes = `${periodoDe(hoy)}-${dia(diaVencimiento)}`;
    vencimiento = esteMes > hoy ? esteMes : `${sumarMeses(periodoDe(hoy), 1)}-${dia(diaVencimiento)}`;
  }
  return { periodo, vencimiento };
}

/**
 * A due date before the day of billing makes it a catch-up (issue 26): allowed, but the web asks first,
 * and mora still waits for the emission plus the grace days (ultimoDiaSinMora). Due today is not past.
 */
export function esPonerseAlDia(fechaVencimiento: string, hoy: string): boolean {
  return fechaVencimiento < hoy;
}

/**
 * The last day without mora of a charge emitted on `emision`: its due date, or the emission plus the
 * grace days when that is later (a catch-up). Interest runs from the day after (art. 30, Ley 675).
 */
export function ultimoDiaSinMora(fechaVencimiento: string, emision: string, diasGracia: number): string {
  const gracia = sumarDias(emision, diasGracia);
  return gracia > fechaVencimiento ? gracia : fechaVencimiento;
}
