// Portería's policy: who works the gate, who reads it, who authorises visitors, and what may be done
// with an authorisation, a package or a visit in each estado. Pure: no database, no I/O.
import type { AutorizacionEstado, PaqueteEstado } from '../porteria.ts';
import type { Permiso } from '../residente.ts';
import type { Rol } from '../roles.ts';
import { esRolDeUnidad, residentMay, type PlatformRole } from './community.ts';

/**
 * - verTodo: every visitor, package and minuta entry of the complex, and its units for the pickers.
 * - registrar: the gate's work (accesos in and out, packages received and delivered, minuta entries).
 * - autorizarTodas: authorise or revoke visitors for any unit of the complex.
 * - configurar: how long the visitors' personal data is kept.
 */
export const PORTERIA_ACTIONS = ['verTodo', 'registrar', 'autorizarTodas', 'configurar'] as const;
export type PorteriaAction = (typeof PORTERIA_ACTIONS)[number];

/**
 * The administration runs everything; the consejo reads; the porteria role works the gate and reads
 * it (never Tesorería); owners and residents act only through their own units (`mayAuthorizeVisitors`).
 */
const PORTERIA_POR_ROL: Record<Rol, readonly PorteriaAction[]> = {
  admin: PORTERIA_ACTIONS,
  consejo: ['verTodo'],
  porteria: ['verTodo', 'registrar'],
  propietario: [],
  residente: [],
  proveedor: [],
};

const PORTERIA_PLATAFORMA: Record<PlatformRole, readonly PorteriaAction[]> = {
  SUPER_ADMIN: PORTERIA_ACTIONS,
  SOPORTE: ['verTodo'],
  COMERCIAL: [],
};

export function mayOnPorteria(platformRole: PlatformRole | null, roles: readonly Rol[], action: PorteriaAction): boolean {
  if (platformRole && PORTERIA_PLATAFORMA[platformRole].includes(action)) return true;
  return roles.some((rol) => PORTERIA_POR_ROL[rol].includes(action));
}

export type PorteriaAccess = Record<PorteriaAction, boolean>;

export function porteriaAccess(platformRole: PlatformRole | null, roles: readonly Rol[]): PorteriaAccess {
  return Object.fromEntries(PORTERIA_ACTIONS.map((a) => [a, mayOnPorteria(platformRole, roles, a)])) as PorteriaAccess;
}

/** The gate's own work is the portería staff's: it opens their portal on the gate. */
export const worksTheGate = (roles: readonly Rol[]): boolean => roles.includes('porteria');

/** Only owners and residents act through units: nobody else's residencias need reading. */
export const actuaPorSusUnidades = (roles: readonly Rol[]): boolean => roles.some(esRolDeUnidad);

/**
 * May the caller authorise (or revoke) visitors for one unit? The administration for any unit; a
 * person linked to it when one of their residencias there has the `visitantes` permiso.
 */
export function mayAuthorizeVisitors(
  platformRole: PlatformRole | null,
  roles: readonly Rol[],
  permisosEnLaUnidad: readonly (readonly Permiso[])[],
): boolean {
  return mayOnPorteria(platformRole, roles, 'autorizarTodas') || permisosEnLaUnidad.some((p) => residentMay(p, 'visitantes'));
}

// ---- Estados ----------------------------------------------------------------------------------

/** An authorisation is used up by its entries or revoked while activa; vencida is an activa past its end. */
export const AUTORIZACION_TRANSICIONES: Record<AutorizacionEstado, readonly AutorizacionEstado[]> = {
  activa: ['usada', 'revocada'],
  usada: [],
  revocada: [],
  vencida: [],
};

export const PAQUETE_TRANSICIONES: Record<PaqueteEstado, readonly PaqueteEstado[]> = {
  recibido: ['entregado'],
  entregado: [],
};

export type AccionAutorizacion = 'revocar';
export type AccionPaquete = 'entregar';
export type AccionAcceso = 'registrarSalida';

/** What one who may authorise for the unit may do with an authorisation in this (shown) estado. */
export function accionesAutorizacion(estado: AutorizacionEstado, mayAuthorize: boolean): AccionAutorizacion[] {
  return mayAuthorize && AUTORIZACION_TRANSICIONES[estado].includes('revocada') ? ['revocar'] : [];
}

export function accionesPaquete(estado: PaqueteEstado, access: Pick<PorteriaAccess, 'registrar'>): AccionPaquete[] {
  return access.registrar && PAQUETE_TRANSICIONES[estado].includes('entregado') ? ['entregar'] : [];
}

/** A visit still inside may be checked out, once. */
export function accionesAcceso(acceso: { salidaEn: unknown }, access: Pick<PorteriaAccess, 'registrar'>): AccionAcceso[] {
  return access.registrar && !acceso.salidaEn ? ['registrarSalida'] : [];
}
