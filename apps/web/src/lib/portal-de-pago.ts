// Where a person pays for a unit of a complex (issue 28): the section of their own portal there that
// shows the unit's account («Mis Pagos» in the owner's portal, «Estado de Cuenta» in the resident's),
// read from the portals' registry. The «Pagar ahora» link and the gateway's return page lead there.
import { isRol, type RoleEntry } from '@horizonte/contracts';

import { complexPortalOf } from '../components/portals/complex/registry.ts';

/** The portal sections that show the caller's own units with «Pagar en línea». */
const SECCIONES_DE_PAGO = new Set<string>(['pagos', 'estado-cuenta']);
export type SeccionDePago = 'pagos' | 'estado-cuenta';

export interface PortalDePago {
  identificador: string;
  rol: string;
  seccion: SeccionDePago;
  label: string;
}

/** The first of the caller's portals in the complex that shows its units' accounts. */
export function portalDePago(roles: readonly RoleEntry[], phId: string): PortalDePago | null {
  for (const entry of roles) {
    if (entry.isSuperUser || entry.ph?.id !== phId || !isRol(entry.rol)) continue;
    const seccion = complexPortalOf(entry.rol).sections.find((s) => SECCIONES_DE_PAGO.has(s.key));
    if (seccion)
      return {
        identificador: entry.ph.identificador,
        rol: entry.rol,
        seccion: seccion.key as SeccionDePago,
        label: seccion.label,
      };
  }
  return null;
}

/** The complex the person paid from, kept for the return page (a session that ended meanwhile logs in there). */
const claveConjunto = (intentoId: string) => `horizonte:pago-en-linea:${intentoId}`;
export function recordarConjuntoDelPago(intentoId: string, identificador: string): void {
  try {
    sessionStorage.setItem(claveConjunto(intentoId), identificador);
  } catch {
    // Private mode without storage: the return page falls back to the main login.
  }
}
export function conjuntoDelPago(intentoId: string): string | undefined {
  try {
    return sessionStorage.getItem(claveConjunto(intentoId)) ?? undefined;
  } catch {
    return undefined;
  }
}
