import { describe, expect, it } from 'vitest';

import { RECORDATORIOS_MSG, recordatoriosCobroForm } from '../cobro/recordatorios.ts';
import { celularColombiaField, formatoCelular, preferenciaPorDefecto, textoConsentimiento } from './preferencias.ts';

describe('the mobile number of a consent', () => {
  it.each([
    ['300 123 4567', '573001234567'],
    ['+57 300-123-4567', '573001234567'],
    ['(310) 555 0101', '573105550101'],
    ['573105550101', '573105550101'],
  ])('%s → %s', (escrito, normalizado) => {
    expect(celularColombiaField.parse(escrito)).toBe(normalizado);
  });

  it.each(['601 555 1234', '300 123 456', '+1 415 555 0101', 'trescientos'])('refuses %s', (escrito) => {
    expect(celularColombiaField.safeParse(escrito).success).toBe(false);
  });

  it('is shown back as +57 3xx xxx xxxx, inside the exact consent text', () => {
    expect(formatoCelular('573001234567')).toBe('+57 300 123 4567');
    expect(textoConsentimiento('whatsapp', '+57 300 123 4567')).toContain('mensajes de WhatsApp al número +57 300 123 4567');
  });

  it('email and push are on until switched off; phone channels off until consented', () => {
    expect([preferenciaPorDefecto('correo'), preferenciaPorDefecto('push')]).toEqual([true, true]);
    expect([preferenciaPorDefecto('sms'), preferenciaPorDefecto('whatsapp')]).toEqual([false, false]);
  });
});

describe('the reminders form', () => {
  const parse = (dias: string) => recordatoriosCobroForm.safeParse({ activo: true, dias, canales: ['correo'] });

  it('reads the days typed as text, sorted', () => {
    expect(parse('30, 1 15').data?.dias).toEqual([1, 15, 30]);
  });

  it('refuses bad, repeated, too many or no days with the contract’s messages', () => {
    expect(parse('1, x').error?.issues[0]?.message).toBe(RECORDATORIOS_MSG.diaInvalido);
    expect(parse('1, 1').error?.issues[0]?.message).toBe(RECORDATORIOS_MSG.diasRepetidos);
    expect(parse('1 2 3 4 5 6 7').error?.issues[0]?.message).toBe(RECORDATORIOS_MSG.diasDemasiados);
    expect(parse('').error?.issues[0]?.message).toBe(RECORDATORIOS_MSG.diasRequeridos);
  });
});
