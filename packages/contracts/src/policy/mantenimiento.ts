// Mantenimiento's policy (issue 29): who reads and who runs a complex's equipment, plans, legal
// calendar and work orders, who approves an orden over the threshold, and the life of an orden. The API
// enforces it on every call (403 for the wrong person, 409 for the wrong estado); the web draws its
// menus and buttons from the same tables. Pure: no database, no I/O.
import { ROLES, type Rol } from '../roles.ts';
import type { PlatformRole } from './community.ts';

export const ESTADOS_ORDEN = ['abierta', 'asignada', 'en_curso', 'terminada', 'verificada', 'cancelada'] as const;
export type EstadoOrden = (typeof ESTADOS_ORDEN)[number];

export const MANTENIMIENTO_ACTIONS = ['read', 'manage', 'aprobar'] as const;
export type MantenimientoAction = (typeof MANTENIMIENTO_ACTIONS)[number];

/**
 * The administration runs maintenance (Ley 675 de 2001, art. 51 num. 4: it keeps the common property
 * in good repair); the consejo reads it and approves the órdenes over the complex's threshold (art. 55:
 * it oversees the administración, and the reglamento may give it approval of expenses). A proveedor
 * sees only the órdenes assigned to it (`relacionOrden`); owners and residents only the orden of their
 * own PQRS; the gate nothing.
 */
const MANTENIMIENTO_POR_ROL: Record<Rol, readonly MantenimientoAction[]> = {
  admin: ['read', 'manage'],
  consejo: ['read', 'aprobar'],
  propietario: [],
  residente: [],
  proveedor: [],
  porteria: [],
};

/** A SUPER_ADMIN may run any complex; support reads (to help an administrator); sales nothing. Nobody at the platform approves for a consejo. */
const MANTENIMIENTO_PLATAFORMA: Record<PlatformRole, readonly MantenimientoAction[]> = {
  SUPER_ADMIN: ['read', 'manage'],
  SOPORTE: ['read'],
  COMERCIAL: [],
};

export function mayOnMantenimiento(
  platformRole: PlatformRole | null,
  roles: readonly Rol[],
  action: MantenimientoAction,
): boolean {
  if (platformRole && MANTENIMIENTO_PLATAFORMA[platformRole].includes(action)) return true;
  return roles.some((rol) => MANTENIMIENTO_POR_ROL[rol].includes(action));
}

/** The complex's roles that hold a maintenance action (who is mailed when an orden needs the consejo's approval). */
export const rolesConMantenimiento = (action: MantenimientoAction): Rol[] =>
  ROLES.filter((rol) => MANTENIMIENTO_POR_ROL[rol].includes(action));

/**
 * A person with the proveedor role of a complex lists the órdenes of the Proveedor linked to them
 * (Proveedor.userId) and nothing else; a removed proveedor reads nothing.
 */
export const veOrdenesDeSuProveedor = (roles: readonly Rol[]): boolean => roles.includes('proveedor');

export interface MantenimientoAccess {
  read: boolean;
  manage: boolean;
  aprobar: boolean;
}

export function mantenimientoAccess(platformRole: PlatformRole | null, roles: readonly Rol[]): MantenimientoAccess {
  return {
    read: mayOnMantenimiento(platformRole, roles, 'read'),
    manage: mayOnMantenimiento(platformRole, roles, 'manage'),
    aprobar: mayOnMantenimiento(platformRole, roles, 'aprobar'),
  };
}

// ---- La orden de trabajo ------------------------------------------------------------------------

/**
 * The status machine of an orden: abierta → asignada → en_curso → terminada → verificada, or cancelada
 * (with a motivo) before it is verified. An asignada may go back to abierta (the proveedor is taken off);
 * a terminada the administration does not accept goes back to en_curso.
 */
export const ORDEN_TRANSICIONES: Record<EstadoOrden, readonly EstadoOrden[]> = {
  abierta: ['asignada', 'cancelada'],
  asignada: ['abierta', 'en_curso', 'cancelada'],
  en_curso: ['terminada', 'cancelada'],
  terminada: ['verificada', 'en_curso', 'cancelada'],
  verificada: [],
  cancelada: [],
};

export const ordenPuedePasar = (desde: EstadoOrden, hacia: EstadoOrden): boolean => ORDEN_TRANSICIONES[desde].includes(hacia);

/** Estados of an orden still being worked (the board's open columns; cumplimiento counts only verified or terminated work). */
export const ORDEN_ESTADOS_ABIERTOS: readonly EstadoOrden[] = ['abierta', 'asignada', 'en_curso', 'terminada'];
export const ordenAbierta = (estado: EstadoOrden): boolean => ORDEN_ESTADOS_ABIERTOS.includes(estado);

