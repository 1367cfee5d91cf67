import { describe, expect, it } from 'vitest';

import {
  addBusinessDays,
  bogotaDate,
  bogotaInstant,
  businessDayOnOrAfter,
  businessDaysBetween,
  holidaysOf,
  isBusinessDay,
  isHoliday,
  nextBusinessDay,
} from './calendar.ts';

// Official lists, written by hand. Easter Sundays (checked with the Meeus/Jones/Butcher algorithm):
// 2025-04-20, 2026-04-05, 2027-03-28, 2028-04-16, 2029-04-01, 2030-04-21. Jueves/Viernes Santo =
// Easter −3/−2; Ascensión, Corpus Christi, Sagrado Corazón = the Mondays at Easter +43, +64, +71.
// Ley 51 de 1983 moves 6 Jan, 19 Mar, 29 Jun, 15 Aug, 12 Oct, 1 Nov, 11 Nov to the next Monday;
// Ley 2578 de 2026 adds Virgen de Chiquinquirá (9 Jul, moved the same way) from 2026: 19 a year.
const OFFICIAL: Record<number, Record<string, string>> = {
  2025: {
    'Año Nuevo': '2025-01-01',
    'Reyes Magos': '2025-01-06',
    'San José': '2025-03-24',
    'Jueves Santo': '2025-04-17',
    'Viernes Santo': '2025-04-18',
    'Día del Trabajo': '2025-05-01',
    Ascensión: '2025-06-02',
    'Corpus Christi': '2025-06-23',
    'Sagrado Corazón': '2025-06-30',
    'San Pedro y San Pablo': '2025-06-30',
    Independencia: '2025-07-20',
    'Batalla de Boyacá': '2025-08-07',
    Asunción: '2025-08-18',
    'Día de la Raza': '2025-10-13',
    'Todos los Santos': '2025-11-03',
    'Independencia de Cartagena': '2025-11-17',
    'Inmaculada Concepción': '2025-12-08',
    Navidad: '2025-12-25',
  },
  2026: {
    'Año Nuevo': '2026-01-01',
    'Reyes Magos': '2026-01-12',
    'San José': '2026-03-23',
    'Jueves Santo': '2026-04-02',
    'Viernes Santo': '2026-04-03',
    'Día del Trabajo': '2026-05-01',
    Ascensión: '2026-05-18',
    'Corpus Christi': '2026-06-08',
    'Sagrado Corazón': '2026-06-15',
    'San Pedro y San Pablo': '2026-06-29',
    'Virgen de Chiquinquirá': '2026-07-13',
    Independencia: '2026-07-20',
    'Batalla de Boyacá': '2026-08-07',
    Asunción: '2026-08-17',
    'Día de la Raza': '2026-10-12',
    'Todos los Santos': '2026-11-02',
    'Independencia de Cartagena': '2026-11-16',
    'Inmaculada Concepción': '2026-12-08',
    Navidad: '2026-12-25',
  },
  2027: {
    'Año Nuevo': '2027-01-01',
    'Reyes Magos': '2027-01-11',
    'San José': '2027-03-22',
    'Jueves Santo': '2027-03-25',
    'Viernes Santo': '2027-03-26',
    'Día del Trabajo': '2027-05-01',
    Ascensión: '2027-05-10',
    'Corpus Christi': '2027-05-31',
    'Sagrado Corazón': '2027-06-07',
    'San Pedro y San Pablo': '2027-07-05',
    'Virgen de Chiquinquirá': '2027-07-12',
    Independencia: '2027-07-20',
    'Batalla de Boyacá': '2027-08-07',
    Asunción: '2027-08-16',
    'Día de la Raza': '2027-10-18',
    'Todos los Santos': '2027-11-01',
    'Independencia de Cartagena': '2027-11-15',
    'Inmaculada Concepción': '2027-12-08',
    Navidad: '2027-12-25',
  },
  2028: {
    'Año Nuevo': '2028-01-01',
    'Reyes Magos': '2028-01-10',
    'San José': '2028-03-20',
    'Jueves Santo': '2028-04-13',
    'Viernes Santo': '2028-04-14',
    'Día del Trabajo': '2028-05-01',
    Ascensión: '2028-05-29',
    'Corpus Christi': '2028-06-19',
    'Sagrado Corazón': '2028-06-26',
    'San Pedro y San Pablo': '2028-07-03',
    'Virgen de Chiquinquirá': '2028-07-10',
    Independencia: '2028-07-20',
    'Batalla de Boyacá': '2028-08-07',
    Asunción: '2028-08-21',
    'Día de la Raza': '2028-10-16',
    'Todos los Santos': '2028-11-06',
    'Independencia de Cartagena': '2028-11-13',
    'Inmaculada Concepción': '2028-12-08',
    Navidad: '2028-12-25',
  },
  2029: {
    'Año Nuevo': '2029-01-01',
    'Reyes Magos': '2029-01-08',
    'San José': '2029-03-19',
    'Jueves Santo': '2029-03-29',
    'Viernes Santo': '2029-03-30',
    'Día del Trabajo': '2029-05-01',
    Ascensión: '2029-05-14',
    'Corpus Christi': '2029-06-04',
    'Sagrado Corazón': '2029-06-11',
    'San Pedro y San Pablo': '2029-07-02',
    'Virgen de Chiquinquirá': '2029-07-09',
    Independencia: '2029-07-20',
    'Batalla de Boyacá': '2029-08-07',
    Asunción: '2029-08-20',
    'Día de la Raza': '2029-10-15',
    'Todos los Santos': '2029-11-05',
    'Independencia de Cartagena': '2029-11-12',
    'Inmaculada Concepción': '2029-12-08',
    Navidad: '2029-12-25',
  },
  2030: {
    'Año Nuevo': '2030-01-01',
    'Reyes Magos': '2030-01-07',
    'San José': '2030-03-25',
    'Jueves Santo': '2030-04-18',
    'Viernes Santo': '2030-04-19',
    'Día del Trabajo': '2030-05-01',
    Ascensión: '2030-06-03',
    'Corpus Christi': '2030-06-24',
    'Sagrado Corazón': '2030-07-01',
    'San Pedro y San Pablo': '2030-07-01',
    'Virgen de Chiquinquirá': '2030-07-15',
    Independencia: '2030-07-20',
    'Batalla de Boyacá': '2030-08-07',
    Asunción: '2030-08-19',
    'Día de la Raza': '2030-10-14',
    'Todos los Santos': '2030-11-04',
    'Independencia de Cartagena': '2030-11-11',
    'Inmaculada Concepción': '2030-12-08',
    Navidad: '2030-12-25',
  },
};

