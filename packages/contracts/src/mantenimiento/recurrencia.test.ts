// The occurrences of a plan, worked out by hand on a calendar (month ends, leap years, skipped months).
import { describe, expect, it } from 'vitest';

import { OBLIGACIONES_LEGALES, obligacionesPara } from './obligaciones.ts';
import { DIAS_POR_VENCER_CUMPLIMIENTO, estadoCumplimiento } from './planes.ts';
import { ocurrencias, proximasOcurrencias, siguienteOcurrencia } from './recurrencia.ts';

describe('ocurrencias', () => {
  it('starts on fechaInicio and steps by days and weeks', () => {
    expect(ocurrencias({ frecuencia: 'dias', intervalo: 10, fechaInicio: '2026-02-20' }, '2026-01-01', '2026-03-15')).toEqual([
      '2026-02-20', // the start itself
      '2026-03-02', // + 10: February 2026 has 28 days (20 → 28 is 8, then 1, 2 of March)
      '2026-03-12',
    ]);
    // Every 2 weeks from Monday 5 January 2026: 5, 19 Jan, 2, 16 Feb.
    expect(ocurrencias({ frecuencia: 'semanas', intervalo: 2, fechaInicio: '2026-01-05' }, '2026-01-01', '2026-02-28')).toEqual([
      '2026-01-05',
      '2026-01-19',
      '2026-02-02',
      '2026-02-16',
    ]);
  });

  it('clamps a month end to the month’s last day and keeps the original day afterwards', () => {
    // 31 Jan 2027 monthly: Feb 2027 has 28 days; March has 31 again; April 30.
    expect(ocurrencias({ frecuencia: 'meses', intervalo: 1, fechaInicio: '2027-01-31' }, '2027-01-01', '2027-05-31')).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
    ]);
  });

  it('gives 29 February in a leap year, and a 29 February start falls on 28 February in the others', () => {
    expect(ocurrencias({ frecuencia: 'meses', intervalo: 1, fechaInicio: '2028-01-31' }, '2028-02-01', '2028-03-31')).toEqual([
      '2028-02-29', // 2028 is a leap year
      '2028-03-31',
    ]);
    expect(ocurrencias({ frecuencia: 'anios', intervalo: 1, fechaInicio: '2028-02-29' }, '2028-01-01', '2032-12-31')).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29', // leap again: the original day comes back
    ]);
  });

  it('steps six months for the tanques (Decreto 1575 de 2007) across the year end', () => {
    expect(ocurrencias({ frecuencia: 'meses', intervalo: 6, fechaInicio: '2026-08-31' }, '2026-01-01', '2028-01-01')).toEqual([
      '2026-08-31',
      '2027-02-28',
      '2027-08-31',
    ]);
  });

  it('moves an occurrence in a skipped month to the same day of the next allowed month', () => {
    // Monthly on the 15th, skipping December and January (the holidays): Nov 15, then Dec and Jan → Feb 15,
    // which is the plan's own February occurrence: absorbed, not doubled.
    expect(
      ocurrencias(
        { frecuencia: 'meses', intervalo: 1, fechaInicio: '2026-10-15', mesesOmitidos: [12, 1] },
        '2026-10-01',
        '2027-03-31',
      ),
    ).toEqual(['2026-10-15', '2026-11-15', '2027-02-15', '2027-03-15']);
    // Every 3 months from 31 January skipping April: Apr 30 → May 31 (the start's day, May has 31), Jul 31.
    expect(
      ocurrencias(
        { frecuencia: 'meses', intervalo: 3, fechaInicio: '2026-01-31', mesesOmitidos: [4] },
        '2026-01-01',
        '2026-12-31',
      ),
    ).toEqual(['2026-01-31', '2026-05-31', '2026-07-31', '2026-10-31']);
    // A yearly task in a skipped month moves every year (15 Jan → 15 Feb).
    expect(
      ocurrencias(
        { frecuencia: 'anios', intervalo: 1, fechaInicio: '2026-01-15', mesesOmitidos: [1] },
        '2026-01-01',
        '2028-12-31',
      ),
    ).toEqual(['2026-02-15', '2027-02-15', '2028-02-15']);
    // Weekly, skipping July 2026: Jun 29 (Mon) then Jul 6 → Aug 6, but the plan's own Aug 3 comes first:
    // the moved one is absorbed; weekly work resumes on Aug 3.
    expect(
      ocurrencias(
        { frecuencia: 'semanas', intervalo: 1, fechaInicio: '2026-06-22', mesesOmitidos: [7] },
        '2026-06-01',
        '2026-08-12',
      ),
    ).toEqual(['2026-06-22', '2026-06-29', '2026-08-03', '2026-08-10']);
  });

  it('reads only the requested window, however old the plan', () => {
    expect(ocurrencias({ frecuencia: 'dias', intervalo: 1, fechaInicio: '2000-01-01' }, '2026-11-28', '2026-11-30')).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
    expect(ocurrencias({ frecuencia: 'meses', intervalo: 1, fechaInicio: '2026-05-10' }, '2026-01-01', '2026-04-30')).toEqual([]);
  });

  it('answers the next occurrences of the forecast', () => {
    const plan = { frecuencia: 'meses', intervalo: 1, fechaInicio: '2026-01-31' } as const;
    expect(siguienteOcurrencia(plan, '2026-02-01')).toBe('2026-02-28');
    expect(siguienteOcurrencia(plan, '2025-06-01')).toBe('2026-01-31');
    expect(proximasOcurrencias(plan, '2026-03-31', 3)).toEqual(['2026-03-31', '2026-04-30', '2026-05-31']);
    expect(siguienteOcurrencia({ frecuencia: 'anios', intervalo: 5, fechaInicio: '2020-06-01' }, '2026-01-01')).toBe(
      '2030-06-01',
    );
  });
});

