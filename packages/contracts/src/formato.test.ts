import { describe, expect, it } from 'vitest';

import { formatoFecha, formatoFechaHora, formatoPesos, formatoPorcentaje } from './formato.ts';

describe('es-CO formats for people (issue 26 #11)', () => {
  it('writes money as whole pesos with thousands dots', () => {
    expect(formatoPesos(1_234_567)).toBe('$ 1.234.567');
    expect(formatoPesos(5_000)).toBe('$ 5.000');
    expect(formatoPesos(-5_000)).toBe('−$ 5.000');
  });

  it('writes percentages with a decimal comma', () => {
    expect(formatoPorcentaje(8.25)).toBe('8,25 %');
  });

  it('writes a civil date as that day, and an instant as its day and hour in Bogotá', () => {
    expect(formatoFecha('2026-11-10')).toBe('10 de nov de 2026');
    // 02:00 UTC on the 27th is still the 26th, 9:00 p. m., in Bogotá (UTC−5).
    expect(formatoFecha(new Date('2026-11-27T02:00:00Z'))).toBe('26 de nov de 2026');
    expect(formatoFechaHora('2026-11-26T20:04:00Z')).toBe('26 de nov de 2026, 3:04 p. m.');
  });
});