describe('Colombian national holidays', () => {
  it.each(Object.entries(OFFICIAL))('%s matches the official list', (year, named) => {
    const expected = [...new Set(Object.values(named))].sort();
    expect(holidaysOf(Number(year))).toEqual(expected);
    for (const date of expected) expect(isHoliday(date)).toBe(true);
  });

  it('counts 18 holidays before Ley 2578 de 2026 and 19 from 2026', () => {
    expect(Object.keys(OFFICIAL[2025]!)).toHaveLength(18);
    for (const year of [2026, 2027, 2028, 2029, 2030]) expect(Object.keys(OFFICIAL[year]!)).toHaveLength(19);
  });

  it('leaves out Easter Sunday and Palm Sunday, which the library lists but are not days of rest', () => {
    expect(isHoliday('2026-04-05')).toBe(false);
    expect(isHoliday('2026-03-29')).toBe(false);
    expect(isHoliday('2025-07-14')).toBe(false); // no Chiquinquirá before the 2026 law
  });

  it('moves to Monday only the Ley 51 de 1983 holidays: 20 July and 7 August stay on weekends', () => {
    expect(isHoliday('2027-08-07')).toBe(true); // Saturday
    expect(isHoliday('2027-08-09')).toBe(false);
    expect(isHoliday('2025-07-20')).toBe(true); // Sunday
    expect(isHoliday('2025-07-21')).toBe(false);
  });

  it('Sagrado Corazón 2027 is Monday 7 June, and not a business day', () => {
    expect(isHoliday('2027-06-07')).toBe(true);
    expect(isBusinessDay('2027-06-07')).toBe(false);
    expect(isBusinessDay('2027-06-08')).toBe(true);
  });
});

