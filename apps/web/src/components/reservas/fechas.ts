// Civil dates and wall-clock times of the complex (Bogotá), whatever the browser's zone. Colombia keeps
// UTC−5 all year, as the API's schedule does. The day arithmetic is the contracts' civil module.
import { diaDeLaSemana, sumarDiasCiviles } from '@horizonte/contracts';

const hora = new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', hour: 'numeric', minute: '2-digit' });
const diaLargo = new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', weekday: 'long', day: 'numeric', month: 'long' });
const diaCorto = new Intl.DateTimeFormat('es-CO', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
const mes = new Intl.DateTimeFormat('es-CO', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** «lunes, 3 de marzo» → «Lunes, 3 de marzo» (CSS capitalize would raise every word). */
const mayuscula = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const utc = (fecha: string) => new Date(`${fecha}T00:00:00Z`);

export const horaDe = (iso: string) => hora.format(new Date(iso));
export const diaDe = (iso: string) => mayuscula(diaLargo.format(new Date(iso)));
export const franjaDe = (inicio: string, fin: string) => `${diaDe(inicio)} · ${horaDe(inicio)} a ${horaDe(fin)}`;
export const etiquetaDia = (fecha: string) => mayuscula(diaCorto.format(utc(fecha)));
export const etiquetaMes = (fecha: string) => mayuscula(mes.format(utc(fecha)));
export const sumarDias = sumarDiasCiviles;
/** ISO weekday, 1 = lunes. */
export const diaSemana = (fecha: string) => ((diaDeLaSemana(fecha) + 6) % 7) + 1;
export const lunesDe = (fecha: string) => sumarDias(fecha, 1 - diaSemana(fecha));
export const primeroDeMes = (fecha: string) => `${fecha.slice(0, 7)}-01`;
export const primeroDelSiguiente = (fecha: string) => {
  const [y, m] = fecha.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};
/** Bogotá midnight of a civil date, as the API reads a `YYYY-MM-DD`. */
export const inicioDelDia = (fecha: string) => `${fecha}T00:00:00-05:00`;
