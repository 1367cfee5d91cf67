// Documentos' policy: which visibilities each role reads, who runs the library (uploads, edits,
// versions, archives, sees the archived) and what may be done with a document in its estado. Pure:
// no database, no I/O.
import { DOCUMENTO_VISIBILIDADES, type DocumentoVisibilidad } from '../documentos.ts';
import type { Permiso } from '../residente.ts';
import type { Rol } from '../roles.ts';
import { residentMay, type PlatformRole } from './community.ts';

/** administrar: publish, edit, upload a new version, archive, and read the archived documents. */
export const DOCUMENTOS_ACTIONS = ['administrar'] as const;
export type DocumentosAction = (typeof DOCUMENTOS_ACTIONS)[number];

const DOCUMENTOS_POR_ROL: Record<Rol, readonly DocumentosAction[]> = {
  admin: ['administrar'],
  consejo: [],
  propietario: [],
  residente: [],
  proveedor: [],
  porteria: [],
};

const DOCUMENTOS_PLATAFORMA: Record<PlatformRole, readonly DocumentosAction[]> = {
  SUPER_ADMIN: ['administrar'],
  SOPORTE: [],
  COMERCIAL: [],
};

export function mayOnDocumentos(platformRole: PlatformRole | null, roles: readonly Rol[], action: DocumentosAction): boolean {
  if (platformRole && DOCUMENTOS_PLATAFORMA[platformRole].includes(action)) return true;
  return roles.some((rol) => DOCUMENTOS_POR_ROL[rol].includes(action));
}

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

/** Only the residente role is gated by its units' `documentos` permiso (an owner's role is not). */
export const documentosSegunPermiso = (roles: readonly Rol[]): boolean => roles.includes('residente');

/**
 * A resident's role reads documents unless every unit they live in has the `documentos` permiso off
 * (with no unit yet, the role alone counts).
 */
export const residenteLeeDocumentos = (permisosDeSusUnidades: readonly (readonly Permiso[])[]): boolean =>
  permisosDeSusUnidades.length === 0 || permisosDeSusUnidades.some((p) => residentMay(p, 'documentos'));

/**
 * Why a caller reads nothing in a complex: 'sinPermiso' for a resident only held back by the permiso
 * (told so), 'forbidden' otherwise; null when they read something.
 */
export function documentosRefusal(
  platformRole: PlatformRole | null,
  roles: readonly Rol[],
  residenteConPermiso: boolean,
): 'sinPermiso' | 'forbidden' | null {
  if (visibilidadesPara(platformRole, roles, residenteConPermiso).length > 0) return null;
  const soloResidente = roles.length > 0 && roles.every((rol) => rol === 'residente');
  return soloResidente && !residenteConPermiso ? 'sinPermiso' : 'forbidden';
}

export type AccionDocumento = 'editar' | 'nuevaVersion' | 'archivar';

/** An archived document is history: nothing changes it any more (the API answers 409). */
export function accionesDocumento(documento: { archivado: unknown }, administrar: boolean): AccionDocumento[] {
  return administrar && !documento.archivado ? ['editar', 'nuevaVersion', 'archivar'] : [];
}
