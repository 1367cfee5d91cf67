import { describe, expect, it } from 'vitest';

import { campoDeColumna, fechaDeExtracto } from './extracto.ts';

describe('fechaDeExtracto', () => {
  it.each([
    ['2026-04-09', '2026-04-09'],
    ['09/04/2026', '2026-04-09'],
    ['9/4/2026', '2026-04-09'],
    ['09-04-2026', '2026-04-09'],
    [' 31/12/2026 ', '2026-12-31'],
    ['29/02/2028', '2028-02-29'],
  ])('%s → %s (day first, as Colombian banks write it)', (texto, fecha) => {
    expect(fechaDeExtracto(texto)).toBe(fecha);
  });

  it.each(['31/02/2026', '29/02/2027', '2026/04/09', '04/09/26', '13/13/2026', 'ayer', ''])('%s → null', (texto) => {
    expect(fechaDeExtracto(texto)).toBeNull();
  });
});

describe('campoDeColumna', () => {
  it.each([
    ['Fecha', 'fecha'],
    ['FECHA TRANSACCIÓN', 'fecha'],
    ['\ufeffFecha', 'fecha'],
    ['Crédito', 'valor'],
    ['Valor', 'valor'],
    ['Referencia 1', 'referencia'],
    ['No. Documento', 'referencia'],
    ['Concepto', 'descripcion'],
    ['Descripción', 'descripcion'],
  ])('«%s» is %s', (encabezado, campo) => {
    expect(campoDeColumna(encabezado)).toBe(campo);
  });

  it('knows nothing of other columns', () => {
    expect(campoDeColumna('Saldo')).toBeNull();
    expect(campoDeColumna('Débito')).toBeNull();
  });
});
