// Who reads which documents of a complex: this file loads the complex, the caller's roles and (for a
// resident) their units' permisos; the rules are the shared policy's (visibilidadesPara and the rest
// of packages/contracts/src/policy/documentos.ts). Unknown complex or document → 404; a complex where
// the caller reads nothing → 403. Archived documents exist only for the administration.
import {
  documentosRefusal,
  documentosSegunPermiso,
  mayOnDocumentos,
  residenteLeeDocumentos,
  visibilidadesPara,
  type DocumentoVisibilidad,
} from '@horizonte/contracts';
import type { DbClient, Documento, PH } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import { propertyAccess, unidadesDelCaller, type Caller } from '../access/guards.ts';

export interface LectorDocumentos {
  ph: PH;
  /** The administration: reads every visibility and the archived documents, and makes every change. */
  admin: boolean;
  visibles: DocumentoVisibilidad[];
}

export async function lectorDocumentos(db: DbClient, caller: Caller, phId: string): Promise<LectorDocumentos> {
  const { ph, roles } = await propertyAccess(db, caller, phId);
  const admin = mayOnDocumentos(caller.platformRole, roles, 'administrar');
  const residenteConPermiso = documentosSegunPermiso(roles)
    ? residenteLeeDocumentos((await unidadesDelCaller(db, caller, phId)).map((r) => r.permisos))
    : true;
  const refusal = documentosRefusal(caller.platformRole, roles, residenteConPermiso);
  if (refusal) throw fail.forbidden(refusal === 'sinPermiso' ? 'DOCUMENTO_SIN_PERMISO' : 'SIN_ACCESO');
  const visibles = visibilidadesPara(caller.platformRole, roles, residenteConPermiso);
  return { ph, admin, visibles };
}

/** One document the caller may read (its complex's rules applied). */
export async function documentoLegible(
  db: DbClient,
  caller: Caller,
  id: string,
): Promise<{ documento: Documento; lector: LectorDocumentos }> {
  const documento = await db.documento.findFirst({ where: { id, ph: { deletedAt: null } } });
  if (!documento) throw fail.notFound('DOCUMENTO_NO_ENCONTRADO');
  const lector = await lectorDocumentos(db, caller, documento.phId);
  if (!lector.admin && documento.archivadoEn) throw fail.notFound('DOCUMENTO_NO_ENCONTRADO');
  if (!lector.visibles.includes(documento.visibilidad)) throw fail.forbidden('SIN_ACCESO');
  return { documento, lector };
}

/** A document the administration changes: 403 for anyone else, 409 once archived. */
export async function documentoEditable(db: DbClient, caller: Caller, id: string): Promise<Documento> {
  const { documento, lector } = await documentoLegible(db, caller, id);
  if (!lector.admin) throw fail.forbidden('SIN_ACCESO');
  if (documento.archivadoEn) throw fail.conflict('DOCUMENTO_ARCHIVADO');
  return documento;
}
