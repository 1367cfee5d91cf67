// Issue 26, point 2: billing never proposes a due date already past, and mora never runs before the
// emission plus the grace days. Figures worked by hand.
import { describe, expect, it } from 'vitest';

import { esPonerseAlDia, siguientePeriodoSinFacturar, ultimoDiaSinMora } from './calendario.ts';

describe('siguientePeriodoSinFacturar', () => {
  it('on 26 Nov with nothing billed proposes 2026-11 due on the next 10th ahead, 2026-12-10', () => {
    expect(siguientePeriodoSinFacturar('2026-11-26', 10, [])).toEqual({ periodo: '2026-11', vencimiento: '2026-12-10' });
  });
  it("on 3 Nov the month's own 10th is still ahead", () => {
    expect(siguientePeriodoSinFacturar('2026-11-03', 10, [])).toEqual({ periodo: '2026-11', vencimiento: '2026-11-10' });
  });
  it("proposes the period after the last one billed, on the complex's day", () => {
    expect(siguientePeriodoSinFacturar('2026-11-26', 5, ['2026-10', '2026-11'])).toEqual({
      periodo: '2026-12',
      vencimiento: '2026-12-05',
    });
    expect(siguientePeriodoSinFacturar('2026-12-20', 28, ['2026-12'])).toEqual({ periodo: '2027-01', vencimiento: '2027-01-28' });
  });
  it("on the due day itself the date is not ahead: the next month's", () => {
    expect(siguientePeriodoSinFacturar('2026-11-10', 10, [])).toEqual({ periodo: '2026-11', vencimiento: '2026-12-10' });
  });
});

describe('ultimoDiaSinMora', () => {
  it('a run emitted before its due date keeps the due date', () => {
    expect(ultimoDiaSinMora('2026-11-10', '2026-11-01', 5)).toBe('2026-11-10');
  });
  it('a catch-up emitted on 26 Nov for a 10 Nov due date with 5 grace days: no mora until 1 Dec', () => {
    expect(ultimoDiaSinMora('2026-11-10', '2026-11-26', 5)).toBe('2026-12-01');
    expect(ultimoDiaSinMora('2026-11-10', '2026-11-26', 0)).toBe('2026-11-26');
  });
});

describe('esPonerseAlDia', () => {
  it.each([
    ['2026-11-27', '2026-11-28', true],
    ['2026-11-28', '2026-11-28', false],
    ['2026-12-10', '2026-11-28', false],
  ])('due %s billed on %s → catch-up %s', (vence, hoy, esperado) => {
    expect(esPonerseAlDia(vence, hoy)).toBe(esperado);
  });
});
