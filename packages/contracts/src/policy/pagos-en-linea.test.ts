import { describe, expect, it } from 'vitest';

import { intentoPuedePasar, type EstadoIntento } from '../pagos-en-linea.ts';
import { mayPagarUnidad, mayVerIntento, pagosEnLineaAccess } from './pagos-en-linea.ts';

// Every caller kind: [platformRole, roles, configurar, conciliar, resolver].
const MATRIZ = [
  [null, ['admin'], true, true, true],
  [null, ['consejo'], false, true, false],
  [null, ['propietario'], false, false, false],
  [null, ['residente'], false, false, false],
  [null, ['proveedor'], false, false, false],
  [null, ['porteria'], false, false, false],
  [null, [], false, false, false],
  ['SUPER_ADMIN', [], true, true, true],
  ['SOPORTE', [], false, false, false],
  ['COMERCIAL', [], false, false, false],
] as const;

describe('pagos en línea: who may do what', () => {
  it.each(MATRIZ)('%s %j → configurar %s, conciliar %s, resolver %s', (platformRole, roles, configurar, conciliar, resolver) => {
    expect(pagosEnLineaAccess(platformRole, roles)).toEqual({ configurar, conciliar, resolver });
  });

  it.each(MATRIZ)(
    '%s %j sees an intent when linked to its unit, or as a treasury reader (%s)',
    (platformRole, roles, _c, conciliar) => {
      expect(mayVerIntento(platformRole, roles, true)).toBe(true);
      expect(mayVerIntento(platformRole, roles, false)).toBe(conciliar);
    },
  );

  it('only a person linked to the unit pays for it', () => {
    expect(mayPagarUnidad(true)).toBe(true);
    expect(mayPagarUnidad(false)).toBe(false);
  });
});

describe('pagos en línea: the intent state machine', () => {
  it.each([
    ['pendiente', 'aprobado', true],
    ['pendiente', 'rechazado', true],
    ['pendiente', 'error', true],
    ['pendiente', 'expirado', true],
    ['pendiente', 'anulado', false],
    ['aprobado', 'anulado', true],
    ['aprobado', 'rechazado', false],
    ['rechazado', 'aprobado', false],
    ['expirado', 'aprobado', false],
    ['error', 'aprobado', false],
    ['anulado', 'aprobado', false],
  ] as [EstadoIntento, EstadoIntento, boolean][])('%s → %s: %s', (desde, hacia, puede) => {
    expect(intentoPuedePasar(desde, hacia)).toBe(puede);
  });
});
