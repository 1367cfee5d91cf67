// Reading the library: the documents of a complex the caller may see (filtered by categoría, searched
// by title and description), and one document with every version.
import type { DocumentoCategoria, DocumentoVisibilidad } from '@horizonte/contracts';
import { columns, Prisma, readRows, table, type RowOf, type TypedSql } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { conAutor } from '../../lib/autor.ts';
import { fail } from '../../lib/errors.ts';
import type { PageInput } from '../../lib/paginate.ts';
import { readPage, type ListaSql } from '../../lib/sql-page.ts';
import { normalizeSearch } from '../../lib/text.ts';
import type { Actor } from '../access/actor.ts';
import { documentoLegible, lectorDocumentos } from './access.ts';
import { DOCUMENTO_INCLUDE, VERSION_INCLUDE, type DocumentoRow, type VersionRow } from './output.ts';

export interface DocumentoFiltro extends PageInput {
  categoria?: DocumentoCategoria;
  q?: string;
  archivados?: 'true' | 'false';
}

/** Which documents a list shows: the complex, the visibilities the caller reads, archived or not, the categoría, the search. */
export interface DocumentosWhere {
  phId: string;
  visibles: DocumentoVisibilidad[];
  archivados: boolean;
  categoria?: DocumentoCategoria;
  /** Already normalised; empty for no search. */
  q: string;
}

const d = table('Documento', 'd');
const v = table('DocumentoVersion', 'v');
const u = table('User', 'u');

/** The documents with their autor's name as "autorNombre" (the current version comes from documentosVersionesSql). */
const DOCUMENTO_COLUMNS = columns(
  d.select(
    'id',
    'phId',
    'autorId',
    'titulo',
    'descripcion',
    'categoria',
    'visibilidad',
    'searchText',
    'archivadoEn',
    'archivadoPorId',
    'motivoArchivo',
    'createdAt',
    'actualizadoEn',
  ),
  u.as({ autorNombre: 'nombre' }),
);

/** A page of the documents the caller may see, the latest updated first. */
export function documentosLista(where: DocumentosWhere): ListaSql<RowOf<typeof DOCUMENTO_COLUMNS>> {
  const categoria = where.categoria ? Prisma.sql`AND d.categoria = ${where.categoria}::"DocumentoCategoria"` : Prisma.empty;
  // Prisma's `contains` is a LIKE that leaves % and _ live: the same pattern keeps the same answers.
  const q = where.q ? Prisma.sql`AND d.search_text LIKE ${`%${where.q}%`}` : Prisma.empty;
  return {
    from: d.from,
    joins: Prisma.sql`LEFT JOIN users u ON u.id = d.autor_id`,
    columns: DOCUMENTO_COLUMNS,
    where: Prisma.sql`d.ph_id = ${where.phId}::uuid AND d.visibilidad::text = ANY(${where.visibles}::text[])
    AND d.archivado_en IS ${where.archivados ? Prisma.sql`NOT NULL` : Prisma.sql`NULL`} ${categoria} ${q}`,
    orderBy: Prisma.sql`d.actualizado_en DESC, d.id DESC`,
  };
}

const VERSION_COLUMNS = columns(
  v.select('id', 'documentoId', 'numero', 'autorId', 'nombre', 'tipo', 'tamano', 'clave', 'createdAt'),
  u.as({ autorNombre: 'nombre' }),
);

/** The current (highest-numbered) version of each of these documents, with its autor's name as "autorNombre". */
export function documentosVersionesSql(ids: string[]): TypedSql<RowOf<typeof VERSION_COLUMNS>> {
  return Prisma.sql`
    SELECT DISTINCT ON (v.documento_id) ${VERSION_COLUMNS}
    FROM documento_versiones v LEFT JOIN users u ON u.id = v.autor_id
    WHERE v.documento_id = ANY(${ids}::uuid[])
    ORDER BY v.documento_id, v.numero DESC`;
}

/** The list as SQL (count, page, then the page's current versions): the library's hottest read. */
export async function listarDocumentos(
  deps: Deps,
  actor: Actor,
  phId: string,
  filtro: DocumentoFiltro,
): Promise<{ total: number; rows: DocumentoRow[] }> {
  const lector = await lectorDocumentos(deps.db, actor.user, phId);
  const archivados = filtro.archivados === 'true';
  if (archivados && !lector.admin) throw fail.forbidden('SIN_ACCESO');
  const q = filtro.q ? normalizeSearch(filtro.q) : '';
  const where: DocumentosWhere = { phId: lector.ph.id, visibles: lector.visibles, archivados, categoria: filtro.categoria, q };
  const { totales, filas: page } = await readPage(deps.db, documentosLista(where), filtro);
  const versiones = page.length === 0 ? [] : await readRows(deps.db, documentosVersionesSql(page.map((d) => d.id)));
  const actual = new Map<string, VersionRow>(versiones.map((v) => [v.documentoId, conAutor(v)]));
  const rows = page.map((d): DocumentoRow => {
    const version = actual.get(d.id);
    return { ...conAutor(d), versiones: version ? [version] : [] };
  });
  return { total: totales.total, rows };
}

export async function verDocumento(deps: Deps, actor: Actor, id: string) {
  await documentoLegible(deps.db, actor.user, id);
  const [documento, versiones] = await Promise.all([
    deps.db.documento.findUniqueOrThrow({ where: { id }, include: DOCUMENTO_INCLUDE }),
    deps.db.documentoVersion.findMany({ where: { documentoId: id }, include: VERSION_INCLUDE, orderBy: { numero: 'desc' } }),
  ]);
  return { documento, versiones };
}
