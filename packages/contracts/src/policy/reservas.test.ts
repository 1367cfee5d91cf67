import { describe, expect, it } from 'vitest';

import {
  accionesReserva,
  cancelacionReserva,
  mayBookFor,
  mayOnReservas,
  RESERVA_POR_DECIDIR,
  RESERVA_TRANSICIONES,
  RESERVAS_ACTIONS,
  reservasAccess,
  slotOcupado,
  slotReservable,
} from './reservas.ts';

// Every caller kind × every action: [platformRole, roles, verZonas, verTodas, administrar].
const MATRIZ = [
  [null, ['admin'], true, true, true],
  [null, ['consejo'], true, true, false],
  [null, ['propietario'], true, false, false],
  [null, ['residente'], true, false, false],
  [null, ['proveedor'], true, false, false],
  [null, ['porteria'], true, false, false],
  [null, [], false, false, false],
  ['SUPER_ADMIN', [], true, true, true],
  ['SOPORTE', [], true, true, false],
  ['COMERCIAL', [], true, false, false],
] as const;

describe('reservas: who may do what', () => {
  it.each(MATRIZ)('%s %j → verZonas %s, verTodas %s, administrar %s', (platformRole, roles, ...esperado) => {
    expect(RESERVAS_ACTIONS.map((a) => mayOnReservas(platformRole, roles, a))).toEqual(esperado);
    expect(Object.values(reservasAccess(platformRole, roles))).toEqual(esperado);
  });

  it('books for a unit with one residencia there holding the reservas permiso', () => {
    expect(mayBookFor([['reservas']])).toBe(true);
    expect(mayBookFor([['pqrs'], ['reservas', 'pqrs']])).toBe(true);
    expect(mayBookFor([['pqrs']])).toBe(false);
    expect(mayBookFor([])).toBe(false);
  });

  it('lists for the administration the bookings it may still approve or reject', () => {
    expect(RESERVA_TRANSICIONES[RESERVA_POR_DECIDIR]).toEqual(expect.arrayContaining(['aprobada', 'rechazada']));
    expect(RESERVA_POR_DECIDIR).toBe('solicitada');
  });

  it.each([
    ['libre', true, false],
    ['ocupado', false, true],
    ['no_disponible', false, false],
  ] as const)('a slot %s may be booked: %s; is taken: %s', (estado, reservable, ocupado) => {
    expect(slotReservable(estado)).toBe(reservable);
    expect(slotOcupado(estado)).toBe(ocupado);
  });

  it('moves a booking only along its life', () => {
    expect(RESERVA_TRANSICIONES).toEqual({
      solicitada: ['aprobada', 'rechazada', 'cancelada'],
      aprobada: ['cumplida', 'no_show', 'cancelada'],
      rechazada: [],
      cumplida: [],
      no_show: [],
      cancelada: [],
    });
  });
});

const inicio = '2026-03-10T15:00:00.000Z';
const cancelableHasta = '2026-03-09T15:00:00.000Z';
const antesDelCorte = new Date('2026-03-09T12:00:00.000Z');
const trasElCorte = new Date('2026-03-10T12:00:00.000Z');
const empezada = new Date('2026-03-10T16:00:00.000Z');
const admin = { administrar: true, unidad: false };
const unidad = { administrar: false, unidad: true };
const nadie = { administrar: false, unidad: false };

describe('reservas: what each caller may do with a booking now', () => {
  it.each([
    ['solicitada', admin, antesDelCorte, ['aprobar', 'rechazar', 'cancelar']],
    ['solicitada', admin, empezada, ['aprobar', 'rechazar', 'cancelar']],
    ['aprobada', admin, antesDelCorte, ['cancelar']],
    ['aprobada', admin, empezada, ['cumplida', 'no_show', 'cancelar']],
    ['rechazada', admin, empezada, []],
    ['cumplida', admin, empezada, []],
    ['no_show', admin, empezada, []],
    ['cancelada', admin, empezada, []],
    ['solicitada', unidad, antesDelCorte, ['cancelar']],
    ['aprobada', unidad, antesDelCorte, ['cancelar']],
    ['aprobada', unidad, trasElCorte, []],
    ['cancelada', unidad, antesDelCorte, []],
    ['aprobada', nadie, antesDelCorte, []],
  ] as const)('%s, for %j at %s → %j', (estado, caller, ahora, acciones) => {
    expect(accionesReserva({ estado, inicio, cancelableHasta }, caller, ahora)).toEqual(acciones);
  });

  it.each([
    ['rechazada', unidad, antesDelCorte, 'transicion'],
    ['aprobada', unidad, antesDelCorte, 'libre'],
    ['aprobada', unidad, new Date(cancelableHasta), 'libre'],
    ['aprobada', unidad, trasElCorte, 'vencida'],
    ['aprobada', { administrar: true, unidad: true }, trasElCorte, 'conMotivo'],
    ['solicitada', admin, antesDelCorte, 'conMotivo'],
    ['solicitada', nadie, antesDelCorte, 'prohibida'],
  ] as const)('cancelling a %s booking, for %j at %s → %s', (estado, caller, ahora, esperado) => {
    expect(cancelacionReserva({ estado, inicio, cancelableHasta }, caller, ahora)).toBe(esperado);
  });
});
