import { describe, expect, it } from 'vitest';

import { diaIso, encajeEnHorario, mesDe, slotsDelDia, slotsEntre } from './horario.ts';

// 2027-03-01 is a Monday (ISO 1); Bogotá is UTC−5, so 08:00 there is 13:00Z.
const horario = [
  { dia: 1, desde: '08:00', hasta: '12:00' },
  { dia: 1, desde: '14:00', hasta: '16:00' },
  { dia: 6, desde: '10:00', hasta: '24:00' },
];

describe('horario de una zona', () => {
  it('numbers weekdays the ISO way', () => {
    expect(['2027-03-01', '2027-03-06', '2027-03-07'].map(diaIso)).toEqual([1, 6, 7]);
  });

  it('cuts each window of the day into slots in Bogotá time', () => {
    const slots = slotsDelDia(horario, 120, '2027-03-01');
    expect(slots.map((s) => s.inicio.toISOString())).toEqual([
      '2027-03-01T13:00:00.000Z',
      '2027-03-01T15:00:00.000Z',
      '2027-03-01T19:00:00.000Z',
    ]);
    expect(slotsDelDia(horario, 120, '2027-03-02')).toEqual([]);
    // Saturday until midnight: the last slot ends at 00:00 of Sunday (05:00Z).
    expect(slotsDelDia(horario, 120, '2027-03-06').at(-1)!.fin.toISOString()).toBe('2027-03-07T05:00:00.000Z');
  });

  it('lists the slots of a range', () => {
    expect(slotsEntre(horario, 60, new Date('2027-03-01T05:00:00Z'), new Date('2027-03-08T05:00:00Z'))).toHaveLength(4 + 2 + 14);
  });

  it('accepts consecutive slots of one window and names what is wrong otherwise', () => {
    const at = (iso: string) => new Date(iso);
    expect(encajeEnHorario(horario, 60, at('2027-03-01T13:00:00Z'), at('2027-03-01T15:00:00Z'))).toBe('ok');
    expect(encajeEnHorario(horario, 60, at('2027-03-01T13:30:00Z'), at('2027-03-01T14:30:00Z'))).toBe('no_alineada');
    expect(encajeEnHorario(horario, 60, at('2027-03-01T16:00:00Z'), at('2027-03-01T18:00:00Z'))).toBe('fuera_de_horario'); // 11:00–13:00 crosses the lunch gap
    expect(encajeEnHorario(horario, 60, at('2027-03-02T13:00:00Z'), at('2027-03-02T14:00:00Z'))).toBe('fuera_de_horario'); // Tuesday: closed
  });

  it('gives the Bogotá month of an instant', () => {
    // 2027-04-01T03:00Z is still 31 March in Bogotá.
    const { desde, hasta } = mesDe(new Date('2027-04-01T03:00:00Z'));
    expect([desde.toISOString(), hasta.toISOString()]).toEqual(['2027-03-01T05:00:00.000Z', '2027-04-01T05:00:00.000Z']);
  });
});
