import { describe, expect, it } from 'vitest';

import { hasValidCheckDigit, nitCheckDigit } from './nit.ts';

describe('DIAN NIT check digit', () => {
  it.each([
    ['800197268', 4],
    ['900123456', 8],
    ['860002964', 4],
    ['899999068', 1],
  ])('%s → %i', (base, digit) => {
    expect(nitCheckDigit(base)).toBe(digit);
  });

  it('accepts a NIT without check digit and validates one with it', () => {
    expect(hasValidCheckDigit('800197268')).toBe(true);
    expect(hasValidCheckDigit('800197268-4')).toBe(true);
    expect(hasValidCheckDigit('800197268-5')).toBe(false);
  });
});
