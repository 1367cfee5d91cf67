// Files attached to a support ticket (issue 33): photos and PDF only — the type read from the content
// (file-type), never from the name — 5 MB each, at most TICKET_ADJUNTOS_MAX per ticket (checked again
// under the ticket row's lock), stored in the house storage (lib/storage.ts). Both sides of the ticket
// attach while it is not closed and download its files; nobody else.
import { randomUUID } from 'node:crypto';

import { fileTypeFromBuffer } from 'file-type';

import { TICKET_ADJUNTO_MAX_BYTES, TICKET_ADJUNTOS_MAX, ticketAdmiteMensajes } from '@horizonte/contracts';
import type { DbClient, TicketAdjunto } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import type { UploadedFile } from '../../http/plain-routes.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { storageOf, storedWith } from '../../lib/storage.ts';
import type { Actor } from '../access/actor.ts';
import { TIPOS_ADJUNTO } from '../pqrs/adjuntos.ts';
import { ticketDelCaller } from './access.ts';
import { leerNombres, toAdjuntoOutput } from './output.ts';

const caben = async (db: DbClient, ticketId: string, nuevos: number) =>
  (await db.ticketAdjunto.count({ where: { ticketId } })) + nuevos <= TICKET_ADJUNTOS_MAX;

export async function adjuntarATicket(deps: Deps, actor: Actor, ticketId: string, archivos: UploadedFile[]) {
  const { ticket } = await ticketDelCaller(deps.db, actor.user, ticketId);
  if (!ticketAdmiteMensajes(ticket.estado)) throw fail.conflict('TICKET_CERRADO');
  if (archivos.length === 0) throw fail.badRequest('TICKET_ADJUNTO_FALTANTE');
  if (!(await caben(deps.db, ticketId, archivos.length)))
    throw fail.badRequest('TICKET_ADJUNTOS_DEMASIADOS', TICKET_ADJUNTOS_MAX);
  const revisados: (UploadedFile & { tipo: string; clave: string })[] = [];
  for (const archivo of archivos) {
    if (archivo.bytes.byteLength > TICKET_ADJUNTO_MAX_BYTES) throw fail.badRequest('TICKET_ADJUNTO_GRANDE', archivo.nombre);
    const tipo = (await fileTypeFromBuffer(archivo.bytes))?.mime;
    if (!tipo || !(TIPOS_ADJUNTO as readonly string[]).includes(tipo))
      throw fail.badRequest('TICKET_ADJUNTO_TIPO', archivo.nombre);
    revisados.push({ ...archivo, tipo, clave: `tickets-soporte/${ticketId}/${randomUUID()}` });
  }
  const ahora = deps.clock.now();
  const creados = await storedWith(
    storageOf(deps.config),
    revisados.map((r) => ({ key: r.clave, bytes: r.bytes })),
    () =>
      deps.db.$transaction(async (tx) => {
        // Parallel uploads wait for each other on the ticket's row: the cap holds for all of them.
        await tx.$queryRaw`SELECT id FROM tickets_soporte WHERE id = ${ticketId}::uuid FOR UPDATE`;
        if (!(await caben(tx, ticketId, revisados.length)))
          throw fail.badRequest('TICKET_ADJUNTOS_DEMASIADOS', TICKET_ADJUNTOS_MAX);
        const filas: TicketAdjunto[] = [];
        for (const r of revisados) {
          filas.push(
            await tx.ticketAdjunto.create({
              data: {
                ticketId,
                autorId: actor.user.id,
                nombre: r.nombre.slice(0, 200),
                tipo: r.tipo,
                tamano: r.bytes.byteLength,
                clave: r.clave,
                creadoEl: ahora,
              },
            }),
          );
        }
        await audit(tx, {
          actorId: actor.user.id,
          phId: ticket.phId,
          action: 'ticket-soporte.adjuntos',
          entity: 'ticket_soporte',
          entityId: ticketId,
          details: { archivos: filas.map((f) => f.nombre) },
          ip: actor.ip,
        });
        return filas;
      }),
  );
  const nombres = await leerNombres(deps.db, [actor.user.id], []);
  return creados.map((a) => toAdjuntoOutput(a, nombres));
}

export async function descargarAdjuntoDeTicket(deps: Deps, actor: Actor, id: string) {
  const adjunto = await deps.db.ticketAdjunto.findUnique({ where: { id } });
  if (!adjunto) throw fail.notFound('TICKET_ADJUNTO_NO_ENCONTRADO');
  await ticketDelCaller(deps.db, actor.user, adjunto.ticketId);
  const bytes = await storageOf(deps.config).get(adjunto.clave);
  if (!bytes) throw fail.notFound('TICKET_ADJUNTO_NO_ENCONTRADO');
  return { nombre: adjunto.nombre, tipo: adjunto.tipo, bytes };
}
