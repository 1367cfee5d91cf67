// Documentos (issue 16): the complex's library — reglamento, actas, estados financieros, contratos,
// pólizas — each with a categoría, a visibilidad and its versions. Nothing is deleted: a document is
// archived with a motivo, and the old versions of a file stay downloadable.
import { z } from 'zod';

import { isoDate, pageFields, requiredText, uuidField } from './fields.ts';

export const DOCUMENTO_CATEGORIAS = ['reglamento', 'actas', 'estados_financieros', 'contratos', 'polizas', 'otros'] as const;
export type DocumentoCategoria = (typeof DOCUMENTO_CATEGORIAS)[number];
export const DOCUMENTO_VISIBILIDADES = ['todos', 'propietarios', 'consejo', 'administracion'] as const;
export type DocumentoVisibilidad = (typeof DOCUMENTO_VISIBILIDADES)[number];

export const DOCUMENTO_CATEGORIA_LABELS: Record<DocumentoCategoria, string> = {
  reglamento: 'Reglamento',
  actas: 'Actas',
  estados_financieros: 'Estados financieros',
  contratos: 'Contratos',
  polizas: 'Pólizas',
  otros: 'Otros',
};

export const DOCUMENTO_VISIBILIDAD_LABELS: Record<DocumentoVisibilidad, string> = {
  todos: 'Todos',
  propietarios: 'Propietarios',
  consejo: 'Consejo',
  administracion: 'Solo administración',
};

/** 20 MB per file. */
export const DOCUMENTO_MAX_BYTES = 20 * 1024 * 1024;

export const DOCUMENTO_MSG = {
  notFound: 'El documento no existe',
  versionNotFound: 'La versión no existe',
  tituloRequired: 'El título es obligatorio',
  categoriaInvalid: 'Elige la categoría: reglamento, actas, estados financieros, contratos, pólizas u otros',
  visibilidadInvalid: 'Elige quién lo puede ver: todos, propietarios, consejo o solo la administración',
  motivoRequired: 'Indica el motivo del archivo',
  archivoFaltante: 'Adjunta el archivo (campo «archivo»)',
  archivoGrande: (nombre: string) => `${nombre} supera el tamaño máximo de 20 MB`,
  archivoTipo: (nombre: string) =>
    `${nombre}: solo se aceptan PDF, imágenes (JPG, PNG, WebP) y documentos de Office (Word, Excel)`,
  archivado: 'El documento está archivado: no admite cambios',
  sinPermiso: 'Tu unidad no tiene habilitado el módulo de documentos',
  created: 'Documento publicado',
  versionCreated: 'Nueva versión publicada',
  updated: 'Documento actualizado',
  archived: 'Documento archivado',
} as const;

const categoriaField = z.enum(DOCUMENTO_CATEGORIAS, { error: DOCUMENTO_MSG.categoriaInvalid });
const visibilidadField = z.enum(DOCUMENTO_VISIBILIDADES, { error: DOCUMENTO_MSG.visibilidadInvalid });

/** The metadata of a document (the form fields of the multipart upload, besides «archivo»). */
export const documentoMetadata = z.object({
  titulo: requiredText(DOCUMENTO_MSG.tituloRequired, 200),
  descripcion: z.string().trim().max(2000).default(''),
  categoria: categoriaField,
  visibilidad: visibilidadField,
});
export type DocumentoMetadata = z.infer<typeof documentoMetadata>;

export const documentoListInput = z.object({
  id: uuidField,
  categoria: categoriaField.optional(),
  q: z.string().trim().max(100).optional(),
  /** Administration only: include archived documents. */
  archivados: z.enum(['true', 'false']).optional(),
  ...pageFields,
});
export type DocumentoListInput = z.input<typeof documentoListInput>;

export const documentoIdInput = z.object({ id: uuidField });
export const documentoUpdateInput = documentoMetadata.extend({ id: uuidField });
export type DocumentoUpdateInput = z.input<typeof documentoUpdateInput>;
export const documentoArchivarInput = z.object({ id: uuidField, motivo: requiredText(DOCUMENTO_MSG.motivoRequired, 2000) });

const persona = z.object({ id: z.string(), nombre: z.string() });

export const documentoVersionOutput = z.object({
  id: z.string(),
  numero: z.number().int(),
  nombre: z.string(),
  tipo: z.string(),
  tamano: z.number().int(),
  autor: persona,
  url: z.string().describe('GET con el mismo token de sesión'),
  createdAt: isoDate,
});
export type DocumentoVersionOutput = z.infer<typeof documentoVersionOutput>;

export const documentoOutput = z.object({
  id: z.string(),
  phId: z.string(),
  titulo: z.string(),
  descripcion: z.string(),
  categoria: categoriaField,
  visibilidad: visibilidadField,
  autor: persona,
  archivado: z.object({ en: isoDate, motivo: z.string() }).nullable(),
  /** The current (latest) version. */
  version: documentoVersionOutput,
  createdAt: isoDate,
  actualizadoEn: isoDate,
});
export type DocumentoOutput = z.infer<typeof documentoOutput>;

export const documentoSingleOutput = z.object({
  success: z.literal(true),
  documento: documentoOutput,
  message: z.string().optional(),
});
export const documentoDetailOutput = z.object({
  success: z.literal(true),
  documento: documentoOutput,
  /** Every version, newest first. */
  versiones: z.array(documentoVersionOutput),
});
export const documentoListOutput = z.object({
  success: z.literal(true),
  documentos: z.array(documentoOutput),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
