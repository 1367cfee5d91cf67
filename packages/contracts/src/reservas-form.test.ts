import { describe, expect, it } from 'vitest';

import { PESOS_MSG } from './pesos.ts';
import { RESERVAS_MSG, zonaFormFields } from './reservas.ts';

const zona = {
  nombre: 'BBQ',
  descripcion: '',
  aforo: '10',
  duracionSlotMin: '60',
  dias: [6, 7],
  desde: '08:00',
  hasta: '22:00',
  anticipacionMinHoras: '2',
  anticipacionMaxDias: '30',
  maxReservasPorUnidadMes: '4',
  tarifa: '50.000',
  deposito: '0',
  requiereAprobacion: false,
  bloqueaMorosos: true,
};

describe('zonaFormFields', () => {
  it('gives the create input: one window for each chosen day, tarifa typed the Colombian way, 0 = sin costo', () => {
    expect(zonaFormFields.parse(zona)).toMatchObject({
      aforo: 10,
      tarifa: 50_000,
      deposito: 0,
      bloqueaMorosos: true,
      horario: [
        { dia: 6, desde: '08:00', hasta: '22:00' },
        { dia: 7, desde: '08:00', hasta: '22:00' },
      ],
    });
  });

  it('refuses centavos in the tarifa, no day, and a window that closes before it opens', () => {
    const issues = zonaFormFields.safeParse({ ...zona, tarifa: '50.000,50', dias: [], hasta: '07:00' }).error?.issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ['tarifa'], message: PESOS_MSG.centavos }),
        expect.objectContaining({ path: ['dias'], message: RESERVAS_MSG.horarioRequired }),
      ]),
    );
    expect(zonaFormFields.safeParse({ ...zona, hasta: '07:00' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['hasta'], message: RESERVAS_MSG.horarioOrden }),
    ]);
  });
});
