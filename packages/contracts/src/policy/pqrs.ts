// PQRS' policy: the life of a PQRS (Ley 1755 de 2015 art. 14) and who may do what with one. The API
// enforces it on every call (403 for the wrong person, 409 for the wrong estado); the web draws its
// buttons from the same table. Pure: no database, no I/O.
import type { PqrsEstado } from '../pqrs.ts';
import type { Rol } from '../roles.ts';

/**
 * The status machine: which estado may follow which. `respondida` is reached only through the answer
 * (POST /respuesta); `radicada` only by filing; `anulada` is final.
 */
export const PQRS_TRANSICIONES: Record<PqrsEstado, readonly PqrsEstado[]> = {
  radicada: ['en_tramite', 'respondida', 'anulada'],
  en_tramite: ['en_espera_solicitante', 'respondida', 'anulada'],
  en_espera_solicitante: ['en_tramite', 'anulada'],
  respondida: ['cerrada', 'reabierta'],
  cerrada: ['reabierta'],
  reabierta: ['en_tramite', 'en_espera_solicitante', 'respondida', 'anulada'],
  anulada: [],
};

export const pqrsPuedePasar = (desde: PqrsEstado, hacia: PqrsEstado): boolean => PQRS_TRANSICIONES[desde].includes(hacia);

/** Estados in which the term runs and the PQRS still waits for an answer (it may be assigned and extended). */
export const PQRS_ESTADOS_ABIERTOS: readonly PqrsEstado[] = ['radicada', 'en_tramite', 'en_espera_solicitante', 'reabierta'];
export const pqrsAbierta = (estado: PqrsEstado): boolean => PQRS_ESTADOS_ABIERTOS.includes(estado);

/** Filing: the complex's owners and residents (a resident also needs the `pqrs` permiso of their unit). */
export const mayRadicarPqrs = (roles: readonly Rol[]): boolean => roles.includes('propietario') || roles.includes('residente');

/** The roles a PQRS may be assigned to; the assignee works on it only while still holding one. */
export const PQRS_ROLES_ASIGNABLES: readonly Rol[] = ['admin', 'proveedor'];
export const puedeSerAsignado = (roles: readonly Rol[]): boolean => roles.some((rol) => PQRS_ROLES_ASIGNABLES.includes(rol));

/**
 * How a caller relates to one PQRS. `lector`: reads the complex's community (admin, consejo, platform
 * staff); `manage`: its administration (admin, SUPER_ADMIN); `solicitante`: filed it; `asignado`: it is
 * assigned to them and they still hold a role it can be assigned to.
 */
export interface PqrsRelacion {
  lector: boolean;
  manage: boolean;
  solicitante: boolean;
  asignado: boolean;
}

/** Who reads a PQRS at all (anyone else gets 403): the complex's readers, its filer, its assignee. */
export const mayReadPqrs = (r: PqrsRelacion): boolean => r.lector || r.solicitante || r.asignado;

/** Internal notes are for the complex's readers and the assignee, never for the filer. */
export const leeNotasInternas = (r: PqrsRelacion): boolean => r.lector || r.asignado;

export const PQRS_ACCIONES = [
  'tramitar',
  'esperar',
  'responder',
  'cerrar',
  'reabrir',
  'anular',
  'asignar',
  'prorrogar',
  'comentar',
  'comentarInterno',
] as const;
export type PqrsAccion = (typeof PQRS_ACCIONES)[number];

/** The estado each state-changing action leads to. */
export const PQRS_ACCION_DESTINO = {
  tramitar: 'en_tramite',
  esperar: 'en_espera_solicitante',
  responder: 'respondida',
  cerrar: 'cerrada',
  reabrir: 'reabierta',
  anular: 'anulada',
} as const satisfies Partial<Record<PqrsAccion, PqrsEstado>>;

const destino = (accion: keyof typeof PQRS_ACCION_DESTINO) => (estado: PqrsEstado) =>
  pqrsPuedePasar(estado, PQRS_ACCION_DESTINO[accion]);
/** An annulled PQRS is finished: no way out, and nothing more is written on it. */
const noFinal = (estado: PqrsEstado) => PQRS_TRANSICIONES[estado].length > 0;

/**
 * Each action: who may ask for it (else 403) and in which estados (else 409). The filer reopens and may
 * close an answered PQRS; the administration does the rest; the assignee comments (internal notes too);
 * the consejo only reads.
 */
const REGLAS: Record<PqrsAccion, { quien(r: PqrsRelacion): boolean; cuando(estado: PqrsEstado): boolean }> = {
  tramitar: { quien: (r) => r.manage, cuando: destino('tramitar') },
  esperar: { quien: (r) => r.manage, cuando: destino('esperar') },
  responder: { quien: (r) => r.manage, cuando: destino('responder') },
  cerrar: { quien: (r) => r.manage || r.solicitante, cuando: destino('cerrar') },
  reabrir: { quien: (r) => r.solicitante, cuando: destino('reabrir') },
  anular: { quien: (r) => r.manage, cuando: destino('anular') },
  asignar: { quien: (r) => r.manage, cuando: pqrsAbierta },
  prorrogar: { quien: (r) => r.manage, cuando: pqrsAbierta },
  comentar: { quien: (r) => r.manage || r.asignado || r.solicitante, cuando: noFinal },
  comentarInterno: { quien: (r) => r.manage || r.asignado, cuando: noFinal },
};

/** May this caller ask for `accion` at all (regardless of the estado)? false: the API answers 403. */
export const mayOnPqrs = (r: PqrsRelacion, accion: PqrsAccion): boolean => REGLAS[accion].quien(r);

/** Does the PQRS' estado admit `accion`? false: the API answers 409. */
export const pqrsAdmite = (estado: PqrsEstado, accion: PqrsAccion): boolean => REGLAS[accion].cuando(estado);

/** The actions this caller has on this PQRS now: what the web offers and the API accepts. */
export const accionesPqrs = (pqrs: { estado: PqrsEstado }, r: PqrsRelacion): PqrsAccion[] =>
  PQRS_ACCIONES.filter((accion) => mayOnPqrs(r, accion) && pqrsAdmite(pqrs.estado, accion));
