// Changes to the library, by the administration only, each audited: publishing a document with its
// first file, a new version (the old ones stay), its metadata, and archiving it with a motivo
// (nothing is deleted).
import {
  documentosSegunPermiso,
  ROLES,
  visibilidadesPara,
  type DocumentoMetadata,
  type DocumentoVisibilidad,
  type Permiso,
  type Rol,
} from '@horizonte/contracts';
import { Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { normalizeSearch } from '../../lib/text.ts';
import type { Actor } from '../access/actor.ts';
import { notificar } from '../notificaciones/notificar.ts';
import { documentoEditable, lectorDocumentos } from './access.ts';
import { conArchivoGuardado, type Archivo } from './archivo.ts';
import { DOCUMENTO_INCLUDE, type DocumentoRow } from './output.ts';

const searchText = (m: { titulo: string; descripcion: string }) => normalizeSearch(`${m.titulo} ${m.descripcion}`);

/** The roles that read a visibilidad, by the shared policy. */
const rolesQueLeen = (visibilidad: DocumentoVisibilidad): Rol[] =>
  ROLES.filter((rol) => visibilidadesPara(null, [rol]).includes(visibilidad));

const PERMISO_DOCUMENTOS: Permiso = 'documentos';

/**
 * A new document's audience (issue 32): whoever holds one of `roles` in the complex — a role the
 * `documentos` permiso gates (the residente's) only while one of their units there has it or they have
 * none, as lectorDocumentos decides who may open it (residenteLeeDocumentos): nobody is told of a
 * document they cannot read.
 */
function lectoresSql(phId: string, roles: readonly Rol[]): Prisma.Sql {
  const conPermiso = roles.filter((rol) => documentosSegunPermiso([rol]));
  return Prisma.sql`SELECT r.user_id FROM user_roles r
    WHERE r.ph_id = ${phId}::uuid AND r.rol::text = ANY(${roles}::text[])
      AND (r.rol::text <> ALL(${conPermiso}::text[])
           OR (SELECT COALESCE(bool_or(${PERMISO_DOCUMENTOS}::"Permiso" = ANY(s.permisos)), true)
               FROM residentes s JOIN apartamentos a ON a.id = s.apartamento_id
               WHERE s.user_id = r.user_id AND a.ph_id = r.ph_id))`;
}

export async function publicarDocumento(
  deps: Deps,
  actor: Actor,
  phId: string,
  metadata: DocumentoMetadata,
  archivo: Archivo | undefined,
): Promise<DocumentoRow> {
  const lector = await lectorDocumentos(deps.db, actor.user, phId);
  if (!lector.admin) throw fail.forbidden('SIN_ACCESO');
  const ahora = deps.clock.now();
  return conArchivoGuardado(deps, phId, archivo, (guardado) =>
    deps.db.$transaction(async (tx) => {
      const documento = await tx.documento.create({
        data: {
          phId,
          autorId: actor.user.id,
          ...metadata,
          searchText: searchText(metadata),
          createdAt: ahora,
          actualizadoEn: ahora,
          versiones: { create: { numero: 1, autorId: actor.user.id, ...guardado, createdAt: ahora } },
        },
        include: DOCUMENTO_INCLUDE,
      });
      await audit(tx, {
        actorId: actor.user.id,
        phId,
        action: 'documento.create',
        entity: 'documento',
        entityId: documento.id,
        details: { ...metadata, archivo: guardado.nombre },
        ip: actor.ip,
      });
      const roles = rolesQueLeen(metadata.visibilidad);
      await notificar(deps, tx, {
        destinatarios: lectoresSql(phId, roles),
        excepto: actor.user.id,
        phId,
        tipo: 'documento_publicado',
        titulo: `Nuevo documento: ${metadata.titulo}`,
        cuerpo: 'Ya está disponible en los documentos del conjunto.',
        enlace: '/ph/{ph}/{rol}/documentos',
        portales: roles,
      });
      return documento;
    }),
  );
}

export async function nuevaVersion(deps: Deps, actor: Actor, id: string, archivo: Archivo | undefined): Promise<DocumentoRow> {
  const documento = await documentoEditable(deps.db, actor.user, id);
  const ahora = deps.clock.now();
  return conArchivoGuardado(deps, documento.phId, archivo, (guardado) =>
    deps.db.$transaction(async (tx) => {
      const ultima = await tx.documentoVersion.aggregate({ where: { documentoId: id }, _max: { numero: true } });
      const numero = (ultima._max.numero ?? 0) + 1;
      await tx.documentoVersion.create({
        data: { documentoId: id, numero, autorId: actor.user.id, ...guardado, createdAt: ahora },
      });
      const actualizado = await tx.documento.update({
        where: { id },
        data: { actualizadoEn: ahora },
        include: DOCUMENTO_INCLUDE,
      });
      await audit(tx, {
        actorId: actor.user.id,
        phId: documento.phId,
        action: 'documento.version',
        entity: 'documento',
        entityId: id,
        details: { numero, archivo: guardado.nombre },
        ip: actor.ip,
      });
      return actualizado;
    }),
  );
}

export async function actualizarDocumento(
  deps: Deps,
  actor: Actor,
  id: string,
  metadata: DocumentoMetadata,
): Promise<DocumentoRow> {
  const antes = await documentoEditable(deps.db, actor.user, id);
  return deps.db.$transaction(async (tx) => {
    const documento = await tx.documento.update({
      where: { id },
      data: { ...metadata, searchText: searchText(metadata), actualizadoEn: deps.clock.now() },
      include: DOCUMENTO_INCLUDE,
    });
    const anterior = {
      titulo: antes.titulo,
      descripcion: antes.descripcion,
      categoria: antes.categoria,
      visibilidad: antes.visibilidad,
    };
    await audit(tx, {
      actorId: actor.user.id,
      phId: antes.phId,
      action: 'documento.update',
      entity: 'documento',
      entityId: id,
      details: { anterior, nuevo: metadata },
      ip: actor.ip,
    });
    return documento;
  });
}

export async function archivarDocumento(deps: Deps, actor: Actor, id: string, motivo: string): Promise<DocumentoRow> {
  const antes = await documentoEditable(deps.db, actor.user, id);
  const ahora = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    // Guarded on archivadoEn so two archivings at once cannot both win.
    const { count } = await tx.documento.updateMany({
      where: { id, archivadoEn: null },
      data: { archivadoEn: ahora, archivadoPorId: actor.user.id, motivoArchivo: motivo },
    });
    if (count === 0) throw fail.conflict('DOCUMENTO_ARCHIVADO');
    await audit(tx, {
      actorId: actor.user.id,
      phId: antes.phId,
      action: 'documento.archive',
      entity: 'documento',
      entityId: id,
      details: { motivo },
      ip: actor.ip,
    });
    return tx.documento.findUniqueOrThrow({ where: { id }, include: DOCUMENTO_INCLUDE });
  });
}
