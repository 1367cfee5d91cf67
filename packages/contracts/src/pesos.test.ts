// Issue 26, point 1: money as Colombians type it. «50.000,00» was once recorded as $5.000.000.
import { describe, expect, it } from 'vitest';

import { leerPesos, PESOS_MSG, pesosTecleadosField } from './pesos.ts';

const valor = (texto: string, opciones?: Parameters<typeof leerPesos>[1]) => {
  const r = leerPesos(texto, opciones);
  return r.ok ? r.valor : r.error;
};

describe('leerPesos: whole pesos as people type them', () => {
  it('reads the four ways of writing fifty thousand pesos as 50 000', () => {
    expect(valor('50.000')).toBe(50_000);
    expect(valor('50.000,00')).toBe(50_000);
    expect(valor('$ 50.000')).toBe(50_000);
    expect(valor('50000')).toBe(50_000);
  });

  it('takes a sign without space, spaces around, non-breaking spaces, a zero centavo, COP and a space as thousands separator', () => {
    expect(valor('$50.000')).toBe(50_000);
    expect(valor('  50.000  ')).toBe(50_000);
    expect(valor('$\u00a050.000')).toBe(50_000);
    expect(valor('50.000,0')).toBe(50_000);
    expect(valor('50000,00')).toBe(50_000);
    expect(valor('50.000 COP')).toBe(50_000);
    expect(valor('50 000')).toBe(50_000);
    expect(valor('1.000.000')).toBe(1_000_000);
    expect(valor('350')).toBe(350);
  });

  it('refuses centavos: whole pesos only', () => {
    expect(valor('50.000,50')).toBe(PESOS_MSG.centavos);
    expect(valor('50,5')).toBe(PESOS_MSG.centavos);
    expect(valor('0,01')).toBe(PESOS_MSG.centavos);
  });

  it('refuses the US style and points that do not separate thousands, rather than guess', () => {
    expect(valor('1,000,000')).toBe(PESOS_MSG.formato);
    expect(valor('50.00')).toBe(PESOS_MSG.formato);
    expect(valor('5.0000')).toBe(PESOS_MSG.formato);
    expect(valor('50.000.')).toBe(PESOS_MSG.formato);
    expect(valor('cincuenta mil')).toBe(PESOS_MSG.formato);
    expect(valor('50k')).toBe(PESOS_MSG.formato);
    expect(valor('1e6')).toBe(PESOS_MSG.formato);
  });

  it('refuses empty, negative, zero and over the maximum', () => {
    expect(valor('')).toBe(PESOS_MSG.vacio);
    expect(valor('   ')).toBe(PESOS_MSG.vacio);
    expect(valor('$')).toBe(PESOS_MSG.vacio);
    expect(valor('-50.000')).toBe(PESOS_MSG.negativo);
    expect(valor('$ -50.000')).toBe(PESOS_MSG.negativo);
    expect(valor('0')).toBe(PESOS_MSG.cero);
    expect(valor('0', { permitirCero: true })).toBe(0);
    expect(valor('2.000.000.001', { maximo: 2_000_000_000 })).toBe(PESOS_MSG.maximo);
    expect(valor('9'.repeat(30))).toBe(PESOS_MSG.maximo);
  });

  it('works as a zod field: text in, integer out, the Spanish message on failure', () => {
    const campo = pesosTecleadosField({ maximo: 2_000_000_000 });
    expect(campo.parse('50.000,00')).toBe(50_000);
    const r = campo.safeParse('50.000,50');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(PESOS_MSG.centavos);
  });
});
