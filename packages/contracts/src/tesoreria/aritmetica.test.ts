// Figures computed by hand (see each comment); the implementation must reproduce them to the peso.
import { describe, expect, it } from 'vitest';

import {
  aplicarPago,
  coeficienteMicro,
  diasEntre,
  distribuirEnPartes,
  distribuirPorCoeficiente,
  edadCartera,
  estadoCoeficientes,
  finDePeriodo,
  interesLiquidacion,
  interesMora,
  mesesEntre,
  sumarDias,
  sumarMeses,
  tasaAplicableEA,
  tasaMensual,
  tasaVigente,
  topeLegalEA,
  totalesPresupuesto,
  tramosDeMora,
} from './aritmetica.ts';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('largest-remainder distribution by coeficiente (art. 29)', () => {
  it('gives the leftover peso to the largest remainder', () => {
    // 1000 × 33.333333 % = 333.33333 → 333 (rest .33333); 1000 × 33.333334 % = 333.33334 → 333 (rest .33334): the peso left goes to the third.
    expect(distribuirPorCoeficiente(1000, ['33.333333', '33.333333', '33.333334'])).toEqual([333, 333, 334]);
  });

  it('adds up exactly with uneven remainders', () => {
    // 1 234 567 × 10.5 % = 129 629.535; × 20.25 % = 249 999.8175; × 69.25 % = 854 937.6475. Floors add 1 234 565;
    // the two pesos left go to .8175 and .6475.
    const cuotas = distribuirPorCoeficiente(1_234_567, [10.5, 20.25, 69.25]);
    expect(cuotas).toEqual([129_629, 250_000, 854_938]);
    expect(sum(cuotas)).toBe(1_234_567);
  });

  it('breaks ties in favour of the earlier unit and splits equal parts', () => {
    expect(distribuirEnPartes(10, 3)).toEqual([4, 3, 3]);
    expect(distribuirPorCoeficiente(2, [25, 25, 25, 25])).toEqual([1, 1, 0, 0]);
  });

  it('adds up exactly for 2 000 units with ragged coeficientes and a large total', () => {
    const coefs = Array.from({ length: 2000 }, (_, i) => (i < 1000 ? '0.049999' : '0.050001'));
    const total = 987_654_321_987;
    const cuotas = distribuirPorCoeficiente(total, coefs);
    expect(sum(cuotas)).toBe(total);
    expect(Math.max(...cuotas) - Math.min(...cuotas)).toBeLessThanOrEqual(Math.ceil((total * 0.000002) / 100) + 1);
  });

  it('reads coeficientes to the millionth of a percent', () => {
    expect(coeficienteMicro('1.234567')).toBe(1_234_567n);
    expect(coeficienteMicro(0.5)).toBe(500_000n);
    expect(estadoCoeficientes(['50', '49.5'])).toMatchObject({ suma: '99.500000', diferencia: '0.500000', cuadra: false });
    expect(estadoCoeficientes(['60', '40.25'])).toMatchObject({ suma: '100.250000', diferencia: '-0.250000', cuadra: false });
    expect(estadoCoeficientes(['33.333333', '33.333333', '33.333333']).cuadra).toBe(true); // 99.999999: within ± 0.000001
    expect(estadoCoeficientes(['33.333333', '33.333333', '33.333332']).cuadra).toBe(false); // 99.999998
  });
});

describe('presupuesto (art. 35)', () => {
  it('rounds imprevistos up and the monthly cuota to the nearest peso', () => {
    // 120 000 000 × 1 % = 1 200 000; total 121 200 000; ÷ 12 = 10 100 000.
    expect(totalesPresupuesto([100_000_000, 20_000_000], 1)).toEqual({
      totalRubros: 120_000_000,
      valorImprevistos: 1_200_000,
      totalAnual: 121_200_000,
      cuotaMensualTotal: 10_100_000,
    });
    // 33 333 333 × 1.5 % = 499 999.995 → 500 000; total 33 833 333; ÷ 12 = 2 819 444.42 → 2 819 444.
    expect(totalesPresupuesto([33_333_333], 1.5)).toEqual({
      totalRubros: 33_333_333,
      valorImprevistos: 500_000,
      totalAnual: 33_833_333,
      cuotaMensualTotal: 2_819_444,
    });
    // 1 000 001 × 1 % = 10 000.01 → 10 001 (ceil, never floor).
    expect(totalesPresupuesto([1_000_001], 1).valorImprevistos).toBe(10_001);
  });
});

