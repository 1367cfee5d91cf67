// The ejecución's arithmetic against figures worked out by hand.
import { describe, expect, it } from 'vitest';

import { nombrePeriodo } from './civil.ts';
import {
  calcularEjecucion,
  periodosHasta,
  porcentajeEjecutado,
  presupuestadoHasta,
  presupuestoMensual,
  saldoFondo,
  variacion,
} from './informes.ts';

describe('presupuesto mensual', () => {
  it('splits a year in twelve whole-peso months, the first ones taking the leftover pesos', () => {
    // 1.000.000 / 12 = 83.333,33…: 12 × 83.333 = 999.996, the 4 pesos left go to January–April.
    expect(presupuestoMensual(1_000_000)).toEqual([...Array(4).fill(83_334), ...Array(8).fill(83_333)]);
    expect(presupuestadoHasta(1_000_000, 3)).toBe(250_002);
    expect(presupuestadoHasta(1_000_000, 12)).toBe(1_000_000);
    expect(presupuestadoHasta(12_000_000, 1)).toBe(1_000_000);
  });
});

describe('porcentaje, variación y saldo', () => {
  it('gives the share executed with two decimals, and no share without a base', () => {
    expect(porcentajeEjecutado(125_001, 250_002)).toBe(50);
    expect(porcentajeEjecutado(1, 3)).toBe(33.33);
    expect(porcentajeEjecutado(2, 3)).toBe(66.67);
    expect(porcentajeEjecutado(300_000, 250_000)).toBe(120);
    expect(porcentajeEjecutado(5, 0)).toBeNull();
  });

  it('says how far above (positive) or below (negative) the budget the spending is', () => {
    expect(variacion(300_000, 250_002)).toBe(49_998);
    expect(variacion(100_000, 250_000)).toBe(-150_000);
    expect(saldoFondo(45_000, 40_000)).toBe(5_000);
    expect(saldoFondo(45_000, 60_000)).toBe(-15_000);
  });
});

describe('calcularEjecucion', () => {
  // Vigilancia 12.000.000 (1.000.000 a month), Aseo 6.000.000 (500.000 a month); fondo 1 % of 18.000.000
  // = 180.000 (15.000 a month). Cut at March (mes 3).
  const presupuesto = {
    rubros: [
      { nombre: 'Vigilancia', valorAnual: 12_000_000 },
      { nombre: 'Aseo', valorAnual: 6_000_000 },
    ],
    porcentajeImprevistos: 1,
    valorImprevistos: 180_000,
  };
  const egresos = [
    { rubro: 'Vigilancia', mes: 1, fondoImprevistos: false, valor: 1_000_000 },
    { rubro: 'Vigilancia', mes: 2, fondoImprevistos: false, valor: 1_100_000 },
    { rubro: 'Vigilancia', mes: 4, fondoImprevistos: false, valor: 900_000 },
    { rubro: 'Aseo', mes: 2, fondoImprevistos: false, valor: 450_000 },
    { rubro: 'Jardinería', mes: 3, fondoImprevistos: false, valor: 200_000 },
    { rubro: 'Fondo de imprevistos', mes: 3, fondoImprevistos: true, valor: 40_000 },
  ];
  const e = calcularEjecucion(presupuesto, egresos, 3);

  it('compares each rubro with its budget to the cut, month by month (April is after the cut)', () => {
    expect(e.rubros[0]).toEqual({
      rubro: 'Vigilancia',
      enPresupuesto: true,
      presupuestadoAnual: 12_000_000,
      presupuestadoALaFecha: 3_000_000,
      ejecutado: 2_100_000, // 1.000.000 + 1.100.000
      porcentaje: 70, // 2.100.000 / 3.000.000
      porcentajeAnual: 17.5, // 2.100.000 / 12.000.000
      variacion: -900_000,
      meses: [
        { mes: 1, presupuestado: 1_000_000, ejecutado: 1_000_000 },
        { mes: 2, presupuestado: 1_000_000, ejecutado: 1_100_000 },
        { mes: 3, presupuestado: 1_000_000, ejecutado: 0 },
      ],
    });
    expect(e.rubros[1]).toMatchObject({
      rubro: 'Aseo',
      presupuestadoALaFecha: 1_500_000,
      ejecutado: 450_000,
      porcentaje: 30,
      variacion: -1_050_000,
    });
  });

  it('keeps the egresos of a rubro outside the budget, with nothing budgeted', () => {
    expect(e.rubros[2]).toMatchObject({
      rubro: 'Jardinería',
      enPresupuesto: false,
      presupuestadoAnual: 0,
      presupuestadoALaFecha: 0,
      ejecutado: 200_000,
      porcentaje: null,
      variacion: 200_000,
    });
  });

  it('adds up the rubros, and the fondo de imprevistos apart (art. 35)', () => {
    // 2.100.000 + 450.000 + 200.000 = 2.750.000 of 4.500.000 = 61,11 %.
    expect(e.totales).toEqual({
      presupuestadoAnual: 18_000_000,
      presupuestadoALaFecha: 4_500_000,
      ejecutado: 2_750_000,
      porcentaje: 61.11,
      variacion: -1_750_000,
    });
    // 3 × 15.000 assigned, 40.000 paid from it.
    expect(e.fondo).toEqual({
      porcentaje: 1,
      valorAnual: 180_000,
      asignadoALaFecha: 45_000,
      ejecutado: 40_000,
      saldo: 5_000,
      meses: [
        { mes: 1, ejecutado: 0 },
        { mes: 2, ejecutado: 0 },
        { mes: 3, ejecutado: 40_000 },
      ],
    });
  });
});

describe('periodos', () => {
  it('names a month and lists the months before it across a new year', () => {
    expect(nombrePeriodo('2026-03')).toBe('marzo de 2026');
    expect(periodosHasta('2026-02', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });
});
