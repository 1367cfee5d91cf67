// Attachments of a PQRS and its comments: at most 5 files of 5 MB per PQRS or comment (checked under
// the PQRS row's lock), photos and PDF only, the type read from the content (file-type), never from
// the name; each file counts against the hour's quotas (cuotas.ts). Whoever may see the
// PQRS may download its files, except the files of internal notes (staff only).
import { randomUUID } from 'node:crypto';

import { fileTypeFromBuffer } from 'file-type';

import { PQRS_ADJUNTO_MAX_BYTES, PQRS_ADJUNTOS_MAX } from '@horizonte/contracts';
import type { PqrsAdjunto, Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { storageOf, storedWith } from '../../lib/storage.ts';
import type { Actor } from '../access/actor.ts';
import { loadPqrsAccess } from './access.ts';
import { consumeAdjuntos } from './cuotas.ts';
import { registrarEvento } from './eventos.ts';

export const TIPOS_ADJUNTO = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

export interface Archivo {
  nombre: string;
  bytes: Uint8Array;
}

export async function adjuntarArchivos(
  deps: Deps,
  actor: Actor,
  pqrsId: string,
  comentarioId: string | undefined,
  archivos: Archivo[],
) {
  const access = await loadPqrsAccess(deps.db, actor.user, pqrsId);
  if (!access.manage && !access.asignado && !access.solicitante) throw fail.forbidden('SIN_ACCESO');
  if (comentarioId) {
    const comentario = await deps.db.pqrsComentario.findFirst({ where: { id: comentarioId, pqrsId } });
    if (!comentario) throw fail.notFound('PQRS_COMENTARIO_NO_ENCONTRADO');
    if (comentario.autorId !== actor.user.id) throw fail.forbidden('SIN_ACCESO');
  }
  if (archivos.length === 0) throw fail.badRequest('PQRS_ADJUNTO_FALTANTE');
  const cabenMas = async (db: Pick<Prisma.TransactionClient, 'pqrsAdjunto'>) =>
    (await db.pqrsAdjunto.count({ where: { pqrsId, comentarioId: comentarioId ?? null } })) + archivos.length <=
    PQRS_ADJUNTOS_MAX;
  if (!(await cabenMas(deps.db))) throw fail.badRequest('PQRS_ADJUNTOS_DEMASIADOS', PQRS_ADJUNTOS_MAX);
  const revisados: (Archivo & { tipo: string; clave: string })[] = [];
  for (const archivo of archivos) {
    if (archivo.bytes.byteLength > PQRS_ADJUNTO_MAX_BYTES) throw fail.badRequest('PQRS_ADJUNTO_GRANDE', archivo.nombre);
    const tipo = (await fileTypeFromBuffer(archivo.bytes))?.mime;
    if (!tipo || !(TIPOS_ADJUNTO as readonly string[]).includes(tipo)) throw fail.badRequest('PQRS_ADJUNTO_TIPO', archivo.nombre);
    revisados.push({ ...archivo, tipo, clave: `pqrs/${pqrsId}/${randomUUID()}` });
  }
  await consumeAdjuntos(deps, actor, access.pqrs.phId, revisados.length);
  const ahora = deps.clock.now();
  const archivosGuardados = revisados.map((r) => ({ key: r.clave, bytes: r.bytes }));
  return storedWith(storageOf(deps.config), archivosGuardados, () =>
    deps.db.$transaction(async (tx) => {
      // The cap is checked again under the PQRS row's lock, in the transaction that writes the rows:
      // parallel uploads wait for each other, so 20 requests at once still leave at most 5 files.
      await tx.$queryRaw`SELECT id FROM pqrs WHERE id = ${pqrsId}::uuid FOR UPDATE`;
      if (!(await cabenMas(tx))) throw fail.badRequest('PQRS_ADJUNTOS_DEMASIADOS', PQRS_ADJUNTOS_MAX);
      const creados: PqrsAdjunto[] = [];
      for (const r of revisados) {
        creados.push(
          await tx.pqrsAdjunto.create({
            data: {
              pqrsId,
              comentarioId: comentarioId ?? null,
              autorId: actor.user.id,
              nombre: r.nombre.slice(0, 200),
              tipo: r.tipo,
              tamano: r.bytes.byteLength,
              clave: r.clave,
              createdAt: ahora,
            },
          }),
        );
      }
      const interno = comentarioId ? (await tx.pqrsComentario.findUniqueOrThrow({ where: { id: comentarioId } })).interno : false;
      await registrarEvento(tx, {
        pqrsId,
        actorId: actor.user.id,
        tipo: 'comentario',
        texto: `Adjuntó ${creados.map((c) => c.nombre).join(', ')}`,
        interno,
        at: ahora,
      });
      await audit(tx, {
        actorId: actor.user.id,
        phId: access.pqrs.phId,
        action: 'pqrs.adjuntos',
        entity: 'pqrs',
        entityId: pqrsId,
        details: { archivos: creados.length },
        ip: actor.ip,
      });
      return creados;
    }),
  );
}

export async function descargarAdjunto(deps: Deps, actor: Actor, id: string) {
  const adjunto = await deps.db.pqrsAdjunto.findUnique({ where: { id } });
  if (!adjunto) throw fail.notFound('PQRS_ADJUNTO_NO_ENCONTRADO');
  const access = await loadPqrsAccess(deps.db, actor.user, adjunto.pqrsId);
  if (adjunto.comentarioId && !access.staff) {
    const comentario = await deps.db.pqrsComentario.findUnique({ where: { id: adjunto.comentarioId } });
    if (comentario?.interno) throw fail.forbidden('SIN_ACCESO');
  }
  const bytes = await storageOf(deps.config).get(adjunto.clave);
  if (!bytes) throw fail.notFound('PQRS_ADJUNTO_NO_ENCONTRADO');
  return { adjunto, bytes };
}