describe('intereses de mora (art. 30)', () => {
  it('computes the issue example: 30 days late on $1.000.000 at 30 % EA', () => {
    // 1.3^(1/12) − 1 = 0.0221044506 → 1 000 000 × 0.0221044506 = 22 104.45 → $22.104.
    expect(interesMora(1_000_000, 30, 30)).toBe(22_104);
    // 15 days: 22 104.45 / 2 = 11 052.23 → 11 052.
    expect(interesMora(1_000_000, 30, 15)).toBe(11_052);
    expect(interesMora(1_000_000, 30, 0)).toBe(0);
  });

  it('caps the rate at 1.5 × the interés bancario corriente', () => {
    expect(topeLegalEA(20)).toBe(30);
    expect(topeLegalEA(17.21)).toBe(25.815);
    expect(tasaAplicableEA(20, 25)).toBe(25);
    expect(tasaAplicableEA(20, 31)).toBe(30);
    expect(tasaAplicableEA(20)).toBe(30);
  });

  it('uses each month its own rate across a month end, rounding once', () => {
    // Due 2026-01-20, liquidated 2026-02-10: 11 days in January at 30 % EA (monthly 2.21044506 %) and 10 days in
    // February at 24 % EA (monthly 1.80875825 %): 1 000 000 × (0.0221044506 × 11 + 0.0180875825 × 10) / 30 = 14 134.16 → 14 134.
    const tasaDe = tasaVigente([
      { periodo: '2026-01', tasaEA: 30 },
      { periodo: '2026-02', tasaEA: 24 },
    ]);
    expect(interesLiquidacion([{ desde: '2026-01-20', hasta: '2026-02-10', capital: 1_000_000 }], tasaDe)).toBe(14_134);
    // A month without its own rate keeps the latest one set before it; before any, nothing accrues.
    expect(tasaDe('2026-05')).toBe(24);
    expect(tasaDe('2025-12')).toBe(0);
  });

  it('accrues on the capital left after each partial payment, and nothing for a payment on the due date', () => {
    // $500.000 due 2026-03-10, $200.000 paid 2026-03-25, liquidated 2026-04-09 at 30 % EA:
    // (500 000 × 15 + 300 000 × 15) × 0.0221044506 / 30 = 8 841.78 → 8 842.
    const tasaDe = tasaVigente([{ periodo: '2026-01', tasaEA: 30 }]);
    const tramos = tramosDeMora(500_000, [{ fecha: '2026-03-25', valor: 200_000 }], '2026-03-10', '2026-04-09');
    expect(tramos).toEqual([
      { desde: '2026-03-10', hasta: '2026-03-25', capital: 500_000 },
      { desde: '2026-03-25', hasta: '2026-04-09', capital: 300_000 },
    ]);
    expect(interesLiquidacion(tramos, tasaDe)).toBe(8_842);
    expect(tramosDeMora(500_000, [{ fecha: '2026-03-10', valor: 500_000 }], '2026-03-10', '2026-04-09')).toEqual([]);
  });
});

