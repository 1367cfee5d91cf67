import { describe, expect, it } from 'vitest';

import { PQRS_ESTADOS, type PqrsEstado } from '../pqrs.ts';
import type { Rol } from '../roles.ts';
import {
  accionesPqrs,
  leeNotasInternas,
  mayOnPqrs,
  mayRadicarPqrs,
  mayReadPqrs,
  PQRS_ACCIONES,
  PQRS_TRANSICIONES,
  pqrsAbierta,
  pqrsAdmite,
  pqrsPuedePasar,
  puedeSerAsignado,
  type PqrsAccion,
  type PqrsRelacion,
} from './pqrs.ts';

const nadie: PqrsRelacion = { lector: false, manage: false, solicitante: false, asignado: false };
const admin: PqrsRelacion = { ...nadie, lector: true, manage: true };
const consejo: PqrsRelacion = { ...nadie, lector: true };
const solicitante: PqrsRelacion = { ...nadie, solicitante: true };
const asignado: PqrsRelacion = { ...nadie, asignado: true };

describe('the PQRS status machine', () => {
  // Every pair of estados: allowed exactly when the table lists it.
  const permitidas: [PqrsEstado, PqrsEstado][] = [
    ['radicada', 'en_tramite'],
    ['radicada', 'respondida'],
    ['radicada', 'anulada'],
    ['en_tramite', 'en_espera_solicitante'],
    ['en_tramite', 'respondida'],
    ['en_tramite', 'anulada'],
    ['en_espera_solicitante', 'en_tramite'],
    ['en_espera_solicitante', 'anulada'],
    ['respondida', 'cerrada'],
    ['respondida', 'reabierta'],
    ['cerrada', 'reabierta'],
    ['reabierta', 'en_tramite'],
    ['reabierta', 'en_espera_solicitante'],
    ['reabierta', 'respondida'],
    ['reabierta', 'anulada'],
  ];
  const filas = PQRS_ESTADOS.flatMap((desde) =>
    PQRS_ESTADOS.map((hacia) => [desde, hacia, permitidas.some(([d, h]) => d === desde && h === hacia)] as const),
  );
  it.each(filas)('%s → %s: %s', (desde, hacia, permitida) => {
    expect(pqrsPuedePasar(desde, hacia)).toBe(permitida);
  });

  it('has an exit from every estado but anulada', () => {
    expect(PQRS_ESTADOS.filter((e) => PQRS_TRANSICIONES[e].length === 0)).toEqual(['anulada']);
  });

  it.each([
    ['radicada', true],
    ['en_tramite', true],
    ['en_espera_solicitante', true],
    ['reabierta', true],
    ['respondida', false],
    ['cerrada', false],
    ['anulada', false],
  ] as const)('%s is open (the term runs): %s', (estado, abierta) => {
    expect(pqrsAbierta(estado)).toBe(abierta);
  });
});