describe('business days', () => {
  it('are weekdays that are not holidays', () => {
    expect(isBusinessDay('2027-03-05')).toBe(true); // Friday
    expect(isBusinessDay('2027-03-06')).toBe(false); // Saturday
    expect(isBusinessDay('2027-03-07')).toBe(false); // Sunday
    expect(isBusinessDay('2027-03-22')).toBe(false); // San José
  });

  it('PQRS: filed Saturday 6 March 2027 → deemed Monday 8 March → 15 días hábiles → Thursday 1 April', () => {
    const deemed = businessDayOnOrAfter('2027-03-06');
    expect(deemed).toBe('2027-03-08');
    // 9–12 (4), 15–19 (9), 22 San José, 23–24 (11), 25–26 Holy Week, 29–31 (14), 1 April (15).
    expect(addBusinessDays(deemed, 15)).toBe('2027-04-01');
    expect(businessDaysBetween(deemed, '2027-04-01')).toBe(15);
  });

  it('PQRS filed Wednesday 24 March 2027, before Holy Week: 10 días hábiles → Friday 9 April', () => {
    expect(businessDayOnOrAfter('2027-03-24')).toBe('2027-03-24');
    // 25–26 Holy Week, 27–28 weekend; 29 Mar–2 Apr (5), 5–9 Apr (10).
    expect(addBusinessDays('2027-03-24', 10)).toBe('2027-04-09');
  });

  it('crosses the year end: Christmas, the weekend and New Year', () => {
    // 2026-12-24 Thu; 25 Navidad; 26–27 weekend; 28–31 (4); 1 Jan Año Nuevo; 2–3 weekend; 4 Jan (5).
    expect(addBusinessDays('2026-12-24', 5)).toBe('2027-01-04');
    // 5–8 Jan (9), 11 Jan Reyes Magos, 12 Jan (10).
    expect(addBusinessDays('2026-12-24', 10)).toBe('2027-01-12');
    expect(nextBusinessDay('2026-12-31')).toBe('2027-01-04');
    expect(addBusinessDays('2027-01-04', -5)).toBe('2026-12-24');
  });

  it('art. 41: the second call is the third business day after the meeting, across a holiday', () => {
    // Meeting Friday 9 July 2027: 12 July Chiquinquirá → 13 (1), 14 (2), 15 (3).
    expect(addBusinessDays('2027-07-09', 3)).toBe('2027-07-15');
    // Meeting Saturday 14 March 2026: 16 (1), 17 (2), 18 (3).
    expect(addBusinessDays('2026-03-14', 3)).toBe('2026-03-18');
    // Meeting Thursday 19 March 2026: 20 (1), 23 San José, 24 (2), 25 (3), at 20:00 in Bogotá.
    const third = addBusinessDays('2026-03-19', 3);
    expect(third).toBe('2026-03-25');
    expect(bogotaInstant(third, '20:00').toISOString()).toBe('2026-03-26T01:00:00.000Z');
  });

  it('nextBusinessDay is strictly after; businessDayOnOrAfter keeps a business day', () => {
    expect(nextBusinessDay('2027-03-24')).toBe('2027-03-29');
    expect(businessDayOnOrAfter('2027-03-25')).toBe('2027-03-29');
    expect(businessDayOnOrAfter('2027-03-29')).toBe('2027-03-29');
    expect(addBusinessDays('2027-03-06', 0)).toBe('2027-03-06');
  });

  it('businessDaysBetween counts (a, b] and is antisymmetric', () => {
    expect(businessDaysBetween('2027-03-24', '2027-03-24')).toBe(0);
    expect(businessDaysBetween('2027-03-24', '2027-03-29')).toBe(1);
    expect(businessDaysBetween('2027-03-29', '2027-03-24')).toBe(-1);
    expect(businessDaysBetween('2027-03-06', '2027-03-07')).toBe(0);
    expect(businessDaysBetween('2026-12-24', '2027-01-12')).toBe(10);
    expect(businessDaysBetween('2027-01-12', '2026-12-24')).toBe(-10);
    // All of 2027: 365 days, 104 weekend days, 16 holidays on weekdays (1 May, 7 Aug, 25 Dec are Saturdays).
    expect(businessDaysBetween('2026-12-31', '2027-12-31')).toBe(365 - 104 - 16);
  });

  it('rejects malformed dates and counts', () => {
    expect(() => isBusinessDay('2027-02-29')).toThrow(RangeError);
    expect(() => isHoliday('7/3/2027')).toThrow(RangeError);
    expect(() => addBusinessDays('2027-03-08', 1.5)).toThrow(RangeError);
    expect(() => bogotaInstant('2027-03-08', '24:00')).toThrow(RangeError);
  });
});

describe('Bogotá civil dates', () => {
  it('an instant belongs to its Bogotá date (UTC−5, no daylight saving)', () => {
    expect(bogotaDate(new Date('2027-01-01T04:59:59Z'))).toBe('2026-12-31');
    expect(bogotaDate(new Date('2027-01-01T05:00:00Z'))).toBe('2027-01-01');
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' });
    for (const iso of ['2026-03-08T06:30:00Z', '2026-07-01T04:00:00Z', '2026-11-01T05:30:00Z']) {
      expect(bogotaDate(new Date(iso))).toBe(intl.format(new Date(iso)));
    }
  });

  it('a civil date and wall-clock time give the instant, and back', () => {
    expect(bogotaInstant('2027-03-08').toISOString()).toBe('2027-03-08T05:00:00.000Z');
    expect(bogotaInstant('2027-12-31', '23:59').toISOString()).toBe('2028-01-01T04:59:00.000Z');
    expect(bogotaDate(bogotaInstant('2027-12-31', '23:59'))).toBe('2027-12-31');
  });
});
