// The asamblea's terms counted in business days (Ley 675 de 2001). They need the holiday calendar, so
// they are exported from `@horizonte/contracts/calendar`, not from the light entry the screens load.
import { addBusinessDays } from '../calendar.ts';
import { bogotaDate, bogotaInstant, type CivilDate } from '../civil.ts';
import type { ModalidadAsamblea } from './reglas.ts';

/** Art. 41: without quórum, the asamblea meets again the third business day after, at 8 p.m. (Bogotá). */
export function fechaSegundaConvocatoria(fechaHora: Date): Date {
  return bogotaInstant(addBusinessDays(bogotaDate(fechaHora), 3), '20:00');
}

/**
 * The acta is available within 20 business days of the meeting (art. 47); a reunión no presencial's within
 * 10 (art. 42). «Días» in a statute are business days (Ley 4 de 1913, art. 62).
 */
export function plazoPublicacionActa(fechaHora: Date, modalidad: ModalidadAsamblea): CivilDate {
  return addBusinessDays(bogotaDate(fechaHora), modalidad === 'no_presencial' ? 10 : 20);
}
