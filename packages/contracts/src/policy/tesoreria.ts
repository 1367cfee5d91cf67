// Tesorería's policy: who reads and who changes a complex's money, and which estados of a facturación,
// a pago or a presupuesto allow which change. Pure: no database, no I/O.
import type { Rol } from '../roles.ts';
import type { ESTADOS_FACTURACION, ESTADOS_PRESUPUESTO, Pago } from '../tesoreria/schemas.ts';
import type { PlatformRole } from './community.ts';

export type EstadoFacturacion = (typeof ESTADOS_FACTURACION)[number];
export type EstadoPresupuesto = (typeof ESTADOS_PRESUPUESTO)[number];
export type EstadoPago = Pago['estado'];

export const TESORERIA_ACTIONS = ['read', 'manage'] as const;
export type TesoreriaAction = (typeof TESORERIA_ACTIONS)[number];

/**
 * A complex's treasury (cuentas, pagos, cartera): its administration manages it, the consejo reads it
 * (Ley 675 de 2001, art. 55: the consejo oversees the administración). Owners, residents, providers
 * and the gate read none of it (their own units' accounts come through `mayReadCuentaUnidad`).
 */
const TESORERIA_POR_ROL: Record<Rol, readonly TesoreriaAction[]> = {
  admin: ['read', 'manage'],
  consejo: ['read'],
  propietario: [],
  residente: [],
  proveedor: [],
  porteria: [],
};

/** Of the platform staff only a SUPER_ADMIN, who may manage any complex: support and sales may not read anyone's debts. */
const TESORERIA_PLATAFORMA: Record<PlatformRole, readonly TesoreriaAction[]> = {
  SUPER_ADMIN: ['read', 'manage'],
  SOPORTE: [],
  COMERCIAL: [],
};

export function mayOnTesoreria(platformRole: PlatformRole | null, roles: readonly Rol[], action: TesoreriaAction): boolean {
  if (platformRole && TESORERIA_PLATAFORMA[platformRole].includes(action)) return true;
  return roles.some((rol) => TESORERIA_POR_ROL[rol].includes(action));
}

export interface TesoreriaAccess {
  read: boolean;
  manage: boolean;
}

export function tesoreriaAccess(platformRole: PlatformRole | null, roles: readonly Rol[]): TesoreriaAccess {
  return { read: mayOnTesoreria(platformRole, roles, 'read'), manage: mayOnTesoreria(platformRole, roles, 'manage') };
}

/**
 * One unit's account (estado de cuenta, recibos, paz y salvo): the treasury's readers, or a person
 * linked to the unit, since whoever lives in it is jointly liable for its expensas (Ley 675, art. 29).
 */
export function mayReadCuentaUnidad(platformRole: PlatformRole | null, roles: readonly Rol[], vinculado: boolean): boolean {
  return vinculado || mayOnTesoreria(platformRole, roles, 'read');
}

// ---- Estados ----------------------------------------------------------------------------------

/** A billing run: a borrador is emitted once; borrador or emitida may be annulled (a reversal, never a delete). */
export const FACTURACION_TRANSICIONES: Record<EstadoFacturacion, readonly EstadoFacturacion[]> = {
  borrador: ['emitida', 'anulada'],
  emitida: ['anulada'],
  anulada: [],
};

/** A payment applied may be annulled with a motivo; an annulled one stays as it is. */
export const PAGO_TRANSICIONES: Record<EstadoPago, readonly EstadoPago[]> = {
  aplicado: ['anulado'],
  anulado: [],
};

/** A budget is edited while borrador and approved once, with the acta of the asamblea (art. 38, num. 3). */
export const PRESUPUESTO_TRANSICIONES: Record<EstadoPresupuesto, readonly EstadoPresupuesto[]> = {
  borrador: ['aprobado'],
  aprobado: [],
};

export const facturacionPuedePasar = (desde: EstadoFacturacion, hacia: EstadoFacturacion): boolean =>
  FACTURACION_TRANSICIONES[desde].includes(hacia);
export const pagoPuedePasar = (desde: EstadoPago, hacia: EstadoPago): boolean => PAGO_TRANSICIONES[desde].includes(hacia);
export const presupuestoPuedePasar = (desde: EstadoPresupuesto, hacia: EstadoPresupuesto): boolean =>
  PRESUPUESTO_TRANSICIONES[desde].includes(hacia);

export type AccionFacturacion = 'emitir' | 'anular';
export type AccionPago = 'anular';
export type AccionPresupuesto = 'editar' | 'aprobar';

/** What the caller may do with one billing run in this estado. */
export function accionesFacturacion(estado: EstadoFacturacion, access: TesoreriaAccess): AccionFacturacion[] {
  if (!access.manage) return [];
  const acciones: AccionFacturacion[] = [];
  if (facturacionPuedePasar(estado, 'emitida')) acciones.push('emitir');
  if (facturacionPuedePasar(estado, 'anulada')) acciones.push('anular');
  return acciones;
}

/** What the caller may do with one payment in this estado. */
export function accionesPago(estado: EstadoPago, access: TesoreriaAccess): AccionPago[] {
  return access.manage && pagoPuedePasar(estado, 'anulado') ? ['anular'] : [];
}

/** What the caller may do with one budget in this estado: only a borrador changes. */
export function accionesPresupuesto(estado: EstadoPresupuesto, access: TesoreriaAccess): AccionPresupuesto[] {
  return access.manage && presupuestoPuedePasar(estado, 'aprobado') ? ['editar', 'aprobar'] : [];
}

/** Annulling an emitted run asks a motivo: payments may have been applied to its charges (they are applied again). */
export const facturacionAnulacionPideMotivo = (estado: EstadoFacturacion): boolean => estado === 'emitida';
