// Pagos en línea (issue 28): the pure rules the web and the API share.
import { describe, expect, it } from 'vitest';

import { etiquetaMedioPasarela, MEDIO_PASARELA_LABELS, MEDIOS_PASARELA } from './pagos-en-linea.ts';

describe('etiquetaMedioPasarela: how Tesorería → Pagos names the gateway’s method', () => {
  it('names Wompi’s payment_method_type values in Spanish', () => {
    expect(etiquetaMedioPasarela('CARD')).toBe('Tarjeta');
    expect(etiquetaMedioPasarela('PSE')).toBe('PSE');
    expect(etiquetaMedioPasarela('NEQUI')).toBe('Nequi');
    expect(etiquetaMedioPasarela('BANCOLOMBIA_TRANSFER')).toBe('Botón Bancolombia');
    expect(etiquetaMedioPasarela('BANCOLOMBIA_QR')).toBe('QR Bancolombia');
    expect(etiquetaMedioPasarela('DAVIPLATA')).toBe('Daviplata');
    for (const medio of MEDIOS_PASARELA) expect(MEDIO_PASARELA_LABELS[medio]).toBeTruthy();
  });

  it('shows a method it does not know as the gateway wrote it, and nothing for none', () => {
    expect(etiquetaMedioPasarela('NUEVO_MEDIO')).toBe('NUEVO_MEDIO');
    expect(etiquetaMedioPasarela(null)).toBeNull();
    expect(etiquetaMedioPasarela('')).toBeNull();
  });
});
