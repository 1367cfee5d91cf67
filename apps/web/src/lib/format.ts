// Colombian formats (es-CO): money in COP, dates and percentages.
import { bogotaDate } from '@horizonte/contracts';

const cop = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });
const integer = new Intl.NumberFormat('es-CO');
const percent = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 4 });
const date = new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'short', year: 'numeric' });

export const formatCOP = (value: number): string => cop.format(value);
export const formatNumber = (value: number): string => integer.format(value);
export const formatPercent = (value: number): string => `${percent.format(value)} %`;
export const formatDate = (iso: string | Date): string => date.format(typeof iso === 'string' ? new Date(iso) : iso);

const pluralRules = new Intl.PluralRules('es-CO');
/** A count with its noun in Spanish number: `plural(1, 'fila', 'filas')` → «1 fila», `plural(1200, …)` → «1.200 filas». */
export const plural = (count: number, one: string, other: string): string =>
  `${integer.format(count)} ${pluralRules.select(count) === 'one' ? one : other}`;

/** Today's civil date in Bogotá, "AAAA-MM-DD" (the complex's calendar, whatever the browser's zone). */
export const todayInBogota = (): string => bogotaDate(new Date());
