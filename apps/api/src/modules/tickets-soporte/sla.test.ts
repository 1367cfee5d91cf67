import { describe, expect, it } from 'vitest';

import { slaTicket } from './sla.ts';

describe('slaTicket', () => {
  it('gives one business day for the first answer, counted from the next business day when opened on a holiday', () => {
    // Friday 2026-12-04, 10:00 Bogotá → due Monday 2026-12-07.
    expect(slaTicket(new Date('2026-12-04T15:00:00Z'), null, new Date('2026-12-04T16:00:00Z'))).toEqual({
      venceEl: '2026-12-07',
      estado: 'a_tiempo',
    });
    // Monday 2026-12-07 is the due date; Tuesday 2026-12-08 (Inmaculada Concepción) is a holiday, so a
    // ticket opened that day counts from Wednesday 9 and is due Thursday 10.
    expect(slaTicket(new Date('2026-12-08T15:00:00Z'), null, new Date('2026-12-10T15:00:00Z'))).toEqual({
      venceEl: '2026-12-10',
      estado: 'vence_hoy',
    });
    expect(slaTicket(new Date('2026-12-04T15:00:00Z'), null, new Date('2026-12-08T15:00:00Z')).estado).toBe('vencido');
  });

  it('is met when the first answer came on or before the due date', () => {
    expect(
      slaTicket(new Date('2026-12-04T15:00:00Z'), new Date('2026-12-07T22:00:00Z'), new Date('2026-12-20T12:00:00Z')).estado,
    ).toBe('cumplido');
    // 2026-12-08 06:00 UTC is still 7 December in Bogotá (UTC−5).
    expect(
      slaTicket(new Date('2026-12-04T15:00:00Z'), new Date('2026-12-08T04:00:00Z'), new Date('2026-12-20T12:00:00Z')).estado,
    ).toBe('cumplido');
    expect(
      slaTicket(new Date('2026-12-04T15:00:00Z'), new Date('2026-12-09T15:00:00Z'), new Date('2026-12-20T12:00:00Z')).estado,
    ).toBe('incumplido');
  });
});
