import { describe, expect, it } from 'vitest';

import { avanceMeta, contactoInput, metasFields, mrr, phPlanFields, phPlanInput } from './comercial.ts';
import { formatoPrecio, PLAN_CATALOGO, precioMensualDe, precioPlanTexto } from './planes.ts';

const ID = '11111111-1111-4111-8111-111111111111';

describe('the plan catalogue', () => {
  it('says the landing prices once', () => {
    expect(precioPlanTexto('nucleo_premium')).toBe('$99');
    expect(precioPlanTexto('modulos_pro')).toBe('$199');
    expect(precioPlanTexto('elite_plus')).toBe('Precio personalizado');
    expect(Object.values(PLAN_CATALOGO).map((p) => p.nombre)).toEqual(['Núcleo Premium', 'Módulos Pro', 'Élite Plus']);
  });

  it('writes prices with a point for the thousands', () => {
    expect(formatoPrecio(0)).toBe('$0');
    expect(formatoPrecio(1_234)).toBe('$1.234');
    expect(formatoPrecio(1_234_567)).toBe('$1.234.567');
  });
});

describe('monthly recurring revenue', () => {
  it('adds the active complexes only, the agreed price for Élite Plus (worked by hand)', () => {
    // Active: 99 + 99 + 199 + 2.500 (Élite Plus agreed) = 2.897; the trial and the suspended one count 0.
    const total = mrr([
      { plan: 'nucleo_premium', estado: 'activa', precioAcordado: null },
      { plan: 'nucleo_premium', estado: 'activa', precioAcordado: null },
      { plan: 'modulos_pro', estado: 'activa', precioAcordado: null },
      { plan: 'elite_plus', estado: 'activa', precioAcordado: 2_500 },
      { plan: 'modulos_pro', estado: 'prueba', precioAcordado: null },
      { plan: 'elite_plus', estado: 'suspendida', precioAcordado: 9_000 },
    ]);
    expect(total).toBe(2_897);
    expect(Number.isInteger(total)).toBe(true);
  });

  it('is 0 with nothing active and ignores an agreed price on a published plan', () => {
    expect(mrr([])).toBe(0);
    expect(precioMensualDe('modulos_pro', 5_000)).toBe(199);
    expect(precioMensualDe('elite_plus', null)).toBe(0);
  });

  it('stays exact on large sums (1.000 complexes of Módulos Pro = 199.000)', () => {
    const muchos = Array.from({ length: 1000 }, () => ({
      plan: 'modulos_pro' as const,
      estado: 'activa' as const,
      precioAcordado: null,
    }));
    expect(mrr(muchos)).toBe(199_000);
  });

  it('measures progress towards a target in whole percent, capped at 100', () => {
    expect(avanceMeta(1, 3)).toBe(33);
    expect(avanceMeta(5, 4)).toBe(100);
    expect(avanceMeta(3, 0)).toBeNull();
  });
});

describe('the contact form and the plan input', () => {
  const valido = {
    nombre: 'Ana',
    conjunto: 'Torres del Parque',
    ciudad: 'Bogotá',
    unidades: '120',
    telefono: '+57 300 123 4567',
    email: 'Ana@Example.com',
    consentimiento: true,
  };

  it('accepts a complete form', () => {
    const r = contactoInput.parse(valido);
    expect([r.unidades, r.email]).toEqual([120, 'ana@example.com']);
  });

  it('refuses without the Ley 1581 authorisation, a bad phone or unit count, in Spanish', () => {
    const r = contactoInput.safeParse({ ...valido, consentimiento: false, telefono: '12', unidades: 0 });
    expect(r.success).toBe(false);
    const mensajes = r.error!.issues.map((i) => i.message);
    expect(mensajes).toContain('Debes autorizar el tratamiento de tus datos para que podamos contactarte');
    expect(mensajes).toContain('Escribe un teléfono de 7 a 15 dígitos');
    expect(mensajes).toContain('Escribe cuántas unidades tiene el conjunto (entre 1 y 20.000)');
  });

  it('asks the agreed price for Élite Plus only', () => {
    expect(phPlanInput.safeParse({ id: ID, plan: 'elite_plus', estado: 'activa' }).error?.issues[0]?.message).toBe(
      'El plan Élite Plus necesita el precio mensual acordado',
    );
    expect(phPlanInput.safeParse({ id: ID, plan: 'modulos_pro', estado: 'activa', precioMensual: 10 }).success).toBe(false);
    expect(phPlanInput.safeParse({ id: ID, plan: 'elite_plus', estado: 'activa', precioMensual: 2500 }).success).toBe(true);
  });
});

describe('money typed in the commercial forms', () => {
  it('reads an agreed price and an MRR target the Colombian way, and refuses cents', () => {
    expect(phPlanFields.parse({ plan: 'elite_plus', estado: 'activa', precioMensual: '1.500.000' })).toMatchObject({
      precioMensual: 1_500_000,
    });
    expect(phPlanFields.safeParse({ plan: 'elite_plus', estado: 'activa', precioMensual: '1.500,50' }).success).toBe(false);
    expect(metasFields.parse({ nuevosClientes: '7', mrr: '2.500' })).toEqual({ nuevosClientes: 7, mrr: 2_500 });
    expect(metasFields.parse({ nuevosClientes: '0', mrr: '0' })).toEqual({ nuevosClientes: 0, mrr: 0 });
  });
});