describe('intereses de mora in closed form per rate period (issue 25)', () => {
  // The liquidation as it was computed before: month by month, each month at its own rate. Kept here
  // as the oracle the closed form must match to the peso.
  function interesMesAMes(
    tramos: { desde: string; hasta: string; capital: number }[],
    tasaDe: (periodo: string) => number,
  ): number {
    let interes = 0;
    for (const tramo of tramos) {
      let cursor = tramo.desde;
      while (cursor < tramo.hasta) {
        const finMes = finDePeriodo(sumarDias(cursor, 1).slice(0, 7));
        const corte = finMes < tramo.hasta ? finMes : tramo.hasta;
        interes += (tramo.capital * tasaMensual(tasaDe(corte.slice(0, 7))) * diasEntre(cursor, corte)) / 30;
        cursor = corte;
      }
    }
    return Math.round(interes);
  }

  it('liquidates 26 years at one rate in one step', () => {
    // $1.000.000 overdue from 2000-01-31 to 2026-01-31 at 30 % EA: 26 × 365 days + 7 leap days
    // (29 Feb 2000, 2004, 2008, 2012, 2016, 2020, 2024) = 9 497 days;
    // 1 000 000 × 0.0221044506 × 9 497 / 30 = 6 997 532.24 → $6.997.532.
    const tasaDe = tasaVigente([{ periodo: '2000-01', tasaEA: 30 }]);
    expect(diasEntre('2000-01-31', '2026-01-31')).toBe(9_497);
    expect(interesLiquidacion([{ desde: '2000-01-31', hasta: '2026-01-31', capital: 1_000_000 }], tasaDe)).toBe(6_997_532);
  });

  it('splits a long span where the rate changes', () => {
    // 30 % EA from 2000-01, 24 % EA from 2013-01 (given out of order). Days at 30 %: 2000-01-31 →
    // 2012-01-31 = 12 × 365 + 3 leap days (2000, 2004, 2008) = 4 383, then → 2012-12-31 = 366 − 31 = 335:
    // 4 718. At 24 %: 2012-12-31 → 2025-12-31 = 13 × 365 + 3 (2016, 2020, 2024) = 4 748, + 31 = 4 779.
    // 1 000 000 × (0.0221044506 × 4 718 + 0.0180875825 × 4 779) / 30
    //   = 3 476 293.26 + 2 881 351.89 = 6 357 645.15 → $6.357.645.
    const tasaDe = tasaVigente([
      { periodo: '2013-01', tasaEA: 24 },
      { periodo: '2000-01', tasaEA: 30 },
    ]);
    expect([diasEntre('2000-01-31', '2012-12-31'), diasEntre('2012-12-31', '2026-01-31')]).toEqual([4_718, 4_779]);
    expect(interesLiquidacion([{ desde: '2000-01-31', hasta: '2026-01-31', capital: 1_000_000 }], tasaDe)).toBe(6_357_645);
  });

  it('accrues nothing before the first rate is set', () => {
    // Only February has a rate (24 % EA): of 2026-01-20 → 2026-02-10, the 10 days of February count:
    // 1 000 000 × 0.0180875825 × 10 / 30 = 6 029.19 → $6.029.
    const tasaDe = tasaVigente([{ periodo: '2026-02', tasaEA: 24 }]);
    expect(interesLiquidacion([{ desde: '2026-01-20', hasta: '2026-02-10', capital: 1_000_000 }], tasaDe)).toBe(6_029);
  });

  it('asks the rate once per tramo, however many months it spans', () => {
    // The whole accepted range, 2000-01-01 → 2100-12-31 (36 889 days), at 30 % EA on $250.000:
    // 250 000 × 0.0221044506 × 36 889 / 30 = 6 795 092.32 → $6.795.092. Month by month this asked
    // the rate 1 212 times; in closed form, once.
    const base = tasaVigente([{ periodo: '2000-01', tasaEA: 30 }]);
    let consultas = 0;
    const contada = Object.assign((periodo: string) => (consultas++, base(periodo)), { cambios: base.cambios });
    expect(interesLiquidacion([{ desde: '2000-01-01', hasta: '2100-12-31', capital: 250_000 }], contada)).toBe(6_795_092);
    expect(consultas).toBe(1);
  });

  it('equals the month-by-month liquidation to the peso', () => {
    // A rate set in some months (others keep the latest one), tramos of every length up to 26 years.
    let semilla = 25;
    const azar = (n: number) => ((semilla = (semilla * 1_103_515_245 + 12_345) % 2_147_483_648), semilla % n);
    const tasas = Array.from({ length: 60 }, () => ({
      periodo: sumarMeses('2000-01', azar(312)),
      tasaEA: 10 + azar(2_000) / 100,
    }));
    const tasaDe = tasaVigente(tasas);
    for (let i = 0; i < 300; i++) {
      const desde = sumarDias('2000-01-01', azar(9_000));
      const tramos = [{ desde, hasta: sumarDias(desde, 1 + azar(i % 10 === 0 ? 9_500 : 400)), capital: 1 + azar(50_000_000) }];
      expect(interesLiquidacion(tramos, tasaDe)).toBe(interesMesAMes(tramos, tasaDe));
    }
  });
});

