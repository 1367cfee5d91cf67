// The proveedor and egreso forms read what a person types (DV, servicios, pesos the Colombian way),
// the document expiry states and the egreso's policy.
import { describe, expect, it } from 'vitest';

import { accionesEgreso, egresoFormFields, rubrosDelAnio, tarifasFormFields } from './egresos.ts';
import { PESOS_MSG } from './pesos.ts';
import {
  contratoFormFields,
  esProveedorDelConjunto,
  estadoDocumento,
  PROVEEDORES_MSG,
  proveedorFormFields,
} from './proveedores.ts';
import { diasEntre } from './tesoreria/aritmetica.ts';

const proveedor = {
  razonSocial: 'Ascensores Andinos S.A.S.',
  nit: '900.481.516',
  dv: '6',
  declarante: true,
  personaNatural: false,
  contactoNombre: '',
  email: '',
  telefono: '',
  servicios: 'ascensores, puertas eléctricas,',
};

describe('proveedorFormFields', () => {
  it('reads the NIT without dots, the DV and the servicios list', () => {
    expect(proveedorFormFields.parse(proveedor)).toMatchObject({
      nit: '900481516',
      dv: 6,
      servicios: ['ascensores', 'puertas eléctricas'],
    });
  });
  it('refuses a DV that does not match the NIT (DIAN)', () => {
    const r = proveedorFormFields.safeParse({ ...proveedor, dv: '5' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(PROVEEDORES_MSG.dvInvalido);
  });
});

describe('contratoFormFields and egresoFormFields', () => {
  it('read pesos typed the Colombian way', () => {
    expect(
      contratoFormFields.parse({
        objeto: 'Aseo',
        valor: '$ 14.400.000',
        desde: '2026-01-01',
        hasta: '',
        polizaNumero: '',
        polizaVence: '',
      }),
    ).toMatchObject({ valor: 14_400_000, hasta: undefined });
    const egreso = {
      proveedorId: '3f1b1b7e-4a6c-4f0e-9a34-1d2c3b4a5f60',
      rubro: 'Aseo',
      fondoImprevistos: false,
      ordenId: '',
      contratoId: '',
      concepto: 'servicios',
      descripcion: 'Fumigación',
      valorBruto: '1.200.000',
      baseRetencion: '',
      fecha: '2026-10-15',
      medio: 'transferencia',
      referencia: '',
    };
    expect(egresoFormFields.parse(egreso)).toMatchObject({ valorBruto: 1_200_000, ordenId: undefined, baseRetencion: undefined });
    expect(egresoFormFields.parse({ ...egreso, baseRetencion: '120.000' }).baseRetencion).toBe(120_000);
    expect(egresoFormFields.safeParse({ ...egreso, baseRetencion: '1.300.000' }).success).toBe(false); // more than the bruto
    const centavos = egresoFormFields.safeParse({ ...egreso, valorBruto: '1.200.000,50' });
    expect(centavos.error!.issues[0]!.message).toBe(PESOS_MSG.centavos);
    expect(egresoFormFields.safeParse({ ...egreso, rubro: '' }).success).toBe(false);
    expect(egresoFormFields.safeParse({ ...egreso, rubro: '', fondoImprevistos: true }).success).toBe(true);
  });
});

describe('estadoDocumento', () => {
  const hoy = '2026-11-02';
  const estado = (vence: string | null) => estadoDocumento(vence, hoy, (d) => diasEntre(hoy, d));
  it('is vencido before today, por vencer within 30 days, vigente after', () => {
    expect(estado(null)).toBe('sin_vencimiento');
    expect(estado('2026-11-01')).toBe('vencido');
    expect(estado('2026-11-02')).toBe('por_vencer');
    expect(estado('2026-12-02')).toBe('por_vencer'); // 30 days
    expect(estado('2026-12-03')).toBe('vigente'); // 31 days
  });
});

describe('policy', () => {
  it('only the administration annuls, and only a registered egreso', () => {
    expect(accionesEgreso('registrado', { manage: true })).toEqual(['anular']);
    expect(accionesEgreso('anulado', { manage: true })).toEqual([]);
    expect(accionesEgreso('registrado', { manage: false })).toEqual([]);
  });
  it('the rubros are the approved budget’s of the year', () => {
    const presupuestos = [
      { anio: 2026, estado: 'borrador', rubros: [{ nombre: 'Borrador' }] },
      { anio: 2026, estado: 'aprobado', rubros: [{ nombre: 'Aseo' }, { nombre: 'Vigilancia' }] },
    ];
    expect(rubrosDelAnio(presupuestos, 2026)).toEqual(['Aseo', 'Vigilancia']);
    expect(rubrosDelAnio(presupuestos, 2025)).toEqual([]);
  });
  it('only the proveedor role is linked to a proveedor', () => {
    expect(esProveedorDelConjunto(['proveedor'])).toBe(true);
    expect(esProveedorDelConjunto(['admin', 'residente'])).toBe(false);
  });
});

describe('tarifasFormFields', () => {
  it('reads the UVT as pesos and the rates as percentages', () => {
    const fila = { concepto: 'compras', baseUvt: '10', tarifaDeclaranteBp: '2,5', tarifaNoDeclaranteBp: '3,5 %', fuente: '' };
    expect(tarifasFormFields.parse({ uvt: '52.374', tarifas: [fila] })).toEqual({
      uvt: 52_374,
      tarifas: [{ concepto: 'compras', baseUvt: 10, tarifaDeclaranteBp: 250, tarifaNoDeclaranteBp: 350, fuente: '' }],
    });
    expect(tarifasFormFields.safeParse({ uvt: '52.374', tarifas: [{ ...fila, tarifaDeclaranteBp: 'cuatro' }] }).success).toBe(
      false,
    );
  });
});
