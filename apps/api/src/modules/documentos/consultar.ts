// Reading the library: the documents of a complex the caller may see (filtered by categoría, searched
// by title and description), and one document with every version.
import type { Prisma } from '@horizonte/db';
import type { DocumentoCategoria } from '@horizonte/contracts';
import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { fail } from '../../lib/errors.ts';
import { pageOf, type PageInput } from '../../lib/paginate.ts';
import { normalizeSearch } from '../../lib/text.ts';
import { documentoLegible, lectorDocumentos } from './access.ts';
import { DOCUMENTO_INCLUDE, VERSION_INCLUDE } from './output.ts';

export interface DocumentoFiltro extends PageInput {
  categoria?: DocumentoCategoria;
  q?: string;
  archivados?: 'true' | 'false';
}

export async function listarDocumentos(deps: Deps, actor: Actor, phId: string, filtro: DocumentoFiltro) {
  const lector = await lectorDocumentos(deps.db, actor.user, phId);
  const archivados = filtro.archivados === 'true';
  if (archivados && !lector.admin) throw fail.forbidden();
  const where: Prisma.DocumentoWhereInput = { phId, visibilidad: { in: lector.visibles }, archivadoEn: archivados ? { not: null } : null };
  if (filtro.categoria) where.categoria = filtro.categoria;
  const q = filtro.q ? normalizeSearch(filtro.q) : '';
  if (q) where.searchText = { contains: q };
  const [total, rows] = await Promise.all([
    deps.db.documento.count({ where }),
    deps.db.documento.findMany({ where, include: DOCUMENTO_INCLUDE, orderBy: [{ actualizadoEn: 'desc' }, { id: 'desc' }], ...pageOf(filtro) }),
  ]);
  return { total, rows };
}

export async function verDocumento(deps: Deps, actor: Actor, id: string) {
  await documentoLegible(deps.db, actor.user, id);
  const [documento, versiones] = await Promise.all([
    deps.db.documento.findUniqueOrThrow({ where: { id }, include: DOCUMENTO_INCLUDE }),
    deps.db.documentoVersion.findMany({ where: { documentoId: id }, include: VERSION_INCLUDE, orderBy: { numero: 'desc' } }),
  ]);
  return { documento, versiones };
}