describe('date arithmetic across month ends', () => {
  it('counts days and months through February and year ends', () => {
    expect(diasEntre('2026-01-31', '2026-03-01')).toBe(29); // 2026 is not a leap year
    expect(diasEntre('2028-02-28', '2028-03-01')).toBe(2); // 2028 is
    expect(diasEntre('2026-12-31', '2027-01-01')).toBe(1);
    expect(sumarDias('2026-02-28', 1)).toBe('2026-03-01');
    expect(sumarMeses('2026-12', 1)).toBe('2027-01');
    expect(sumarMeses('2026-01', -1)).toBe('2025-12');
    expect(sumarMeses('2026-11', 14)).toBe('2028-01');
    expect(mesesEntre('2025-11', '2026-02')).toBe(3);
    expect(finDePeriodo('2028-02')).toBe('2028-02-29');
    expect(finDePeriodo('2026-02')).toBe('2026-02-28');
    expect(finDePeriodo('2026-12')).toBe('2026-12-31');
  });
});

describe('payment application (Código Civil art. 1653)', () => {
  const deudas = [
    { id: 'feb', tipo: 'capital' as const, fechaVencimiento: '2026-02-10', orden: 2, saldo: 300_000 },
    { id: 'ene', tipo: 'capital' as const, fechaVencimiento: '2026-01-10', orden: 1, saldo: 300_000 },
    { id: 'int', tipo: 'interes' as const, fechaVencimiento: '2026-02-15', orden: 3, saldo: 6_631 },
  ];

  it('pays interest first, then the oldest capital', () => {
    // 400 000 − 6 631 interest = 393 369; 300 000 to January; 93 369 to February.
    expect(aplicarPago(400_000, deudas)).toEqual({
      aplicaciones: [
        { id: 'int', valor: 6_631 },
        { id: 'ene', valor: 300_000 },
        { id: 'feb', valor: 93_369 },
      ],
      saldoAFavor: 0,
    });
  });

  it('keeps what exceeds the debt as saldo a favor', () => {
    expect(aplicarPago(700_000, deudas).saldoAFavor).toBe(700_000 - 606_631);
    expect(aplicarPago(50_000, []).saldoAFavor).toBe(50_000);
  });
});

describe('cartera by age', () => {
  it('puts each debt in its bucket', () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91].map(edadCartera)).toEqual([
      'alDia',
      'de1a30',
      'de1a30',
      'de31a60',
      'de31a60',
      'de61a90',
      'de61a90',
      'masDe90',
    ]);
  });
});

describe('budget rules that answer 400', () => {
  it('names the art. 35 minimum, an empty list and non-positive values', async () => {
    const { validarPresupuesto, TESORERIA_MSG } = await import('./schemas.ts');
    expect(validarPresupuesto({ porcentajeImprevistos: 0.5, rubros: [{ valorAnual: 10 }] })).toEqual([
      TESORERIA_MSG.imprevistosMinimo,
    ]);
    expect(TESORERIA_MSG.imprevistosMinimo).toMatch(/1 %.*art\. 35/);
    expect(validarPresupuesto({ porcentajeImprevistos: 1, rubros: [] })).toEqual([TESORERIA_MSG.rubrosRequeridos]);
    expect(validarPresupuesto({ porcentajeImprevistos: 1, rubros: [{ valorAnual: 0 }] })).toEqual([TESORERIA_MSG.valorPositivo]);
    expect(validarPresupuesto({ porcentajeImprevistos: 1, rubros: [{ valorAnual: 1 }] })).toEqual([]);
  });
});
