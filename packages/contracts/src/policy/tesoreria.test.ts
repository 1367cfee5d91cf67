import { describe, expect, it } from 'vitest';

import {
  accionesFacturacion,
  accionesPago,
  accionesPresupuesto,
  facturacionAnulacionPideMotivo,
  mayOnTesoreria,
  mayReadCuentaUnidad,
  tesoreriaAccess,
  type TesoreriaAction,
} from './tesoreria.ts';

// Every caller kind × every action: [platformRole, roles, read, manage].
const MATRIZ = [
  [null, ['admin'], true, true],
  [null, ['consejo'], true, false],
  [null, ['propietario'], false, false],
  [null, ['residente'], false, false],
  [null, ['proveedor'], false, false],
  [null, ['porteria'], false, false],
  [null, [], false, false],
  ['SUPER_ADMIN', [], true, true],
  ['SOPORTE', [], false, false],
  ['COMERCIAL', [], false, false],
] as const;

describe('tesorería: who may do what', () => {
  it.each(MATRIZ)('%s %j → read %s, manage %s', (platformRole, roles, read, manage) => {
    const may = (a: TesoreriaAction) => mayOnTesoreria(platformRole, roles, a);
    expect([may('read'), may('manage')]).toEqual([read, manage]);
    expect(tesoreriaAccess(platformRole, roles)).toEqual({ read, manage });
  });

  it.each(MATRIZ)('%s %j reads a unit’s account when linked to it, or as a treasury reader (%s)', (platformRole, roles, read) => {
    expect(mayReadCuentaUnidad(platformRole, roles, true)).toBe(true);
    expect(mayReadCuentaUnidad(platformRole, roles, false)).toBe(read);
  });
});

const manage = { read: true, manage: true };
const soloLectura = { read: true, manage: false };

describe('tesorería: what each estado allows', () => {
  it.each([
    ['borrador', manage, ['emitir', 'anular']],
    ['emitida', manage, ['anular']],
    ['anulada', manage, []],
    ['borrador', soloLectura, []],
    ['emitida', soloLectura, []],
  ] as const)('a facturación %s, for %j → %j', (estado, access, acciones) => {
    expect(accionesFacturacion(estado, access)).toEqual(acciones);
  });

  it.each([
    ['borrador', false],
    ['emitida', true],
    ['anulada', false],
  ] as const)('annulling a facturación %s asks a motivo: %s', (estado, pide) => {
    expect(facturacionAnulacionPideMotivo(estado)).toBe(pide);
  });

  it.each([
    ['aplicado', manage, ['anular']],
    ['anulado', manage, []],
    ['aplicado', soloLectura, []],
  ] as const)('a pago %s, for %j → %j', (estado, access, acciones) => {
    expect(accionesPago(estado, access)).toEqual(acciones);
  });

  it.each([
    ['borrador', manage, ['editar', 'aprobar']],
    ['aprobado', manage, []],
    ['borrador', soloLectura, []],
  ] as const)('a presupuesto %s, for %j → %j', (estado, access, acciones) => {
    expect(accionesPresupuesto(estado, access)).toEqual(acciones);
  });
});
