import { describe, expect, it } from 'vitest';
import { checkImportRow, matchHeaders } from './importacion.ts';

describe('matchHeaders (without accents, case or punctuation)', () => {
  it('finds unit and people columns, the second person by its "2"', () => {
    const { columns, missing } = matchHeaders(['Torre', 'Número', 'Área (m²)', 'COEFICIENTE', 'Nombre', 'Tipo de documento', 'Correo electrónico', 'Nombre 2', 'email_2', 'Otra cosa']);
    expect(missing).toEqual([]);
    expect(columns).toMatchObject({ torre: 0, numero: 1, areaM2: 2, coeficiente: 3, nombre: 4, tipo_documento: 5, email: 6, nombre_2: 7, email_2: 8 });
  });

  it('reports the required columns that are missing', () => {
    expect(matchHeaders(['torre', 'piso']).missing).toEqual(['numero', 'coeficiente']);
  });
});

describe('checkImportRow', () => {
  const { columns } = matchHeaders(['torre', 'numero', 'tipo', 'areaM2', 'coeficiente', 'nombre', 'tipo_documento', 'numero_documento', 'email', 'relacion']);

  it('normalises a good row: "Torre 3", decimal commas, accents and case in the values', () => {
    const result = checkImportRow(['Torre 3', '301', 'Depósito', '12,5', '0,352', 'Ana Gómez', 'cc', '52.123.456', 'ANA@EXAMPLE.COM', 'Propietario'], columns, 2);
    expect(result).toEqual({
      row: {
        fila: 2,
        torre: '3',
        numero: '301',
        piso: null,
        tipo: 'deposito',
        areaM2: 12.5,
        coeficiente: 0.352,
        personas: [{ nombre: 'Ana Gómez', tipo_documento: 'CC', numero_documento: '52123456', email: 'ana@example.com', telefono: null, tipo: 'propietario' }],
      },
    });
  });

  it('gives one Spanish error per problem with its row and column', () => {
    const result = checkImportRow(['1', '', 'casa', 'grande', '', 'Beto', 'XX', '1', 'beto@', 'vecino'], columns, 7);
    expect(result).toEqual({
      errores: [
        { fila: 7, columna: 'numero', mensaje: 'El número de la unidad es requerido' },
        { fila: 7, columna: 'areaM2', mensaje: 'El área debe ser un número' },
        { fila: 7, columna: 'coeficiente', mensaje: 'El coeficiente de copropiedad es requerido' },
        { fila: 7, columna: 'tipo_documento', mensaje: 'Selecciona un tipo de documento' },
        { fila: 7, columna: 'email', mensaje: 'Ingresa un email válido' },
        { fila: 7, columna: 'relacion', mensaje: 'El tipo de residente no es válido' },
      ],
    });
  });

  it('a row without people is a unit only', () => {
    expect(checkImportRow(['', '5', '', '', '1', '', '', '', '', ''], columns, 3)).toMatchObject({ row: { torre: '', numero: '5', tipo: 'apartamento', personas: [] } });
  });
});
