// Pagos en línea (issue 28): the pure rules the web and the API share.
import { describe, expect, it } from 'vitest';

import {
  calcularComision,
  etiquetaComision,
  etiquetaMedioPasarela,
  leerPorcentajeBp,
  MEDIO_PASARELA_LABELS,
  MEDIOS_PASARELA,
  valorDeCobros,
} from './pagos-en-linea.ts';

describe('etiquetaMedioPasarela: how Tesorería → Pagos names the gateway’s method', () => {
  it('names Wompi’s payment_method_type values in Spanish', () => {
    expect(etiquetaMedioPasarela('CARD')).toBe('Tarjeta');
    expect(etiquetaMedioPasarela('PSE')).toBe('PSE');
    expect(etiquetaMedioPasarela('NEQUI')).toBe('Nequi');
    expect(etiquetaMedioPasarela('BANCOLOMBIA_TRANSFER')).toBe('Botón Bancolombia');
    expect(etiquetaMedioPasarela('BANCOLOMBIA_QR')).toBe('QR Bancolombia');
    expect(etiquetaMedioPasarela('DAVIPLATA')).toBe('Daviplata');
    for (const medio of MEDIOS_PASARELA) expect(MEDIO_PASARELA_LABELS[medio]).toBeTruthy();
  });

  it('shows a method it does not know as the gateway wrote it, and nothing for none', () => {
    expect(etiquetaMedioPasarela('NUEVO_MEDIO')).toBe('NUEVO_MEDIO');
    expect(etiquetaMedioPasarela(null)).toBeNull();
    expect(etiquetaMedioPasarela('')).toBeNull();
  });
});

describe('calcularComision: the fee the payer pays when the complex passes it on', () => {
  const wompi = { porcentajeBp: 265, fijo: 700, iva: true };
  it('is (valor × % + fijo) × 1,19, rounded half up to the peso, against hand-computed figures', () => {
    // 364 780 × 2,65 % = 9 666,67; + 700 = 10 366,67; × 1,19 = 12 336,337 → 12 336.
    expect(calcularComision(364_780, wompi)).toBe(12_336);
    // 100 000 × 2,65 % = 2 650; + 700 = 3 350; × 1,19 = 3 986,5 → half up: 3 987.
    expect(calcularComision(100_000, wompi)).toBe(3_987);
    // Without IVA: 2 650 + 700 = 3 350 exactly.
    expect(calcularComision(100_000, { ...wompi, iva: false })).toBe(3_350);
    // 5 000 × 2,65 % = 132,5; + 700 = 832,5; × 1,19 = 990,675 → 991.
    expect(calcularComision(5_000, wompi)).toBe(991);
    // 1 000 × 1,5 % = 15 exactly, no fixed part, no IVA.
    expect(calcularComision(1_000, { porcentajeBp: 150, fijo: 0, iva: false })).toBe(15);
    // 33 × 1,5 % = 0,495 → 0 (below half); 34 × 1,5 % = 0,51 → 1.
    expect(calcularComision(33, { porcentajeBp: 150, fijo: 0, iva: false })).toBe(0);
    expect(calcularComision(34, { porcentajeBp: 150, fijo: 0, iva: false })).toBe(1);
    expect(calcularComision(100, { porcentajeBp: 50, fijo: 0, iva: false })).toBe(1); // 0,5 → 1 (half up)
    expect(calcularComision(0, { porcentajeBp: 0, fijo: 0, iva: true })).toBe(0);
  });

  it('names the rule as the form shows it', () => {
    expect(etiquetaComision(wompi)).toBe('2,65 % + $ 700 + IVA');
    expect(etiquetaComision({ porcentajeBp: 290, fijo: 0, iva: false })).toBe('2,9 %');
    expect(etiquetaComision({ porcentajeBp: 300, fijo: 900, iva: true })).toBe('3 % + $ 900 + IVA');
  });
});

describe('leerPorcentajeBp: the fee percentage as an administrator types it', () => {
  it('reads comma or point decimals, with or without %, as basis points', () => {
    expect(leerPorcentajeBp('2,65')).toBe(265);
    expect(leerPorcentajeBp('2.65')).toBe(265);
    expect(leerPorcentajeBp(' 2,65 % ')).toBe(265);
    expect(leerPorcentajeBp('2,9')).toBe(290);
    expect(leerPorcentajeBp('3')).toBe(300);
    expect(leerPorcentajeBp('0')).toBe(0);
    expect(leerPorcentajeBp('100')).toBe(10_000);
  });
  it('refuses more than 100 %, three decimals and text', () => {
    expect(leerPorcentajeBp('100,01')).toBeNull();
    expect(leerPorcentajeBp('2,655')).toBeNull();
    expect(leerPorcentajeBp('dos')).toBeNull();
    expect(leerPorcentajeBp('')).toBeNull();
  });
});

describe('valorDeCobros: paying some of the charges owed (interest first, then the oldest; C.C. art. 1653)', () => {
  const cobros = [
    { periodo: '2026-09', concepto: 'Cuota septiembre', vence: '2026-09-10', pendiente: 180_000 },
    { periodo: '2026-10', concepto: 'Cuota octubre', vence: '2026-10-10', pendiente: 180_000 },
    { periodo: '2026-11', concepto: 'Cuota noviembre', vence: '2026-11-10', pendiente: 184_780 },
  ];
  const opciones = { totalAPagar: 549_780, intereses: 5_000, saldoAFavor: 0, cobros };
  it('adds the interest to the oldest charges chosen', () => {
    // By hand: 5.000 + 180.000 = 185.000; + 180.000 = 365.000; all three: 5.000 + 544.780 = 549.780, the total.
    expect(valorDeCobros(opciones, 1)).toBe(185_000);
    expect(valorDeCobros(opciones, 2)).toBe(365_000);
    expect(valorDeCobros(opciones, 3)).toBe(549_780);
  });
  it('takes off the saldo a favor, and never asks more than the total nor less than zero', () => {
    expect(valorDeCobros({ ...opciones, saldoAFavor: 20_000, totalAPagar: 529_780 }, 1)).toBe(165_000);
    expect(valorDeCobros({ ...opciones, totalAPagar: 300_000 }, 3)).toBe(300_000);
    expect(valorDeCobros({ ...opciones, intereses: 0, saldoAFavor: 500_000, totalAPagar: 49_780 }, 1)).toBe(0);
    expect(valorDeCobros(opciones, 0)).toBe(5_000);
  });
});
