import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';

import { addBusinessDays, businessDaysBetween, holidaysOf, isBusinessDay } from '../calendar.ts';
import { diaDeLaSemana, sumarDiasCiviles } from '../civil.ts';
import { FESTIVOS_CO, PRIMER_ANIO_FESTIVOS, ULTIMO_ANIO_FESTIVOS } from './festivos-co.ts';

const years = Array.from({ length: ULTIMO_ANIO_FESTIVOS - PRIMER_ANIO_FESTIVOS + 1 }, (_, i) => PRIMER_ANIO_FESTIVOS + i);

describe('the committed holiday table (scripts/festivos.mjs)', () => {
  const colombia = new Holidays('CO');

  it('covers 2000–2100, the range every request is bounded to, one line per year', () => {
    expect(PRIMER_ANIO_FESTIVOS).toBeLessThanOrEqual(2000);
    expect(ULTIMO_ANIO_FESTIVOS).toBeGreaterThanOrEqual(2100);
    expect(FESTIVOS_CO).toHaveLength(years.length);
  });

  it.each(years)('%i is what date-holidays says for CO (its public days, without Easter Sunday)', (year) => {
    const library = colombia
      .getHolidays(year)
      .filter((h) => h.type === 'public' && h.rule !== 'easter')
      .map((h) => h.date.slice(0, 10));
    expect(holidaysOf(year)).toEqual([...new Set(library)].sort());
  });

  it('has 18 holidays a year before Ley 2578 de 2026 (Chiquinquirá) and 19 from 2026, less those sharing a Monday', () => {
    for (const year of years) {
      const distinct = holidaysOf(year).length;
      const expected = year < 2026 ? 18 : 19;
      expect(distinct === expected || distinct === expected - 1, `${year}: ${distinct}`).toBe(true);
    }
  });
});

/** The definition, day by day: what the O(log n) counts must agree with. */
function walk(a: string, b: string): number {
  const [from, to, sign] = a <= b ? [a, b, 1] : [b, a, -1];
  let count = 0;
  for (let day = sumarDiasCiviles(from, 1); day <= to; day = sumarDiasCiviles(day, 1)) if (isBusinessDay(day)) count++;
  return sign * count;
}

describe('business-day counting, hand-computed', () => {
  it('15 días hábiles from Friday 12 March 2027 cross San José (Monday 22) and Holy Week → Wednesday 7 April', () => {
    // 15–19 Mar (5), 22 San José, 23–24 (7), 25 Jueves Santo, 26 Viernes Santo, 29 Mar–2 Apr (12), 5–7 Apr (15).
    expect(addBusinessDays('2027-03-12', 15)).toBe('2027-04-07');
    expect(businessDaysBetween('2027-03-12', '2027-04-07')).toBe(15);
    expect(addBusinessDays('2027-04-07', -15)).toBe('2027-03-12');
    // Holy Week alone: from Wednesday 24 March the next business day is Monday 29.
    expect(addBusinessDays('2027-03-24', 1)).toBe('2027-03-29');
    expect(businessDaysBetween('2027-03-24', '2027-03-28')).toBe(0);
  });

  it('lands on a business day going back from a holiday: 1 before Viernes Santo is Wednesday 24 March', () => {
    expect(addBusinessDays('2027-03-26', -1)).toBe('2027-03-24');
    expect(addBusinessDays('2027-03-29', -1)).toBe('2027-03-24');
    expect(addBusinessDays('2027-03-28', -2)).toBe('2027-03-23');
  });

  it('counts a whole century in one step: 2000–2100 is 36 890 days, 5 270 whole weeks: 26 350 weekdays less its weekday holidays', () => {
    let weekdays = 0;
    let weekdayHolidays = 0;
    for (let year = 2000; year <= 2100; year++) {
      weekdayHolidays += holidaysOf(year).filter((d) => diaDeLaSemana(d) % 6 !== 0).length;
    }
    for (let day = '2000-01-01'; day <= '2100-12-31'; day = sumarDiasCiviles(day, 1))
      if (diaDeLaSemana(day) % 6 !== 0) weekdays++;
    expect(weekdays).toBe(26_350);
    const started = performance.now();
    expect(businessDaysBetween('1999-12-31', '2100-12-31')).toBe(weekdays - weekdayHolidays);
    expect(addBusinessDays('1999-12-31', weekdays - weekdayHolidays)).toBe('2100-12-31');
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('agrees with the day-by-day walk on 2 000 pseudo-random pairs and terms', () => {
    let seed = 27;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 2_000; i++) {
      const a = sumarDiasCiviles('2000-01-01', random(36_000));
      const b = sumarDiasCiviles(a, random(120) - 60);
      const between = walk(a, b);
      expect(businessDaysBetween(a, b), `${a} → ${b}`).toBe(between);
      // Going back, a term is counted from a business day: `a` must be one for the walk to be the inverse.
      if (between !== 0 && isBusinessDay(b) && (between > 0 || isBusinessDay(a)))
        expect(addBusinessDays(a, between), `${a} + ${between}`).toBe(b);
    }
  });

  it('refuses dates the table does not cover instead of guessing', () => {
    expect(() => isBusinessDay('2102-01-05')).toThrow(RangeError);
    expect(() => holidaysOf(1998)).toThrow(RangeError);
    expect(() => addBusinessDays('2101-12-29', 5)).toThrow(RangeError);
    expect(() => businessDaysBetween('1998-12-31', '2000-01-03')).toThrow(RangeError);
  });
});
