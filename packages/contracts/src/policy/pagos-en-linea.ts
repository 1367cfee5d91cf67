// Pagos en línea's policy (issue 28): who configures a complex's gateway, who pays for a unit, who
// reads the conciliación. Pure: no database, no I/O. Built on tesorería's rules: the gateway is the
// complex's money, so whoever manages the treasury configures it and resolves its descuadres.
import type { Rol } from '../roles.ts';
import type { PlatformRole } from './community.ts';
import { mayOnTesoreria } from './tesoreria.ts';

export const PAGOS_EN_LINEA_ACTIONS = ['configurar', 'conciliar', 'resolver'] as const;
export type PagosEnLineaAction = (typeof PAGOS_EN_LINEA_ACTIONS)[number];

/**
 * The complex's side: its administration (and a SUPER_ADMIN) configures the gateway and resolves
 * descuadres; the consejo, which oversees the treasury (art. 55), reads the conciliación.
 */
export function mayOnPagosEnLinea(platformRole: PlatformRole | null, roles: readonly Rol[], action: PagosEnLineaAction): boolean {
  return mayOnTesoreria(platformRole, roles, action === 'conciliar' ? 'read' : 'manage');
}

/**
 * Paying for a unit: a person linked to it (owner or resident: both are jointly liable for its
 * expensas, art. 29). Nobody else starts a payment in a unit's name, staff included.
 */
export function mayPagarUnidad(vinculado: boolean): boolean {
  return vinculado;
}

/** One intent: its unit's people, and the complex's treasury readers (admin, consejo, SUPER_ADMIN). */
export function mayVerIntento(platformRole: PlatformRole | null, roles: readonly Rol[], vinculado: boolean): boolean {
  return vinculado || mayOnTesoreria(platformRole, roles, 'read');
}

export interface PagosEnLineaAccess {
  configurar: boolean;
  conciliar: boolean;
  resolver: boolean;
}

export function pagosEnLineaAccess(platformRole: PlatformRole | null, roles: readonly Rol[]): PagosEnLineaAccess {
  return {
    configurar: mayOnPagosEnLinea(platformRole, roles, 'configurar'),
    conciliar: mayOnPagosEnLinea(platformRole, roles, 'conciliar'),
    resolver: mayOnPagosEnLinea(platformRole, roles, 'resolver'),
  };
}