/** An orden's work is done (it is the evidence of a plan's occurrence). */
export const ordenHecha = (estado: EstadoOrden): boolean => estado === 'terminada' || estado === 'verificada';

/**
 * How a caller relates to one orden. `access`: the caller's maintenance access in the complex;
 * `proveedorAsignado`: the orden's proveedor is linked to the caller; `solicitantePqrs`: the caller
 * filed the PQRS the orden comes from.
 */
export interface OrdenRelacion {
  access: MantenimientoAccess;
  proveedorAsignado: boolean;
  solicitantePqrs: boolean;
}

/** Who reads an orden at all (anyone else gets 403): the complex's readers, its proveedor, the owner whose PQRS it answers. */
export const mayReadOrden = (r: OrdenRelacion): boolean => r.access.read || r.proveedorAsignado || r.solicitantePqrs;

export const ORDEN_ACCIONES = [
  'editar',
  'asignar',
  'desasignar',
  'iniciar',
  'terminar',
  'verificar',
  'devolver',
  'cancelar',
  'aprobar',
  'adjuntar',
  'calificar',
] as const;
export type OrdenAccion = (typeof ORDEN_ACCIONES)[number];

/** The estado each state-changing action leads to. */
export const ORDEN_ACCION_DESTINO = {
  asignar: 'asignada',
  desasignar: 'abierta',
  iniciar: 'en_curso',
  terminar: 'terminada',
  verificar: 'verificada',
  devolver: 'en_curso',
  cancelar: 'cancelada',
} as const satisfies Partial<Record<OrdenAccion, EstadoOrden>>;

export type AccionDeEstadoOrden = keyof typeof ORDEN_ACCION_DESTINO;

/** The action that takes an orden from one estado to another (for `PUT /ordenes/{id}/estado`), or null when none does. */
export function accionDeTransicion(desde: EstadoOrden, hacia: EstadoOrden): AccionDeEstadoOrden | null {
  if (!ordenPuedePasar(desde, hacia)) return null;
  if (hacia === 'en_curso') return desde === 'terminada' ? 'devolver' : 'iniciar';
  const accion = (Object.keys(ORDEN_ACCION_DESTINO) as AccionDeEstadoOrden[]).find(
    (a) => ORDEN_ACCION_DESTINO[a] === hacia && a !== 'iniciar' && a !== 'devolver',
  );
  return accion ?? null;
}

/** The facts of one orden the actions depend on. */
export interface OrdenHechos {
  estado: EstadoOrden;
  /** Estimated over the complex's threshold and not yet approved by the consejo. */
  pendienteAprobacion: boolean;
  /** The caller already decided on it (one decision per consejo member). */
  yaDecidio: boolean;
  /** Already rated by the owner. */
  calificada: boolean;
}

/**
 * What the caller may do with one orden in its estado. The administration does everything but rate;
 * the assigned proveedor starts and finishes the work and adds evidence; a consejo member with the
 * approval right decides once on an orden pending approval (the consejo approves but does not pay or
 * assign); the owner who filed the PQRS rates it once it is verified.
 */
export function accionesOrden(h: OrdenHechos, r: OrdenRelacion): OrdenAccion[] {
  const acciones: OrdenAccion[] = [];
  const puede = (hacia: EstadoOrden) => ordenPuedePasar(h.estado, hacia);
  const viva = ORDEN_TRANSICIONES[h.estado].length > 0;
  if (r.access.manage) {
    if (viva) acciones.push('editar', 'adjuntar');
    if (puede('asignada') && !h.pendienteAprobacion) acciones.push('asignar');
    if (h.estado === 'asignada') acciones.push('desasignar');
    if (h.estado === 'asignada') acciones.push('iniciar');
    if (h.estado === 'en_curso') acciones.push('terminar');
    if (puede('verificada')) acciones.push('verificar', 'devolver');
    if (puede('cancelada')) acciones.push('cancelar');
  } else if (r.proveedorAsignado) {
    if (h.estado === 'asignada') acciones.push('iniciar');
    if (h.estado === 'en_curso') acciones.push('terminar');
    if (h.estado === 'asignada' || h.estado === 'en_curso') acciones.push('adjuntar');
  }
  if (r.access.aprobar && h.pendienteAprobacion && !h.yaDecidio && viva) acciones.push('aprobar');
  if (r.solicitantePqrs && h.estado === 'verificada' && !h.calificada) acciones.push('calificar');
  return acciones;
}

/** Whether an estimated cost needs the consejo: strictly over the complex's threshold (none set: never). */
export function requiereAprobacion(costoEstimado: number | null, umbral: number | null): boolean {
  return umbral !== null && costoEstimado !== null && costoEstimado > umbral;
}
