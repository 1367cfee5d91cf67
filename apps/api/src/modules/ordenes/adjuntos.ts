// Evidence of an orden (the administration, or its proveedor while asignada or en curso) and the photos
// and documents of an activo (the administration): photos and PDF only, the type read from the content
// (file-type), never from the name; at most ADJUNTOS_MANTENIMIENTO_MAX per orden or activo, checked
// again under the row's lock. Whoever may read the orden (or the complex's maintenance, for an activo)
// downloads its files.
import { randomUUID } from 'node:crypto';

import { fileTypeFromBuffer } from 'file-type';

import {
  ADJUNTO_MANTENIMIENTO_MAX_BYTES,
  ADJUNTOS_MANTENIMIENTO_MAX,
  ADJUNTOS_MANTENIMIENTO_POR_SUBIDA,
} from '@horizonte/contracts';
import type { AdjuntoMantenimiento, Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { storageOf, storedWith } from '../../lib/storage.ts';
import type { Actor } from '../access/actor.ts';
import { loadOrdenAccess, requireMantenimiento } from './access.ts';

const TIPOS = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

export interface Archivo {
  nombre: string;
  bytes: Uint8Array;
}

type Destino = { ordenId: string; activoId?: undefined } | { activoId: string; ordenId?: undefined };

async function revisar(archivos: Archivo[]) {
  if (archivos.length === 0) throw fail.badRequest('ORDEN_ADJUNTO_FALTANTE');
  if (archivos.length > ADJUNTOS_MANTENIMIENTO_POR_SUBIDA)
    throw fail.badRequest('ORDEN_ADJUNTOS_DEMASIADOS', ADJUNTOS_MANTENIMIENTO_POR_SUBIDA);
  const revisados: (Archivo & { tipo: string })[] = [];
  for (const archivo of archivos) {
    if (archivo.bytes.byteLength > ADJUNTO_MANTENIMIENTO_MAX_BYTES) throw fail.badRequest('ORDEN_ADJUNTO_GRANDE', archivo.nombre);
    const tipo = (await fileTypeFromBuffer(archivo.bytes))?.mime;
    if (!tipo || !(TIPOS as readonly string[]).includes(tipo)) throw fail.badRequest('ORDEN_ADJUNTO_TIPO', archivo.nombre);
    revisados.push({ ...archivo, tipo });
  }
  return revisados;
}

async function guardar(deps: Deps, actor: Actor, phId: string, destino: Destino, archivos: Archivo[]) {
  const revisados = (await revisar(archivos)).map((r) => ({ ...r, clave: `mantenimiento/${phId}/${randomUUID()}` }));
  const ahora = deps.clock.now();
  return storedWith(
    storageOf(deps.config),
    revisados.map((r) => ({ key: r.clave, bytes: r.bytes })),
    () =>
      deps.db.$transaction(async (tx) => {
        // Parallel uploads wait for each other on the orden's (activo's) row, so the cap holds.
        if (destino.ordenId) await tx.$queryRaw`SELECT id FROM ordenes_trabajo WHERE id = ${destino.ordenId}::uuid FOR UPDATE`;
        else await tx.$queryRaw`SELECT id FROM activos WHERE id = ${destino.activoId}::uuid FOR UPDATE`;
        const donde: Prisma.AdjuntoMantenimientoWhereInput = destino.ordenId
          ? { ordenId: destino.ordenId }
          : { activoId: destino.activoId };
        if ((await tx.adjuntoMantenimiento.count({ where: donde })) + revisados.length > ADJUNTOS_MANTENIMIENTO_MAX)
          throw fail.badRequest('ORDEN_ADJUNTOS_DEMASIADOS', ADJUNTOS_MANTENIMIENTO_POR_SUBIDA);
        const creados: AdjuntoMantenimiento[] = [];
        for (const r of revisados)
          creados.push(
            await tx.adjuntoMantenimiento.create({
              data: {
                phId,
                ordenId: destino.ordenId ?? null,
                activoId: destino.activoId ?? null,
                autorId: actor.user.id,
                nombre: r.nombre.slice(0, 200),
                tipo: r.tipo,
                tamano: r.bytes.byteLength,
                clave: r.clave,
                createdAt: ahora,
              },
            }),
          );
        if (destino.ordenId) {
          const { estado } = await tx.ordenTrabajo.findUniqueOrThrow({
            where: { id: destino.ordenId },
            select: { estado: true },
          });
          await tx.ordenEvento.create({
            data: {
              ordenId: destino.ordenId,
              actorId: actor.user.id,
              desde: estado,
              hacia: estado,
              nota: `Adjuntó ${creados.map((c) => c.nombre).join(', ')}`,
              createdAt: ahora,
            },
          });
        }
        await audit(tx, {
          actorId: actor.user.id,
          phId,
          action: destino.ordenId ? 'orden.adjuntos' : 'activo.adjuntos',
          entity: destino.ordenId ? 'orden' : 'activo',
          entityId: destino.ordenId ?? destino.activoId,
          details: { archivos: creados.length },
          ip: actor.ip,
        });
        return creados;
      }),
  );
}

export async function adjuntarAOrden(deps: Deps, actor: Actor, ordenId: string, archivos: Archivo[]) {
  const { orden, acciones } = await loadOrdenAccess(deps.db, actor.user, ordenId);
  if (!acciones.includes('adjuntar')) throw fail.forbidden('SIN_ACCESO');
  return guardar(deps, actor, orden.phId, { ordenId }, archivos);
}

export async function adjuntarAActivo(deps: Deps, actor: Actor, activoId: string, archivos: Archivo[]) {
  const activo = await deps.db.activo.findFirst({ where: { id: activoId, ph: { deletedAt: null } }, select: { phId: true } });
  if (!activo) throw fail.notFound('ORDEN_ACTIVO_NO_ENCONTRADO');
  await requireMantenimiento(deps.db, actor.user, activo.phId, 'manage');
  return guardar(deps, actor, activo.phId, { activoId }, archivos);
}

export async function descargarAdjuntoMantenimiento(deps: Deps, actor: Actor, id: string) {
  const adjunto = await deps.db.adjuntoMantenimiento.findFirst({ where: { id, ph: { deletedAt: null } } });
  if (!adjunto) throw fail.notFound('ORDEN_ADJUNTO_NO_ENCONTRADO');
  if (adjunto.ordenId) await loadOrdenAccess(deps.db, actor.user, adjunto.ordenId);
  else await requireMantenimiento(deps.db, actor.user, adjunto.phId, 'read');
  const bytes = await storageOf(deps.config).get(adjunto.clave);
  if (!bytes) throw fail.notFound('ORDEN_ADJUNTO_NO_ENCONTRADO');
  return { adjunto, bytes };
}
