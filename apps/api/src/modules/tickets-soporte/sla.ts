// The first-answer commitment of a support ticket: due by the end of SLA_PRIMERA_RESPUESTA_DIAS_HABILES
// business days after it was opened (a ticket opened on a Saturday, a Sunday or a holiday counts from
// the next business day), on the contracts' Colombian calendar. Pure.
import { SLA_PRIMERA_RESPUESTA_DIAS_HABILES, type EstadoSla } from '@horizonte/contracts';
import { addBusinessDays, bogotaDate, businessDayOnOrAfter } from '@horizonte/contracts/calendar';

export function slaTicket(creadoEl: Date, primeraRespuestaEl: Date | null, ahora: Date): { venceEl: string; estado: EstadoSla } {
  const venceEl = addBusinessDays(businessDayOnOrAfter(bogotaDate(creadoEl)), SLA_PRIMERA_RESPUESTA_DIAS_HABILES);
  if (primeraRespuestaEl) return { venceEl, estado: bogotaDate(primeraRespuestaEl) <= venceEl ? 'cumplido' : 'incumplido' };
  const hoy = bogotaDate(ahora);
  return { venceEl, estado: hoy < venceEl ? 'a_tiempo' : hoy === venceEl ? 'vence_hoy' : 'vencido' };
}
