// Retención en la fuente against cases worked out by hand (UVT 2026 = $ 52.374, 2025 = $ 49.799).
import { describe, expect, it } from 'vitest';

import {
  CONCEPTOS_RETENCION,
  liquidarRetencion,
  tarifasPorDefecto,
  uvtDe,
  uvtEnPesos,
  type TarifaRetencion,
} from './retencion.ts';

const fila = (anio: number, concepto: TarifaRetencion['concepto']) =>
  tarifasPorDefecto(anio).find((f) => f.concepto === concepto)!;
const juridicaDeclarante = { declarante: true, personaNatural: false };
const naturalNoDeclarante = { declarante: false, personaNatural: true };

describe('uvtEnPesos (E.T. art. 868)', () => {
  it('rounds as the DIAN does', () => {
    expect(uvtEnPesos(2, 49_799)).toBe(99_600); // 99.598 → nearest 100
    expect(uvtEnPesos(10, 49_799)).toBe(498_000); // 497.990 → nearest 1.000
    expect(uvtEnPesos(2, 52_374)).toBe(105_000); // 104.748 → nearest 1.000
    expect(uvtEnPesos(10, 52_374)).toBe(524_000); // 523.740 → nearest 1.000
    expect(uvtEnPesos(0, 52_374)).toBe(0);
  });
  it('knows the UVT of 2025 and 2026, and carries the latest forward', () => {
    expect(uvtDe(2025)).toBe(49_799);
    expect(uvtDe(2026)).toBe(52_374);
    expect(uvtDe(2027)).toBe(52_374);
  });
});

describe('liquidarRetencion', () => {
  it('servicios 2026: base 2 UVT = $ 105.000; at the base 4 %, one peso below nothing', () => {
    const s = fila(2026, 'servicios');
    expect(liquidarRetencion(105_000, s, juridicaDeclarante)).toEqual({
      basePesos: 105_000,
      baseUvt: 2,
      tarifaBp: 400,
      retencion: 4_200, // 105.000 × 4 %
      neto: 100_800,
    });
    expect(liquidarRetencion(104_999, s, juridicaDeclarante).retencion).toBe(0);
    // No declarante: 6 % of 1.000.000 = 60.000.
    expect(liquidarRetencion(1_000_000, s, naturalNoDeclarante)).toMatchObject({
      tarifaBp: 600,
      retencion: 60_000,
      neto: 940_000,
    });
  });

  it('compras 2026: base 10 UVT = $ 524.000; 2,5 % / 3,5 %', () => {
    const c = fila(2026, 'compras');
    expect(liquidarRetencion(523_999, c, juridicaDeclarante).retencion).toBe(0);
    expect(liquidarRetencion(524_000, c, juridicaDeclarante).retencion).toBe(13_100); // 524.000 × 2,5 %
    expect(liquidarRetencion(524_000, c, naturalNoDeclarante).retencion).toBe(18_340); // 524.000 × 3,5 %
  });

  it('honorarios: no base; 11 % persona jurídica, 10 % persona natural', () => {
    const h = fila(2026, 'honorarios');
    expect(liquidarRetencion(1, h, juridicaDeclarante).retencion).toBe(0); // 0,11 rounds to 0
    expect(liquidarRetencion(2_500_000, h, juridicaDeclarante).retencion).toBe(275_000);
    expect(liquidarRetencion(2_500_000, h, { declarante: true, personaNatural: true }).retencion).toBe(250_000);
  });

  it('arrendamientos, aseo y vigilancia, transporte', () => {
    expect(liquidarRetencion(3_000_000, fila(2026, 'arrendamiento_inmuebles'), naturalNoDeclarante).retencion).toBe(105_000); // 3,5 %
    expect(liquidarRetencion(523_999, fila(2026, 'arrendamiento_inmuebles'), juridicaDeclarante).retencion).toBe(0);
    expect(liquidarRetencion(50_000, fila(2026, 'arrendamiento_muebles'), juridicaDeclarante).retencion).toBe(2_000); // 4 %, no base
    expect(liquidarRetencion(800_000, fila(2026, 'aseo_vigilancia'), juridicaDeclarante).retencion).toBe(16_000); // 2 % of the AIU
    expect(liquidarRetencion(104_999, fila(2026, 'aseo_vigilancia'), juridicaDeclarante).retencion).toBe(0);
    // On the AIU: an 8.000.000 invoice with an AIU of 800.000 retains 16.000 and pays 7.984.000.
    expect(liquidarRetencion(8_000_000, fila(2026, 'aseo_vigilancia'), juridicaDeclarante, 800_000)).toMatchObject({
      retencion: 16_000,
      neto: 7_984_000,
    });
    expect(liquidarRetencion(333_333, fila(2026, 'transporte_carga'), juridicaDeclarante).retencion).toBe(3_333); // 1 %, 3.333,33 → 3.333
  });

  it('rounds half pesos up and never retains on no_sujeto', () => {
    // 4 % of 1.000.013 = 40.000,52 → 40.001
    expect(liquidarRetencion(1_000_013, fila(2026, 'servicios'), juridicaDeclarante).retencion).toBe(40_001);
    expect(liquidarRetencion(9_000_000, fila(2026, 'no_sujeto'), juridicaDeclarante)).toMatchObject({
      retencion: 0,
      neto: 9_000_000,
    });
  });

  it('2025 uses its UVT: servicios base $ 99.600', () => {
    expect(liquidarRetencion(99_599, fila(2025, 'servicios'), juridicaDeclarante).retencion).toBe(0);
    expect(liquidarRetencion(99_600, fila(2025, 'servicios'), juridicaDeclarante).retencion).toBe(3_984);
  });

  it('has a row for every concept', () => {
    expect(tarifasPorDefecto(2026).map((f) => f.concepto)).toEqual([...CONCEPTOS_RETENCION]);
  });
});
