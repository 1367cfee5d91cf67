// Documentos' policy: which visibilities each role reads (the rest of the rules of the library —
// who uploads, edits, archives — follow from `manage` on the property). Pure: no database, no I/O.
import { DOCUMENTO_VISIBILIDADES, type DocumentoVisibilidad } from '../documentos.ts';
import type { Rol } from '../roles.ts';
import type { PlatformRole } from './community.ts';

/**
 * Which visibilities a role may read (the administration reads all; the consejo, besides its own,
 * what the owners read; owners what is for everyone and for owners; the rest of the residents only
 * what is for everyone). Providers and the porter's lodge read none.
 * «propietarios» is where the actas go: the law puts them at the owners' disposal (Ley 675 de 2001,
 * art. 47), not at every tenant's.
 */
const VISIBLES_POR_ROL: Record<Rol, readonly DocumentoVisibilidad[]> = {
  admin: DOCUMENTO_VISIBILIDADES,
  consejo: ['todos', 'propietarios', 'consejo'],
  propietario: ['todos', 'propietarios'],
  residente: ['todos'],
  proveedor: [],
  porteria: [],
};

/** Platform staff: the super admin administers; support reads like the consejo; sales reads none. */
const VISIBLES_POR_PLATAFORMA: Record<PlatformRole, readonly DocumentoVisibilidad[]> = {
  SUPER_ADMIN: DOCUMENTO_VISIBILIDADES,
  SOPORTE: ['todos', 'propietarios', 'consejo'],
  COMERCIAL: [],
};

/**
 * The visibilities a caller may read in one complex. `residenteConPermiso` is false when every unit
 * of a resident has the `documentos` permiso turned off (an owner's role is not gated by it).
 */
export function visibilidadesPara(
  platformRole: PlatformRole | null,
  roles: readonly Rol[],
  residenteConPermiso = true,
): DocumentoVisibilidad[] {
  const visibles = new Set<DocumentoVisibilidad>(platformRole ? VISIBLES_POR_PLATAFORMA[platformRole] : []);
  for (const rol of roles) {
    if (rol === 'residente' && !residenteConPermiso) continue;
    for (const v of VISIBLES_POR_ROL[rol]) visibles.add(v);
  }
  return DOCUMENTO_VISIBILIDADES.filter((v) => visibles.has(v));
}
