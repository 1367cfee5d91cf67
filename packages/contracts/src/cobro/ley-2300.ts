/**
 * Ley 2300 de 2023 («dejen de fregar»), artículo 3: when and how often a debtor may be contacted for a
 * collection (gestión de cobranza). Its article 1 (parágrafo) applies it to every person that collects
 * directly, so a complex's administración collecting expensas comunes falls under it. Pure: the clock
 * and the history come in as arguments, so every edge is tested with dates worked out by hand.
 *
 * What article 3 says, as encoded here:
 * - Channels: only those the consumer authorised (the caller passes only the channels the person chose).
 * - Hours: «de lunes a viernes de 7:00 a. m. a 7:00 p. m., y sábados de 8:00 a. m. a 3:00 p. m.», and no
 *   contact «los domingos y días festivos» (Colombian holidays: the one calendar, `calendar.ts`). Bogotá
 *   wall-clock time; both ends are inside (7:00 and 19:00 sharp are allowed, 19:00:01 is not).
 * - Frequency: once contacted, the consumer may not be contacted «mediante varios canales dentro de una
 *   misma semana ni en más de una ocasión durante el mismo día». So, per debtor and counting every
 *   channel: at most one contact per Bogotá day, and within a calendar week (Monday to Sunday) every
 *   contact goes through the channel already used that week.
 */
import { bogotaDate, bogotaInstant, isHoliday, type CivilDate } from '../calendar.ts';
import { diaDeLaSemana, sumarDiasCiviles } from '../civil.ts';

/** A contact window of one day, as Bogotá wall-clock minutes from midnight (both ends allowed). */
export interface VentanaCobro {
  desde: number;
  hasta: number;
}

const LUNES_A_VIERNES: VentanaCobro = { desde: 7 * 60, hasta: 19 * 60 };
const SABADO: VentanaCobro = { desde: 8 * 60, hasta: 15 * 60 };
const MINUTO_MS = 60_000;

/** The window of a Bogotá civil date, or null on Sundays and Colombian holidays (art. 3). */
export function ventanaCobroDelDia(fecha: CivilDate): VentanaCobro | null {
  const dia = diaDeLaSemana(fecha);
  if (dia === 0 || isHoliday(fecha)) return null;
  return dia === 6 ? SABADO : LUNES_A_VIERNES;
}

/** Minutes (with their fraction) since Bogotá midnight of the instant. */
function minutosBogota(instante: Date): number {
  return (instante.getTime() - bogotaInstant(bogotaDate(instante)).getTime()) / MINUTO_MS;
}

/** May a collection reminder go out at this instant (art. 3's hours, days and holidays)? */
export function ventanaCobroAbierta(instante: Date): boolean {
  const ventana = ventanaCobroDelDia(bogotaDate(instante));
  if (!ventana) return false;
  const minutos = minutosBogota(instante);
  return minutos >= ventana.desde && minutos <= ventana.hasta;
}

/** The first instant at or after `desde` when the window is open (itself when it already is). */
export function siguienteVentanaCobro(desde: Date): Date {
  if (ventanaCobroAbierta(desde)) return desde;
  const hoy = bogotaDate(desde);
  // A run of closed days is short (a Sunday next to a festivo Monday): two weeks is far beyond it.
  for (let i = 0; i < 14; i++) {
    const fecha = sumarDiasCiviles(hoy, i);
    const ventana = ventanaCobroDelDia(fecha);
    if (!ventana) continue;
    const apertura = new Date(bogotaInstant(fecha).getTime() + ventana.desde * MINUTO_MS);
    if (apertura.getTime() >= desde.getTime()) return apertura;
  }
  throw new RangeError('Sin ventana de contacto en dos semanas');
}

/** The Monday of the calendar week (Monday to Sunday) of a Bogotá civil date. */
export function lunesDeLaSemana(fecha: CivilDate): CivilDate {
  return sumarDiasCiviles(fecha, -((diaDeLaSemana(fecha) + 6) % 7));
}

/** One contact already made with a debtor for a collection: when and by which channel. */
export interface ContactoCobro<Canal extends string = string> {
  instante: Date;
  canal: Canal;
}

export type MotivoCobroNegado = 'fuera_de_horario' | 'ya_contactado_hoy' | 'otro_canal_esta_semana';

export type DecisionCobro = { permitido: true } | { permitido: false; motivo: MotivoCobroNegado };

/** Art. 3's frequency and hours for one more contact with this debtor through `canal` at `ahora`. */
export function puedeContactarDeudor<Canal extends string>(
  ahora: Date,
  canal: Canal,
  historial: readonly ContactoCobro<Canal>[],
): DecisionCobro {
  if (!ventanaCobroAbierta(ahora)) return { permitido: false, motivo: 'fuera_de_horario' };
  const hoy = bogotaDate(ahora);
  const lunes = lunesDeLaSemana(hoy);
  const deLaSemana = historial.filter((c) => {
    const fecha = bogotaDate(c.instante);
    return fecha >= lunes && fecha <= hoy;
  });
  if (deLaSemana.some((c) => bogotaDate(c.instante) === hoy)) return { permitido: false, motivo: 'ya_contactado_hoy' };
  if (deLaSemana.some((c) => c.canal !== canal)) return { permitido: false, motivo: 'otro_canal_esta_semana' };
  return { permitido: true };
}

/**
 * The channel a reminder takes among those the debtor authorised (in the complex's order of preference):
 * the one already used this week when there is one (art. 3: one channel a week), else the first.
 * Null when none of them may be used this week.
 */
export function canalDeCobro<Canal extends string>(
  ahora: Date,
  autorizados: readonly Canal[],
  historial: readonly ContactoCobro<Canal>[],
): Canal | null {
  const lunes = lunesDeLaSemana(bogotaDate(ahora));
  const usado = historial.find((c) => bogotaDate(c.instante) >= lunes && c.instante.getTime() <= ahora.getTime())?.canal;
  if (usado !== undefined) return autorizados.includes(usado) ? usado : null;
  return autorizados[0] ?? null;
}

/** Spanish reasons, for logs and the admin's view. */
export const MOTIVO_COBRO_NEGADO_TEXTO: Record<MotivoCobroNegado, string> = {
  fuera_de_horario: 'Fuera del horario de contacto de la Ley 2300 de 2023 (art. 3)',
  ya_contactado_hoy: 'Ya recibió un recordatorio hoy (Ley 2300 de 2023, art. 3)',
  otro_canal_esta_semana: 'Esta semana ya se le contactó por otro canal (Ley 2300 de 2023, art. 3)',
};
