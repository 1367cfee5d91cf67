import { describe, expect, it } from 'vitest';

import {
  accionesAcceso,
  accionesAutorizacion,
  accionesPaquete,
  actuaPorSusUnidades,
  mayAuthorizeVisitors,
  mayOnPorteria,
  PORTERIA_ACTIONS,
  porteriaAccess,
  worksTheGate,
} from './porteria.ts';

// Every caller kind × every action: [platformRole, roles, verTodo, registrar, autorizarTodas, configurar].
const MATRIZ = [
  [null, ['admin'], true, true, true, true],
  [null, ['consejo'], true, false, false, false],
  [null, ['porteria'], true, true, false, false],
  [null, ['propietario'], false, false, false, false],
  [null, ['residente'], false, false, false, false],
  [null, ['proveedor'], false, false, false, false],
  [null, [], false, false, false, false],
  ['SUPER_ADMIN', [], true, true, true, true],
  ['SOPORTE', [], true, false, false, false],
  ['COMERCIAL', [], false, false, false, false],
] as const;

describe('portería: who may do what', () => {
  it.each(MATRIZ)('%s %j → verTodo %s, registrar %s, autorizarTodas %s, configurar %s', (platformRole, roles, ...esperado) => {
    expect(PORTERIA_ACTIONS.map((a) => mayOnPorteria(platformRole, roles, a))).toEqual(esperado);
    expect(Object.values(porteriaAccess(platformRole, roles))).toEqual(esperado);
  });

  it('opens the portal on the gate for the porteria role only; only owners and residents act through units', () => {
    expect(worksTheGate(['porteria'])).toBe(true);
    for (const rol of ['admin', 'consejo', 'proveedor', 'propietario', 'residente'] as const)
      expect(worksTheGate([rol])).toBe(false);
    expect(actuaPorSusUnidades(['propietario'])).toBe(true);
    expect(actuaPorSusUnidades(['residente'])).toBe(true);
    for (const rol of ['admin', 'consejo', 'proveedor', 'porteria'] as const) expect(actuaPorSusUnidades([rol])).toBe(false);
  });

  it.each([
    [null, ['admin'], [], true],
    ['SUPER_ADMIN', [], [], true],
    [null, ['consejo'], [], false],
    [null, ['porteria'], [], false],
    [null, ['residente'], [['visitantes']], true],
    [null, ['residente'], [['reservas']], false],
    [null, ['propietario'], [['reservas'], ['visitantes']], true],
    [null, ['propietario'], [], false],
  ] as const)('%s %j with residencias %j in the unit authorises visitors there: %s', (platformRole, roles, permisos, may) => {
    expect(mayAuthorizeVisitors(platformRole, roles, permisos)).toBe(may);
  });

  it.each([
    ['activa', true, ['revocar']],
    ['activa', false, []],
    ['usada', true, []],
    ['revocada', true, []],
    ['vencida', true, []],
  ] as const)('an autorización %s (may authorise: %s) → %j', (estado, may, acciones) => {
    expect(accionesAutorizacion(estado, may)).toEqual(acciones);
  });

  it.each([
    ['recibido', true, ['entregar']],
    ['recibido', false, []],
    ['entregado', true, []],
  ] as const)('a paquete %s (registrar: %s) → %j', (estado, registrar, acciones) => {
    expect(accionesPaquete(estado, { registrar })).toEqual(acciones);
  });

  it('checks a visit out once, at the gate', () => {
    expect(accionesAcceso({ salidaEn: null }, { registrar: true })).toEqual(['registrarSalida']);
    expect(accionesAcceso({ salidaEn: '2026-01-01T10:00:00Z' }, { registrar: true })).toEqual([]);
    expect(accionesAcceso({ salidaEn: null }, { registrar: false })).toEqual([]);
  });
});
