// A zone's weekly schedule turned into slots: pure arithmetic on Bogotá wall-clock time. Colombia has
// kept UTC−5 without daylight saving since 1993, so a fixed offset is exact (as in the shared calendar).
import { minutosDe, type HorarioItem } from '@horizonte/contracts';
import { bogotaDate, bogotaInstant, type CivilDate } from '@horizonte/contracts/calendar';

const MIN_MS = 60_000;
const DAY_MS = 86_400_000;

export interface Slot {
  inicio: Date;
  fin: Date;
}

/** ISO weekday of a civil date: 1 = lunes … 7 = domingo. */
export function diaIso(fecha: CivilDate): number {
  return ((new Date(`${fecha}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

const siguiente = (fecha: CivilDate): CivilDate =>
  new Date(new Date(`${fecha}T00:00:00Z`).getTime() + DAY_MS).toISOString().slice(0, 10);

/** The slots of one civil date (several windows a day are allowed, e.g. morning and afternoon). */
export function slotsDelDia(horario: readonly HorarioItem[], duracionMin: number, fecha: CivilDate): Slot[] {
  const medianoche = bogotaInstant(fecha).getTime();
  const dia = diaIso(fecha);
  const slots: Slot[] = [];
  for (const franja of horario.filter((h) => h.dia === dia).sort((a, b) => minutosDe(a.desde) - minutosDe(b.desde))) {
    const cierre = minutosDe(franja.hasta);
    for (let m = minutosDe(franja.desde); m + duracionMin <= cierre; m += duracionMin) {
      slots.push({ inicio: new Date(medianoche + m * MIN_MS), fin: new Date(medianoche + (m + duracionMin) * MIN_MS) });
    }
  }
  return slots;
}

/** Every slot starting in [desde, hasta). */
export function slotsEntre(horario: readonly HorarioItem[], duracionMin: number, desde: Date, hasta: Date): Slot[] {
  const slots: Slot[] = [];
  for (let fecha = bogotaDate(desde); bogotaInstant(fecha).getTime() < hasta.getTime(); fecha = siguiente(fecha)) {
    for (const slot of slotsDelDia(horario, duracionMin, fecha))
      if (slot.inicio >= desde && slot.inicio < hasta) slots.push(slot);
  }
  return slots;
}

export type Encaje = 'ok' | 'fuera_de_horario' | 'no_alineada';

/**
 * Whether [inicio, fin) is one or more consecutive slots of a single window of the schedule:
 * `fuera_de_horario` when it leaves every window, `no_alineada` when inside one but off the slot grid.
 */
export function encajeEnHorario(horario: readonly HorarioItem[], duracionMin: number, inicio: Date, fin: Date): Encaje {
  const fecha = bogotaDate(inicio);
  const medianoche = bogotaInstant(fecha).getTime();
  const desdeMin = (inicio.getTime() - medianoche) / MIN_MS;
  const hastaMin = (fin.getTime() - medianoche) / MIN_MS;
  const dia = diaIso(fecha);
  const franja = horario.find((h) => h.dia === dia && minutosDe(h.desde) <= desdeMin && hastaMin <= minutosDe(h.hasta));
  if (!franja) return 'fuera_de_horario';
  const apertura = minutosDe(franja.desde);
  const alineado = (m: number) => Number.isInteger(m) && (m - apertura) % duracionMin === 0;
  return alineado(desdeMin) && alineado(hastaMin) ? 'ok' : 'no_alineada';
}

/** The Bogotá month `YYYY-MM` of an instant and the instants where it starts and ends. */
export function mesDe(instante: Date): { desde: Date; hasta: Date } {
  const [anio, mes] = bogotaDate(instante).split('-').map(Number) as [number, number];
  const next = mes === 12 ? `${anio + 1}-01-01` : `${anio}-${String(mes + 1).padStart(2, '0')}-01`;
  return { desde: bogotaInstant(`${anio}-${String(mes).padStart(2, '0')}-01`), hasta: bogotaInstant(next) };
}
