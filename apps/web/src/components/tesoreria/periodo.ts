import { todayInBogota } from '../../lib/format.ts';

/** This month in Bogotá, due on the 10th: what an administrator bills most often. */
export function siguientePeriodo(): { periodo: string; vence: string } {
  const periodo = todayInBogota().slice(0, 7);
  return { periodo, vence: `${periodo}-10` };
}
