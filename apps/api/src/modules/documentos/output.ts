import type { DocumentoOutput, DocumentoVersionOutput } from '@horizonte/contracts';
import type { Documento, DocumentoVersion } from '@horizonte/db';

type Persona = { id: string; nombre: string };
export type VersionRow = DocumentoVersion & { autor: Persona };
export type DocumentoRow = Documento & { autor: Persona; versiones: VersionRow[] };

const persona = { select: { id: true, nombre: true } } as const;

/** The Prisma include that gives a DocumentoRow (only the current version). */
export const DOCUMENTO_INCLUDE = {
  autor: persona,
  versiones: { include: { autor: persona }, orderBy: { numero: 'desc' }, take: 1 },
} as const;

export const VERSION_INCLUDE = { autor: persona } as const;

export function toVersionOutput(row: VersionRow): DocumentoVersionOutput {
  return {
    id: row.id,
    numero: row.numero,
    nombre: row.nombre,
    tipo: row.tipo,
    tamano: row.tamano,
    autor: row.autor,
    url: `/api/documentos/${row.documentoId}/versiones/${row.id}/archivo`,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDocumentoOutput(row: DocumentoRow): DocumentoOutput {
  const [actual] = row.versiones;
  if (!actual) throw new Error(`Documento ${row.id} sin versiones`);
  return {
    id: row.id,
    phId: row.phId,
    titulo: row.titulo,
    descripcion: row.descripcion,
    categoria: row.categoria,
    visibilidad: row.visibilidad,
    autor: row.autor,
    archivado: row.archivadoEn ? { en: row.archivadoEn.toISOString(), motivo: row.motivoArchivo ?? '' } : null,
    version: toVersionOutput(actual),
    createdAt: row.createdAt.toISOString(),
    actualizadoEn: row.actualizadoEn.toISOString(),
  };
}
