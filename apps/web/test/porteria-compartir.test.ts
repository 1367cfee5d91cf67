// The message an owner shares with a visitor (issue 32): the code, the complex and the window in
// Colombian time, and WhatsApp's click-to-chat link carrying it, encoded.
import { describe, expect, it } from 'vitest';

import { enlaceWhatsApp, mensajeInvitacion } from '../src/components/porteria/compartir.ts';

const creada = {
  codigo: 'K7P2-M9QX',
  nombreVisitante: 'Ana Gómez',
  desde: '2027-03-10T13:00:00.000Z',
  hasta: '2027-03-11T04:59:00.000Z',
};

describe('sharing a visitor code', () => {
  it('says who, where, the code and the window in Bogotá time', () => {
    const m = mensajeInvitacion(creada, 'Altos del Chicó');
    expect(m).toContain('Hola, Ana Gómez: tu código para entrar a Altos del Chicó es K7P2-M9QX.');
    expect(m).toMatch(
      /Vale desde el miércoles, 10 de marzo, 8:00\s?a\.\s?m\. hasta el miércoles, 10 de marzo, 11:59\s?p\.\s?m\./,
    );
    expect(m).toContain('(hora de Colombia). Muéstralo en portería.');
  });

  it('the WhatsApp link carries the message and the link, encoded', () => {
    const m = mensajeInvitacion(creada, 'Altos del Chicó');
    const enlace = enlaceWhatsApp(m, 'https://horizonte.co/ph/altos');
    expect(enlace.startsWith('https://wa.me/?text=')).toBe(true);
    expect(enlace).not.toMatch(/\s/);
    expect(decodeURIComponent(enlace.slice('https://wa.me/?text='.length))).toBe(`${m} https://horizonte.co/ph/altos`);
  });
});
