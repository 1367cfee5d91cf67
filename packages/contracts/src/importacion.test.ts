import { describe, expect, it } from 'vitest';

import { toMillionths } from './decimal.ts';
import {
  checkImportRow,
  conResiduo,
  cuadreCoeficientes,
  matchHeaders,
  REDONDEO_COEFICIENTE_MILLONESIMAS,
} from './importacion.ts';

describe('matchHeaders (without accents, case or punctuation)', () => {
  it('finds unit and people columns, the second person by its "2"', () => {
    const { columns, missing } = matchHeaders([
      'Torre',
      'Número',
      'Área (m²)',
      'COEFICIENTE',
      'Nombre',
      'Tipo de documento',
      'Correo electrónico',
      'Nombre 2',
      'email_2',
      'Otra cosa',
    ]);
    expect(missing).toEqual([]);
    expect(columns).toMatchObject({
      torre: 0,
      numero: 1,
      areaM2: 2,
      coeficiente: 3,
      nombre: 4,
      tipo_documento: 5,
      email: 6,
      nombre_2: 7,
      email_2: 8,
    });
  });

  it('reports the required columns that are missing', () => {
    expect(matchHeaders(['torre', 'piso']).missing).toEqual(['numero', 'coeficiente']);
  });
});

describe('checkImportRow', () => {
  const { columns } = matchHeaders([
    'torre',
    'numero',
    'tipo',
    'areaM2',
    'coeficiente',
    'nombre',
    'tipo_documento',
    'numero_documento',
    'email',
    'relacion',
  ]);

  it('normalises a good row: "Torre 3", decimal commas, accents and case in the values', () => {
    const result = checkImportRow(
      ['Torre 3', '301', 'Depósito', '12,5', '0,352', 'Ana Gómez', 'cc', '52.123.456', 'ANA@EXAMPLE.COM', 'Propietario'],
      columns,
      2,
    );
    expect(result).toEqual({
      row: {
        fila: 2,
        torre: '3',
        numero: '301',
        piso: null,
        tipo: 'deposito',
        areaM2: 12.5,
        coeficiente: 0.352,
        personas: [
          {
            nombre: 'Ana Gómez',
            tipo_documento: 'CC',
            numero_documento: '52123456',
            email: 'ana@example.com',
            telefono: null,
            tipo: 'propietario',
          },
        ],
      },
    });
  });

  it('gives one Spanish error per problem with its row and column', () => {
    const result = checkImportRow(['1', '', 'casa', 'grande', '', 'Beto', 'XX', '1', 'beto@', 'vecino'], columns, 7);
    expect(result).toEqual({
      errores: [
        { fila: 7, columna: 'numero', mensaje: 'El número de la unidad es requerido' },
        { fila: 7, columna: 'areaM2', mensaje: 'El área debe ser un número' },
        {
          fila: 7,
          columna: 'coeficiente',
          mensaje:
            'Escribe el coeficiente para crear o cambiar la unidad (sin coeficiente, la fila solo agrega personas a una unidad existente)',
        },
        { fila: 7, columna: 'tipo_documento', mensaje: 'Selecciona un tipo de documento' },
        { fila: 7, columna: 'email', mensaje: 'Ingresa un email válido' },
        { fila: 7, columna: 'relacion', mensaje: 'El tipo de residente no es válido' },
      ],
    });
  });

  it('a row without people is a unit only', () => {
    expect(checkImportRow(['', '5', '', '', '1', '', '', '', '', ''], columns, 3)).toMatchObject({
      row: { torre: '', numero: '5', tipo: 'apartamento', personas: [] },
    });
  });

  it('a row without coeficiente (people only) leaves it null; with other unit data it asks for the coeficiente', () => {
    expect(checkImportRow(['1', '101', '', '', '', 'Ana', 'CC', '1', '', 'residente'], columns, 4)).toMatchObject({
      row: { numero: '101', coeficiente: null, personas: [{ nombre: 'Ana' }] },
    });
    expect(checkImportRow(['1', '101', '', '70', '', '', '', '', '', ''], columns, 4)).toEqual({
      errores: [
        {
          fila: 4,
          columna: 'coeficiente',
          mensaje:
            'Escribe el coeficiente para crear o cambiar la unidad (sin coeficiente, la fila solo agrega personas a una unidad existente)',
        },
      ],
    });
  });
});

// Ley 675 arts. 25–27: 100 %, within the rounding of the 4 decimals the screens show.
describe('cuadreCoeficientes (sums typed from the screen)', () => {
  const sum = (values: number[]) => values.reduce((total, v) => total + toMillionths(v), 0);

  it('half a unit of the 4th decimal is 0,00005 % (50 millionths)', () => {
    expect(REDONDEO_COEFICIENTE_MILLONESIMAS).toBe(50);
  });

  it('12 units of 8,3333 % add up to 99,9996 %: 0,0004 % short, within 12 × 0,00005 % = 0,0006 %', () => {
    const coeficientes = Array<number>(12).fill(8.3333);
    expect(sum(coeficientes)).toBe(99_999_600);
    expect(cuadreCoeficientes(sum(coeficientes), 12)).toEqual({ residuo: 400, tolerancia: 600, dentroDelRedondeo: true });
    // The residue given to one unit: 8,3337 %, and the twelve add up to exactly 100 %.
    coeficientes[0] = conResiduo(8.3333, 400);
    expect(coeficientes[0]).toBe(8.3337);
    expect(sum(coeficientes)).toBe(100_000_000);
  });

  it('the issue’s case: one unit typed 8,4167 % (stored 8,416665) over eleven exact ones is 100,000035 %, within 0,00005 %', () => {
    const others = [...Array<number>(6).fill(8.25), ...Array<number>(5).fill(8.416667)];
    const total = sum([...others, 8.4167]);
    expect(total).toBe(100_000_035);
    expect(cuadreCoeficientes(total, 1)).toEqual({ residuo: -35, tolerancia: 50, dentroDelRedondeo: true });
    expect(conResiduo(8.4167, -35)).toBe(8.416665);
    expect(sum([...others, conResiduo(8.4167, -35)])).toBe(100_000_000);
  });

  it('a sum off by more than the rounding is refused; an exact sum has no residue', () => {
    // 12 units of 8,33 % (two decimals): 99,96 %, 0,04 % short, far beyond 0,0006 %.
    expect(cuadreCoeficientes(sum(Array<number>(12).fill(8.33)), 12)).toEqual({
      residuo: 40_000,
      tolerancia: 600,
      dentroDelRedondeo: false,
    });
    // One unit typed 8,4168 % where 8,416665 % was stored: 0,000135 % over, beyond one rounding.
    expect(cuadreCoeficientes(100_000_135, 1).dentroDelRedondeo).toBe(false);
    expect(cuadreCoeficientes(100_000_000, 0)).toEqual({ residuo: 0, tolerancia: 0, dentroDelRedondeo: true });
  });
});
