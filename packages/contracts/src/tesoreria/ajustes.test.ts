import { describe, expect, it } from 'vitest';

import { PESOS_MSG } from '../pesos.ts';
import { AJUSTE_MSG, ajusteCreateInput, ajusteFormFields, etiquetaAjuste } from './ajustes.ts';
import { TESORERIA_MSG } from './schemas.ts';

const base = { tipo: 'credito', valor: 50_000, concepto: 'Cuota de marzo', motivo: 'Cobrada de más' } as const;
const errores = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('ajusteCreateInput (the API takes whole pesos)', () => {
  it('accepts a nota crédito or débito with its concepto and motivo, trimmed', () => {
    const id = '2f1c7a0e-8b1d-4c2f-9a3e-5d6b7c8d9e0f';
    expect(ajusteCreateInput.parse({ id, ...base, tipo: 'debito', concepto: '  Cuota de marzo ' })).toEqual({
      id,
      ...base,
      tipo: 'debito',
    });
  });

  it('refuses a valor that is not a positive integer within the limit, in Spanish', () => {
    const schema = ajusteCreateInput.omit({ id: true });
    for (const valor of [0, -1, 50_000.5])
      expect(errores(schema.safeParse({ ...base, valor }))).toEqual([TESORERIA_MSG.valorPositivo]);
    expect(errores(schema.safeParse({ ...base, valor: 2_000_000_001 }))).toEqual([TESORERIA_MSG.valorMaximo]);
    expect(schema.safeParse({ ...base, valor: '50.000,50' }).success).toBe(false);
  });

  it('bounds concepto (3–200) and motivo (5–500) and knows only two tipos', () => {
    const schema = ajusteCreateInput.omit({ id: true });
    expect(errores(schema.safeParse({ ...base, concepto: 'ab', motivo: 'nop' }))).toEqual([
      AJUSTE_MSG.concepto,
      AJUSTE_MSG.motivo,
    ]);
    expect(errores(schema.safeParse({ ...base, concepto: 'x'.repeat(201), motivo: 'y'.repeat(501) }))).toEqual([
      AJUSTE_MSG.concepto,
      AJUSTE_MSG.motivo,
    ]);
    expect(errores(schema.safeParse({ ...base, tipo: 'reembolso' }))).toEqual([AJUSTE_MSG.tipo]);
  });
});

describe('ajusteFormFields (what the administrator types)', () => {
  it('reads «50.000» as 50 000 pesos and refuses centavos', () => {
    expect(ajusteFormFields.parse({ ...base, valor: '50.000' }).valor).toBe(50_000);
    expect(errores(ajusteFormFields.safeParse({ ...base, valor: '50.000,50' }))).toEqual([PESOS_MSG.centavos]);
  });

  it('labels the estado de cuenta line', () => {
    expect(etiquetaAjuste('credito', 'Cuota de marzo')).toBe('Nota crédito: Cuota de marzo');
    expect(etiquetaAjuste('debito', 'Cuota de marzo')).toBe('Nota débito: Cuota de marzo');
  });
});