describe('who may do what with a PQRS', () => {
  it.each([
    [['propietario'], true],
    [['residente'], true],
    [['admin', 'residente'], true],
    [['admin'], false],
    [['consejo'], false],
    [['proveedor'], false],
    [['porteria'], false],
    [[], false],
  ] as [Rol[], boolean][])('files a PQRS with roles %j: %s', (roles, may) => {
    expect(mayRadicarPqrs(roles)).toBe(may);
  });

  it.each([
    [['admin'], true],
    [['proveedor'], true],
    [['consejo', 'proveedor'], true],
    [['consejo'], false],
    [['propietario', 'residente', 'porteria'], false],
    [[], false],
  ] as [Rol[], boolean][])('is assigned one with roles %j: %s', (roles, may) => {
    expect(puedeSerAsignado(roles)).toBe(may);
  });

  it.each([
    ['admin', admin, true, true],
    ['consejo', consejo, true, true],
    ['solicitante', solicitante, true, false],
    ['asignado', asignado, true, true],
    ['nadie', nadie, false, false],
  ] as const)('%s reads it: %s; reads internal notes: %s', (_quien, r, lee, internas) => {
    expect(mayReadPqrs(r)).toBe(lee);
    expect(leeNotasInternas(r)).toBe(internas);
  });

  // Who may ask for each action (regardless of the estado): else 403.
  const quien: Record<PqrsAccion, { admin: boolean; consejo: boolean; solicitante: boolean; asignado: boolean }> = {
    tramitar: { admin: true, consejo: false, solicitante: false, asignado: false },
    esperar: { admin: true, consejo: false, solicitante: false, asignado: false },
    responder: { admin: true, consejo: false, solicitante: false, asignado: false },
    cerrar: { admin: true, consejo: false, solicitante: true, asignado: false },
    reabrir: { admin: false, consejo: false, solicitante: true, asignado: false },
    anular: { admin: true, consejo: false, solicitante: false, asignado: false },
    asignar: { admin: true, consejo: false, solicitante: false, asignado: false },
    prorrogar: { admin: true, consejo: false, solicitante: false, asignado: false },
    comentar: { admin: true, consejo: false, solicitante: true, asignado: true },
    comentarInterno: { admin: true, consejo: false, solicitante: false, asignado: true },
  };
  const relaciones = { admin, consejo, solicitante, asignado };
  it.each(
    PQRS_ACCIONES.flatMap((accion) =>
      (Object.keys(relaciones) as (keyof typeof relaciones)[]).map((q) => [accion, q, quien[accion][q]] as const),
    ),
  )('%s by %s: %s', (accion, q, may) => {
    expect(mayOnPqrs(relaciones[q], accion)).toBe(may);
    expect(mayOnPqrs(nadie, accion)).toBe(false);
  });

  // In which estados each action is admitted: else 409.
  const cuando: Record<PqrsAccion, readonly PqrsEstado[]> = {
    tramitar: ['radicada', 'en_espera_solicitante', 'reabierta'],
    esperar: ['en_tramite', 'reabierta'],
    responder: ['radicada', 'en_tramite', 'reabierta'],
    cerrar: ['respondida'],
    reabrir: ['respondida', 'cerrada'],
    anular: ['radicada', 'en_tramite', 'en_espera_solicitante', 'reabierta'],
    asignar: ['radicada', 'en_tramite', 'en_espera_solicitante', 'reabierta'],
    prorrogar: ['radicada', 'en_tramite', 'en_espera_solicitante', 'reabierta'],
    comentar: ['radicada', 'en_tramite', 'en_espera_solicitante', 'respondida', 'cerrada', 'reabierta'],
    comentarInterno: ['radicada', 'en_tramite', 'en_espera_solicitante', 'respondida', 'cerrada', 'reabierta'],
  };
  it.each(
    PQRS_ACCIONES.flatMap((accion) => PQRS_ESTADOS.map((estado) => [accion, estado, cuando[accion].includes(estado)] as const)),
  )('%s on a %s PQRS: %s', (accion, estado, admite) => {
    expect(pqrsAdmite(estado, accion)).toBe(admite);
  });

  it.each([
    ['radicada', admin, ['tramitar', 'responder', 'anular', 'asignar', 'prorrogar', 'comentar', 'comentarInterno']],
    ['respondida', admin, ['cerrar', 'comentar', 'comentarInterno']],
    ['cerrada', admin, ['comentar', 'comentarInterno']],
    ['anulada', admin, []],
    ['respondida', solicitante, ['cerrar', 'reabrir', 'comentar']],
    ['cerrada', solicitante, ['reabrir', 'comentar']],
    ['en_tramite', solicitante, ['comentar']],
    ['en_tramite', asignado, ['comentar', 'comentarInterno']],
    ['en_tramite', consejo, []],
  ] as const)('offers on a %s PQRS to %j: %j', (estado, r, acciones) => {
    expect(accionesPqrs({ estado }, r)).toEqual(acciones);
  });
});
