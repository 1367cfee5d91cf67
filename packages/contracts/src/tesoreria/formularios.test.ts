import { describe, expect, it } from 'vitest';

import { PESOS_MSG } from '../pesos.ts';
import { presupuestoFormFields } from './formularios.ts';

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
