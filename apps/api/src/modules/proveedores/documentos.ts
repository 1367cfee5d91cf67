// A proveedor's documents (RUT, cámara de comercio, póliza, SG-SST, certificación bancaria) with their
// expiry: a new upload of a type supersedes the previous one (both kept). One file of 5 MB, PDF or
// image, the type read from the content (file-type), never from the name; stored first and deleted
// again when the row is not written (storedWith).
import { randomUUID } from 'node:crypto';

import { fileTypeFromBuffer } from 'file-type';

import { DOCUMENTO_PROVEEDOR_MAX_BYTES, esProveedorDelConjunto, type TipoDocumentoProveedor } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { storageOf, storedWith } from '../../lib/storage.ts';
import type { Actor } from '../access/actor.ts';
import { rolesInProperty } from '../access/guards.ts';
import { dateOf, hoy } from '../tesoreria/ledger.ts';
import { requireProveedor, requireProveedores } from './access.ts';
import { toDocumentoOutput } from './output.ts';

export const TIPOS_ARCHIVO = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

/** The codes whose message names the refused file. */
type CodigoArchivo = 'PROVEEDOR_ARCHIVO_GRANDE' | 'PROVEEDOR_ARCHIVO_TIPO' | 'EGRESO_SOPORTE_GRANDE' | 'EGRESO_SOPORTE_TIPO';

export interface ArchivoSubido {
  nombre: string;
  bytes: Uint8Array;
}

/** The content type of an uploaded file, or a 400 with the field's message. */
export async function tipoPermitido(
  archivo: ArchivoSubido,
  maxBytes: number,
  codigos: { grande: CodigoArchivo; tipo: CodigoArchivo },
): Promise<string> {
  if (archivo.bytes.byteLength > maxBytes) throw fail.badRequest(codigos.grande, archivo.nombre);
  const tipo = (await fileTypeFromBuffer(archivo.bytes))?.mime;
  if (!tipo || !(TIPOS_ARCHIVO as readonly string[]).includes(tipo)) throw fail.badRequest(codigos.tipo, archivo.nombre);
  return tipo;
}

export async function subirDocumento(
  deps: Deps,
  actor: Actor,
  proveedorId: string,
  data: { tipo: TipoDocumentoProveedor; vence?: string },
  archivo: ArchivoSubido | null,
) {
  const { row: proveedor } = await requireProveedor(deps.db, actor.user, proveedorId, 'manage');
  if (!archivo) throw fail.badRequest('PROVEEDOR_ARCHIVO_FALTANTE');
  const mime = await tipoPermitido(archivo, DOCUMENTO_PROVEEDOR_MAX_BYTES, {
    grande: 'PROVEEDOR_ARCHIVO_GRANDE',
    tipo: 'PROVEEDOR_ARCHIVO_TIPO',
  });
  const clave = `proveedores/${proveedorId}/${randomUUID()}`;
  const row = await storedWith(storageOf(deps.config), [{ key: clave, bytes: archivo.bytes }], () =>
    deps.db.$transaction(async (tx) => {
      const documento = await tx.documentoProveedor.create({
        data: {
          phId: proveedor.phId,
          proveedorId,
          tipo: data.tipo,
          vence: data.vence ? dateOf(data.vence) : null,
          nombre: archivo.nombre.slice(0, 200),
          mime,
          tamano: archivo.bytes.byteLength,
          clave,
          createdAt: deps.clock.now(),
        },
      });
      await audit(tx, {
        actorId: actor.user.id,
        phId: proveedor.phId,
        action: 'proveedor.documento.create',
        entity: 'documento_proveedor',
        entityId: documento.id,
        details: { proveedorId, tipo: data.tipo, vence: data.vence ?? null },
        ip: actor.ip,
      });
      return documento;
    }),
  );
  return toDocumentoOutput(row, hoy(deps.clock));
}

/** The file of a document: the complex's treasury readers, or the person linked to its proveedor. */
export async function descargarDocumento(deps: Deps, actor: Actor, documentoId: string) {
  const row = await deps.db.documentoProveedor.findUnique({
    where: { id: documentoId },
    include: { proveedor: { select: { userId: true } } },
  });
  if (!row?.clave) throw fail.notFound('PROVEEDOR_DOCUMENTO_NO_ENCONTRADO');
  const propio =
    row.proveedor.userId === actor.user.id && esProveedorDelConjunto(await rolesInProperty(deps.db, actor.user, row.phId));
  if (!propio) await requireProveedores(deps.db, actor.user, row.phId, 'read');
  const bytes = await storageOf(deps.config).get(row.clave);
  if (!bytes) throw fail.notFound('PROVEEDOR_DOCUMENTO_NO_ENCONTRADO');
  return { nombre: row.nombre ?? 'documento', tipo: row.mime ?? 'application/octet-stream', bytes };
}