describe('estadoCumplimiento', () => {
  it('is vencido after the date, por vencer within 30 days (the day itself included), al día before', () => {
    expect(DIAS_POR_VENCER_CUMPLIMIENTO).toBe(30);
    expect(estadoCumplimiento('2026-11-27', '2026-11-28')).toBe('vencido');
    expect(estadoCumplimiento('2026-11-28', '2026-11-28')).toBe('por_vencer');
    // 28 Nov + 30 days = 28 Dec (November has 30 days: 2 left in Nov, 28 in Dec).
    expect(estadoCumplimiento('2026-12-28', '2026-11-28')).toBe('por_vencer');
    expect(estadoCumplimiento('2026-12-29', '2026-11-28')).toBe('al_dia');
    expect(estadoCumplimiento(null, '2026-11-28')).toBe('al_dia');
  });
});

describe('obligaciones legales', () => {
  it('pre-loads the lifts only in Bogotá, each obligation citing its norm', () => {
    expect(obligacionesPara('Bogotá D.C.').map((o) => o.clave)).toContain('inspeccion_ascensores');
    expect(obligacionesPara('Medellín').map((o) => o.clave)).not.toContain('inspeccion_ascensores');
    for (const o of OBLIGACIONES_LEGALES) expect(o.fuente.length).toBeGreaterThan(5);
  });

  it('dates the asamblea on 31 March and the retención on the 20th', () => {
    const asamblea = OBLIGACIONES_LEGALES.find((o) => o.clave === 'asamblea_ordinaria')!;
    expect(asamblea.primeraFecha('2026-02-10')).toBe('2026-03-31');
    expect(asamblea.primeraFecha('2026-11-28')).toBe('2027-03-31');
    const retencion = OBLIGACIONES_LEGALES.find((o) => o.clave === 'retencion_fuente')!;
    expect(retencion.primeraFecha('2026-11-10')).toBe('2026-11-20');
    expect(retencion.primeraFecha('2026-12-28')).toBe('2027-01-20');
  });
});
