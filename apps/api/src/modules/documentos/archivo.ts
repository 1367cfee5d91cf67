// The file of a document version: at most 20 MB, PDF, photos or Office (Word, Excel), the type read
// from the content (file-type), never from the name; stored through the same storage as the PQRS
// attachments. Whoever may read the document may download any of its versions.
import { randomUUID } from 'node:crypto';

import { fileTypeFromBuffer } from 'file-type';

import { DOCUMENTO_MAX_BYTES } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import { storageOf, storedWith } from '../../lib/storage.ts';
import type { Actor } from '../access/actor.ts';
import { documentoLegible } from './access.ts';

export const TIPOS_DOCUMENTO_ARCHIVO = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

export interface Archivo {
  nombre: string;
  bytes: Uint8Array;
}

export interface ArchivoGuardado {
  nombre: string;
  tipo: string;
  tamano: number;
  clave: string;
}

/**
 * Checks the file (400 in Spanish when it is missing, too large or of another type), stores it and
 * runs `registrar` with it (the transaction that writes its version); when that fails the file is
 * deleted again, so no file is left without its row.
 */
export async function conArchivoGuardado<T>(
  deps: Deps,
  phId: string,
  archivo: Archivo | undefined,
  registrar: (guardado: ArchivoGuardado) => Promise<T>,
): Promise<T> {
  if (!archivo || archivo.bytes.byteLength === 0) throw fail.badRequest('DOCUMENTO_ARCHIVO_FALTANTE');
  const nombre = archivo.nombre.slice(0, 200) || 'documento';
  if (archivo.bytes.byteLength > DOCUMENTO_MAX_BYTES) throw fail.badRequest('DOCUMENTO_ARCHIVO_GRANDE', nombre);
  const tipo = (await fileTypeFromBuffer(archivo.bytes))?.mime;
  if (!tipo || !(TIPOS_DOCUMENTO_ARCHIVO as readonly string[]).includes(tipo))
    throw fail.badRequest('DOCUMENTO_ARCHIVO_TIPO', nombre);
  const clave = `documentos/${phId}/${randomUUID()}`;
  return storedWith(storageOf(deps.config), [{ key: clave, bytes: archivo.bytes }], () =>
    registrar({ nombre, tipo, tamano: archivo.bytes.byteLength, clave }),
  );
}

export async function descargarVersion(deps: Deps, actor: Actor, documentoId: string, versionId: string) {
  await documentoLegible(deps.db, actor.user, documentoId);
  const version = await deps.db.documentoVersion.findFirst({ where: { id: versionId, documentoId } });
  if (!version) throw fail.notFound('VERSION_NO_ENCONTRADA');
  const bytes = await storageOf(deps.config).get(version.clave);
  if (!bytes) throw fail.notFound('VERSION_NO_ENCONTRADA');
  return { version, bytes };
}
