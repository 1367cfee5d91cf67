import { describe, expect, it } from 'vitest';

import { apartamentoFields } from './apartamento.ts';

function parse(value: Record<string, unknown>) {
  const result = apartamentoFields.safeParse({ numero: '101', ...value });
  return result.success
    ? { ok: true as const, data: result.data }
    : { ok: false as const, messages: result.error.issues.map((i) => i.message) };
}

describe('unit schema shared by the API and the web form', () => {
  it.each([
    ['75,5', 75.5],
    ['0,352', 0.352],
    ['1.25', 1.25],
    [2, 2],
    ['0', 0],
  ])('coeficiente %j → %d', (coeficiente, expected) => {
    expect(parse({ coeficiente })).toMatchObject({ ok: true, data: { coeficiente: expected } });
  });

  it.each([undefined, '', '  ', null])('a blank coeficiente (%j) is required, never a silent 0', (coeficiente) => {
    expect(parse({ coeficiente })).toEqual({ ok: false, messages: ['El coeficiente de copropiedad es requerido'] });
  });

  it.each(['abc', '7,5,1'])('coeficiente %j is not a number', (coeficiente) => {
    expect(parse({ coeficiente })).toEqual({ ok: false, messages: ['El coeficiente debe ser un número'] });
  });

  it('accepts the area with a decimal comma and stores "Torre 3" as "3"', () => {
    expect(parse({ coeficiente: '1', areaM2: '84,35', torre: 'Torre 3' })).toMatchObject({
      ok: true,
      data: { areaM2: 84.35, torre: '3' },
    });
  });
});
