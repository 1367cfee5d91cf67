// PQRS terms with dates worked out by hand on the 2026–2027 calendars (holidays of Ley 51 de 1983).
import { describe, expect, it } from 'vitest';

import { addBusinessDays, bogotaInstant, businessDaysBetween } from '@horizonte/contracts/calendar';

import { diasRestantes, plazoDeRadicacion, vencimientoProrrogado, vencimientoTrasEspera } from './plazos.ts';

const at = (date: string, time = '10:00') => bogotaInstant(date, time);

describe('plazoDeRadicacion', () => {
  it('filed Saturday 6 March 2027 → deemed Monday 8 March → 15 días hábiles → Thursday 1 April 2027', () => {
    // 9,10,11,12 (4) · 15,16,17,18,19 (9) · 22 San José · 23,24 (11) · 25–26 Holy Thursday/Good Friday · 29,30,31 (14) · 1 Apr (15)
    expect(plazoDeRadicacion(at('2027-03-06'), 'peticion', 'general')).toEqual({
      fechaInicio: '2027-03-08',
      terminoDias: 15,
      fechaVencimiento: '2027-04-01',
    });
  });

  it('filed Wednesday 24 March 2027, the day before Holy Thursday: general, documentos and consulta', () => {
    // 25–26 holidays · 29,30,31,1,2 (5) · 5–9 Apr (10) · 12–16 Apr (15)
    expect(plazoDeRadicacion(at('2027-03-24'), 'queja', 'general').fechaVencimiento).toBe('2027-04-16');
    expect(plazoDeRadicacion(at('2027-03-24'), 'peticion', 'documentos').fechaVencimiento).toBe('2027-04-09');
    // … 19–23 Apr (20) · 26–30 Apr (25) · 3,4,5,6,7 May (30); 1 May is a Saturday, Ascension is moved to 10 May
    expect(plazoDeRadicacion(at('2027-03-24'), 'peticion', 'consulta').fechaVencimiento).toBe('2027-05-07');
    expect(plazoDeRadicacion(at('2027-03-24'), 'peticion', 'consulta').fechaInicio).toBe('2027-03-24');
  });

  it('skips Corpus Christi (31 May 2027) and Sacred Heart (7 June 2027)', () => {
    // filed Mon 24 May: 25,26,27,28 (4) · 31 Corpus · 1,2,3,4 Jun (8) · 7 Sacred Heart · 8,9 (10)
    expect(plazoDeRadicacion(at('2027-05-24'), 'reclamo', 'documentos').fechaVencimiento).toBe('2027-06-09');
  });

  it('crosses the year end: Christmas, New Year and Reyes moved to Monday 11 January 2027', () => {
    // filed Wed 23 Dec 2026: 24 (1) · 25 Christmas · 28,29,30,31 (5) · 1 Jan · 4,5,6,7,8 (10)
    expect(plazoDeRadicacion(at('2026-12-23'), 'peticion', 'documentos').fechaVencimiento).toBe('2027-01-08');
    // filed on New Year's Day 2027 (Friday, holiday) → deemed Mon 4 Jan: 5,6,7,8 (4) · 11 Reyes · 12–15 (8) · 18–22 (13) · 25,26 (15)
    expect(plazoDeRadicacion(at('2027-01-01'), 'peticion', 'general')).toEqual({
      fechaInicio: '2027-01-04',
      terminoDias: 15,
      fechaVencimiento: '2027-01-26',
    });
  });

  it('takes the Bogotá date of the instant: Friday 22:00 in Bogotá is Saturday in UTC, still Friday', () => {
    // deemed Fri 5 Mar: 8–12 (5) · 15–19 (10) · 22 San José · 23,24 (12) · 25–26 · 29,30,31 (15)
    expect(plazoDeRadicacion(new Date('2027-03-06T03:00:00Z'), 'peticion', 'general')).toMatchObject({
      fechaInicio: '2027-03-05',
      fechaVencimiento: '2027-03-31',
    });
  });

  it('sugerencias have no legal term', () => {
    expect(plazoDeRadicacion(at('2027-03-06'), 'sugerencia', 'general')).toEqual({
      fechaInicio: '2027-03-08',
      terminoDias: null,
      fechaVencimiento: null,
    });
  });
});

describe('the stopped clock and the prórroga', () => {
  it('adds back the días hábiles that passed while waiting for the filer', () => {
    // due 1 Apr 2027; waiting from Mon 15 Mar to Fri 19 Mar: 16,17,18,19 = 4 días hábiles → 2,5,6,7 Apr
    expect(vencimientoTrasEspera('2027-04-01', '2027-03-15', '2027-03-19')).toBe('2027-04-07');
    // waiting Fri 19 Mar → Tue 23 Mar: 22 is San José, so only 23 counts → 2 Apr
    expect(vencimientoTrasEspera('2027-04-01', '2027-03-19', '2027-03-23')).toBe('2027-04-02');
    // resumed the same day: nothing changes
    expect(vencimientoTrasEspera('2027-04-01', '2027-03-15', '2027-03-15')).toBe('2027-04-01');
  });

  it('a prórroga of the whole term doubles it: 1 Apr 2027 + 15 días hábiles → 22 Apr 2027', () => {
    // 2 (1) · 5–9 (6) · 12–16 (11) · 19,20,21,22 (15)
    expect(vencimientoProrrogado('2027-04-01', 15)).toBe('2027-04-22');
  });

  it('counts the días hábiles left: 0 on the due date, negative once overdue', () => {
    expect(diasRestantes('2027-03-30', '2027-04-01')).toBe(2);
    expect(diasRestantes('2027-04-01', '2027-04-01')).toBe(0);
    expect(diasRestantes('2027-04-05', '2027-04-01')).toBe(-2);
  });

  it('counts exactly as the calendar does, across weekends, holidays and year ends', () => {
    const starts = ['2026-12-19', '2026-12-23', '2027-03-06', '2027-03-19', '2027-05-28', '2027-12-24'];
    for (const a of starts) {
      for (let n = 0; n < 420; n += 7) {
        const b = addBusinessDays(a, n - 40);
        for (const c of [b, addBusinessDays(b, 1)]) {
          expect(diasRestantes(a, c)).toBe(businessDaysBetween(a, c));
          expect(diasRestantes(c, a)).toBe(businessDaysBetween(c, a));
        }
      }
      // Calendar days, not only business days (weekends and holidays as endpoints).
      for (let d = 0; d < 60; d++) {
        const c = new Date(Date.parse(`${a}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
        expect(diasRestantes(a, c)).toBe(businessDaysBetween(a, c));
        expect(diasRestantes(c, a)).toBe(businessDaysBetween(c, a));
      }
    }
  });
});
