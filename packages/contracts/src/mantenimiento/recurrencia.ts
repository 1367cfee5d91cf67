// The occurrences of a recurring maintenance task (issue 29): every N días, semanas, meses or años from
// its start date, with optional months in which nothing is done (a seasonal skip). Pure: civil dates in
// and out (`AAAA-MM-DD`), no clock, no time zone.
import { sumarDiasCiviles, type CivilDate } from '../civil.ts';

export const FRECUENCIAS_PLAN = ['dias', 'semanas', 'meses', 'anios'] as const;
export type FrecuenciaPlan = (typeof FRECUENCIAS_PLAN)[number];

export interface Recurrencia {
  frecuencia: FrecuenciaPlan;
  /** Every how many units (≥ 1). */
  intervalo: number;
  /** The first occurrence. */
  fechaInicio: CivilDate;
  /** Months (1–12) with no occurrence. */
  mesesOmitidos?: readonly number[];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const diasDelMes = (anio: number, mes: number) => new Date(Date.UTC(anio, mes, 0)).getUTCDate();
const partes = (fecha: CivilDate) => ({
  anio: Number(fecha.slice(0, 4)),
  mes: Number(fecha.slice(5, 7)),
  dia: Number(fecha.slice(8, 10)),
});

/** The date `dia` of a month, or its last day when the month is shorter (31 → 30, 28 or 29). */
function enMes(anio: number, mes: number, dia: number): CivilDate {
  return `${anio}-${pad(mes)}-${pad(Math.min(dia, diasDelMes(anio, mes)))}`;
}

/** The k-th occurrence before any skip. Months and years count from the start's day, so a clamped month end comes back (31 Jan → 28/29 Feb → 31 Mar). */
function nominal(r: Recurrencia, k: number): CivilDate {
  const paso = r.intervalo * k;
  if (r.frecuencia === 'dias') return sumarDiasCiviles(r.fechaInicio, paso);
  if (r.frecuencia === 'semanas') return sumarDiasCiviles(r.fechaInicio, paso * 7);
  const { anio, mes, dia } = partes(r.fechaInicio);
  const meses = r.frecuencia === 'meses' ? paso : paso * 12;
  const indice = anio * 12 + (mes - 1) + meses;
  return enMes(Math.floor(indice / 12), (indice % 12) + 1, dia);
}

/** The first k whose nominal occurrence may still matter for dates ≥ `desde` (a skip moves an occurrence at most 11 months on). */
function primerIndice(r: Recurrencia, desde: CivilDate): number {
  if (desde <= r.fechaInicio) return 0;
  const inicio = partes(r.fechaInicio);
  const d = partes(desde);
  if (r.frecuencia === 'meses' || r.frecuencia === 'anios') {
    const meses = (d.anio - inicio.anio) * 12 + (d.mes - inicio.mes) - 12;
    const unidad = r.frecuencia === 'meses' ? r.intervalo : r.intervalo * 12;
    return Math.max(0, Math.floor(meses / unidad));
  }
  const dias = (Date.UTC(d.anio, d.mes - 1, d.dia) - Date.UTC(inicio.anio, inicio.mes - 1, inicio.dia)) / 86_400_000 - 366;
  const unidad = r.frecuencia === 'dias' ? r.intervalo : r.intervalo * 7;
  return Math.max(0, Math.floor(dias / unidad));
}

/**
 * The occurrence a skipped month sends on: the same day (clamped) of the next month that is not
 * skipped. For months and years that day is the start's; for days and weeks, the occurrence's own.
 */
function movida(r: Recurrencia, fecha: CivilDate, omitidos: ReadonlySet<number>): CivilDate {
  const { anio, mes, dia } = partes(fecha);
  const diaBase = r.frecuencia === 'meses' || r.frecuencia === 'anios' ? partes(r.fechaInicio).dia : dia;
  let indice = anio * 12 + (mes - 1);
  do indice += 1;
  while (omitidos.has((indice % 12) + 1));
  return enMes(Math.floor(indice / 12), (indice % 12) + 1, diaBase);
}

/**
 * The plan's occurrences between `desde` and `hasta` (both included), in order. An occurrence in a
 * skipped month moves to the next allowed month; when the plan's next own occurrence comes first (or
 * on the same day), the moved one is absorbed by it, so a skip never doubles the work.
 */
export function ocurrencias(r: Recurrencia, desde: CivilDate, hasta: CivilDate): CivilDate[] {
  const omitidos = new Set(r.mesesOmitidos ?? []);
  if (omitidos.size >= 12 || r.intervalo < 1 || hasta < r.fechaInicio) return [];
  const salida: CivilDate[] = [];
  const emitir = (fecha: CivilDate) => {
    if (fecha >= desde && fecha <= hasta && salida[salida.length - 1] !== fecha) salida.push(fecha);
  };
  let pendiente: CivilDate | null = null;
  for (let k = primerIndice(r, desde); ; k += 1) {
    const fecha = nominal(r, k);
    if (pendiente !== null && pendiente < fecha) {
      emitir(pendiente);
      pendiente = null;
    }
    if (fecha > hasta && (pendiente === null || pendiente > hasta)) break;
    if (omitidos.has(partes(fecha).mes)) {
      const nueva = movida(r, fecha, omitidos);
      if (pendiente === null || nueva < pendiente) pendiente = nueva;
      continue;
    }
    pendiente = null;
    emitir(fecha);
  }
  return salida;
}

/** The first occurrence on or after `desde`, or null when there is none (every month skipped). */
export function siguienteOcurrencia(r: Recurrencia, desde: CivilDate): CivilDate | null {
  const inicio = desde < r.fechaInicio ? r.fechaInicio : desde;
  // One whole interval plus a year of skips always holds the next occurrence.
  const diasPorUnidad = { dias: 1, semanas: 7, meses: 31, anios: 366 }[r.frecuencia];
  const tope = sumarDiasCiviles(inicio, r.intervalo * diasPorUnidad + 366);
  return ocurrencias(r, inicio, tope)[0] ?? null;
}

/** The next `n` occurrences on or after `desde` (the plan's forecast). */
export function proximasOcurrencias(r: Recurrencia, desde: CivilDate, n: number): CivilDate[] {
  const salida: CivilDate[] = [];
  let cursor: CivilDate | null = desde;
  while (salida.length < n && cursor !== null) {
    const siguiente = siguienteOcurrencia(r, cursor);
    if (siguiente === null) break;
    salida.push(siguiente);
    cursor = sumarDiasCiviles(siguiente, 1);
  }
  return salida;
}
