import { describe, expect, it } from 'vitest';

import { corteMaximo, fechaCivilField, instanteField, periodoEnRango } from './fechas.ts';
import { MSG } from './messages.ts';

const mensajes = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('dates bounded to 2000 … 2100', () => {
  const fecha = fechaCivilField('La fecha no es válida');
  const instante = instanteField('El instante no es válido');

  it('accepts the first and last day, refuses one day outside with the range message', () => {
    expect(fecha.safeParse('2000-01-01').success).toBe(true);
    expect(fecha.safeParse('2100-12-31').success).toBe(true);
    expect(mensajes(fecha.safeParse('1999-12-31'))).toEqual([MSG.fechaFueraDeRango]);
    expect(mensajes(fecha.safeParse('2101-01-01'))).toEqual([MSG.fechaFueraDeRango]);
    expect(mensajes(fecha.safeParse('9999-12-31'))).toEqual([MSG.fechaFueraDeRango]);
  });

  it('names a malformed or impossible date with the field own message, once', () => {
    expect(mensajes(fecha.safeParse('2026-02-30'))).toEqual(['La fecha no es válida']);
    expect(mensajes(fecha.safeParse('26-01-01'))).toEqual(['La fecha no es válida']);
    expect(mensajes(fecha.safeParse(20260101))).toEqual(['La fecha no es válida']);
  });

  it('bounds instants by their moment, whatever the offset', () => {
    expect(instante.safeParse('2000-01-01T00:00:00Z').success).toBe(true);
    expect(instante.safeParse('2100-12-31T18:59:59-05:00').success).toBe(true); // 23:59:59 UTC
    expect(mensajes(instante.safeParse('2100-12-31T19:00:00-05:00'))).toEqual([MSG.fechaFueraDeRango]); // 2101-01-01 UTC
    expect(mensajes(instante.safeParse('0000-01-01T00:00:00Z'))).toEqual([MSG.fechaFueraDeRango]);
    expect(mensajes(instante.safeParse('2026-01-01'))).toEqual(['El instante no es válido']);
  });

  it('bounds periods', () => {
    expect(['2000-01', '2100-12'].map(periodoEnRango)).toEqual([true, true]);
    expect(['1999-12', '2101-01', '9999-12'].map(periodoEnRango)).toEqual([false, false, false]);
  });
});

describe('the latest cut-off date of a read', () => {
  it('is two years past today, the same day and month', () => {
    expect(corteMaximo('2026-11-26')).toBe('2028-11-26');
    // 29 February has no twin two years later: 28 February.
    expect(corteMaximo('2028-02-29')).toBe('2030-02-28');
  });
});
