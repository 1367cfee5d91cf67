import { describe, expect, it } from 'vitest';

import { PESOS_MSG } from '../pesos.ts';
import { presupuestoFormFields, tasaMoraFormFields, tesoreriaConfiguracionFormFields } from './formularios.ts';

describe('presupuestoFormFields', () => {
  it('reads año, imprevistos with a comma and the named rubros as whole pesos, leaving out the empty row', () => {
    const leido = presupuestoFormFields.parse({
      anio: '2027',
      porcentajeImprevistos: '0,5',
      rubros: [
        { nombre: ' Vigilancia ', valorAnual: '12.000.000' },
        { nombre: '', valorAnual: '' },
      ],
    });
    expect(leido).toEqual({ anio: 2027, porcentajeImprevistos: 0.5, rubros: [{ nombre: 'Vigilancia', valorAnual: 12_000_000 }] });
  });

  it('refuses centavos in a rubro with the pesos message on that row', () => {
    const r = presupuestoFormFields.safeParse({
      anio: '2027',
      porcentajeImprevistos: '1',
      rubros: [
        { nombre: 'Aseo', valorAnual: '1.000' },
        { nombre: 'Jardinería', valorAnual: '50.000,50' },
      ],
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues).toEqual([
      expect.objectContaining({ path: ['rubros', 1, 'valorAnual'], message: PESOS_MSG.centavos }),
    ]);
  });
});

describe('tasaMoraFormFields and tesoreriaConfiguracionFormFields', () => {
  it('reads rates with a comma and leaves out a blank asamblea rate', () => {
    expect(tasaMoraFormFields.parse({ periodo: '2027-01', interesBancarioCorrienteEA: '24,5', tasaAsambleaEA: ' ' })).toEqual({
      periodo: '2027-01',
      interesBancarioCorrienteEA: 24.5,
      tasaAsambleaEA: undefined,
    });
    expect(
      tasaMoraFormFields.safeParse({ periodo: '2027-01', interesBancarioCorrienteEA: '', tasaAsambleaEA: '' }).error?.issues,
    ).toEqual([expect.objectContaining({ path: ['interesBancarioCorrienteEA'], message: 'La tasa debe ser un número' })]);
  });

  it("reads the billing calendar as typed, with the API's Spanish limits", () => {
    expect(tesoreriaConfiguracionFormFields.parse({ diaVencimiento: '10', diasGracia: '0' })).toEqual({
      diaVencimiento: 10,
      diasGracia: 0,
    });
    expect(tesoreriaConfiguracionFormFields.safeParse({ diaVencimiento: '31', diasGracia: '5' }).error?.issues[0]?.message).toBe(
      'El día de vencimiento debe estar entre 1 y 28',
    );
  });
});
