// Ley 2300 de 2023, art. 3, at every edge. December 2026: Sat 5, Sun 6, Mon 7, Tue 8 (Inmaculada
// Concepción, a fixed holiday), Wed 9 … Sun 13, Mon 14. Times are Bogotá (-05:00, no daylight saving).
import { describe, expect, it } from 'vitest';

import {
  canalDeCobro,
  lunesDeLaSemana,
  puedeContactarDeudor,
  siguienteVentanaCobro,
  ventanaCobroAbierta,
  type ContactoCobro,
} from './ley-2300.ts';

const at = (local: string) => new Date(`${local}-05:00`);

describe('contact windows (art. 3)', () => {
  it.each([
    ['2026-12-07T06:59:59', false, 'a weekday before 7:00'],
    ['2026-12-07T07:00:00', true, 'a weekday at 7:00 sharp'],
    ['2026-12-07T13:30:00', true, 'a weekday at noon'],
    ['2026-12-07T19:00:00', true, 'a weekday at 19:00 sharp'],
    ['2026-12-07T19:00:01', false, 'a weekday just after 19:00'],
    ['2026-12-07T19:01:00', false, 'a weekday at 19:01'],
    ['2026-12-05T07:59:00', false, 'a Saturday before 8:00'],
    ['2026-12-05T08:00:00', true, 'a Saturday at 8:00'],
    ['2026-12-05T15:00:00', true, 'a Saturday at 15:00'],
    ['2026-12-05T15:01:00', false, 'a Saturday at 15:01'],
    ['2026-12-06T10:00:00', false, 'a Sunday'],
    ['2026-12-08T10:00:00', false, 'the 8th of December (holiday on a Tuesday)'],
    ['2026-12-09T07:00:00', true, 'the day after the holiday'],
  ])('%s → %s (%s)', (local, abierta) => {
    expect(ventanaCobroAbierta(at(local))).toBe(abierta);
  });

  it('counts Bogotá time, not the server’s: 23:30 UTC on Monday is 18:30 in Bogotá', () => {
    expect(ventanaCobroAbierta(new Date('2026-12-07T23:30:00Z'))).toBe(true);
    expect(ventanaCobroAbierta(new Date('2026-12-08T00:30:00Z'))).toBe(false); // 19:30 Monday
  });

  it('a reminder due outside a window waits for the next one', () => {
    // Saturday after 15:00 → Sunday closed → Monday 7:00.
    expect(siguienteVentanaCobro(at('2026-12-05T15:30:00'))).toEqual(at('2026-12-07T07:00:00'));
    // Monday evening → Tuesday is the holiday → Wednesday 7:00.
    expect(siguienteVentanaCobro(at('2026-12-07T19:01:00'))).toEqual(at('2026-12-09T07:00:00'));
    // Friday night → Saturday 8:00 (not 7:00).
    expect(siguienteVentanaCobro(at('2026-12-11T22:00:00'))).toEqual(at('2026-12-12T08:00:00'));
    // Early morning on a weekday → the same day at 7:00; inside a window → now.
    expect(siguienteVentanaCobro(at('2026-12-09T05:00:00'))).toEqual(at('2026-12-09T07:00:00'));
    expect(siguienteVentanaCobro(at('2026-12-09T10:00:00'))).toEqual(at('2026-12-09T10:00:00'));
  });
});

describe('frequency per debtor (art. 3), across channels', () => {
  const correoLunes: ContactoCobro = { instante: at('2026-12-07T08:00:00'), canal: 'correo' };

  it('allows the first contact inside a window, refuses outside it', () => {
    expect(puedeContactarDeudor(at('2026-12-07T08:00:00'), 'correo', [])).toEqual({ permitido: true });
    expect(puedeContactarDeudor(at('2026-12-06T10:00:00'), 'correo', [])).toEqual({
      permitido: false,
      motivo: 'fuera_de_horario',
    });
  });

  it('never twice the same day, by the same or another channel', () => {
    expect(puedeContactarDeudor(at('2026-12-07T18:00:00'), 'correo', [correoLunes])).toEqual({
      permitido: false,
      motivo: 'ya_contactado_hoy',
    });
    expect(puedeContactarDeudor(at('2026-12-07T18:00:00'), 'sms', [correoLunes])).toEqual({
      permitido: false,
      motivo: 'ya_contactado_hoy',
    });
  });

  it('another day of the same week only by the channel already used', () => {
    expect(puedeContactarDeudor(at('2026-12-09T08:00:00'), 'correo', [correoLunes])).toEqual({ permitido: true });
    expect(puedeContactarDeudor(at('2026-12-12T08:00:00'), 'whatsapp', [correoLunes])).toEqual({
      permitido: false,
      motivo: 'otro_canal_esta_semana',
    });
  });

  it('a new week (Monday) frees the channel; Sunday still belongs to the old week', () => {
    expect(lunesDeLaSemana('2026-12-13')).toBe('2026-12-07');
    expect(lunesDeLaSemana('2026-12-14')).toBe('2026-12-14');
    expect(puedeContactarDeudor(at('2026-12-14T07:00:00'), 'whatsapp', [correoLunes])).toEqual({ permitido: true });
  });

  it('picks the channel already used this week, else the first authorised', () => {
    expect(canalDeCobro(at('2026-12-09T08:00:00'), ['whatsapp', 'correo'], [correoLunes])).toBe('correo');
    expect(canalDeCobro(at('2026-12-09T08:00:00'), ['whatsapp'], [correoLunes])).toBeNull();
    expect(canalDeCobro(at('2026-12-14T08:00:00'), ['whatsapp', 'correo'], [correoLunes])).toBe('whatsapp');
    expect(canalDeCobro(at('2026-12-14T08:00:00'), [], [])).toBeNull();
  });
});
