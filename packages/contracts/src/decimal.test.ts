import { describe, expect, it } from 'vitest';

import { normalizeHeader, normalizeTorre, parseDecimal } from './decimal.ts';

describe('parseDecimal (decimal comma and point)', () => {
  it.each([
    ['75,5', 75.5],
    ['0,352', 0.352],
    ['84.35', 84.35],
    [' 1,25 ', 1.25],
    ['1.234,5', 1234.5],
    ['1,234.5', 1234.5],
    ['12', 12],
    ['0,000001', 0.000001],
    ['2,5%', 2.5],
    ['-1,5', -1.5],
  ])('%j → %d', (text, expected) => {
    expect(parseDecimal(text)).toBe(expected);
  });

  it.each(['', 'abc', '1,2,3', '1.2.3', '1,5a', '12.34,56.7', '1.23,4.5', ',', '.'])('%j is not a number', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });
});

describe('normalizeHeader (headers matched without accents, case or punctuation)', () => {
  it.each([
    ['Área (m²)', 'aream2'],
    ['areaM2', 'aream2'],
    ['Número', 'numero'],
    ['tipo_documento', 'tipodocumento'],
    ['Tipo de documento', 'tipodedocumento'],
    ['RELACIÓN', 'relacion'],
    ['Teléfono 2', 'telefono2'],
  ])('%j → %j', (header, expected) => {
    expect(normalizeHeader(header)).toBe(expected);
  });
});

describe('normalizeTorre', () => {
  it.each([
    ['Torre 3', '3'],
    ['TORRE  B', 'B'],
    ['torre3', '3'],
    [' 3 ', '3'],
    ['Bloque 2', 'Bloque 2'],
    ['', ''],
  ])('%j → %j', (torre, expected) => {
    expect(normalizeTorre(torre)).toBe(expected);
  });
});
