// The one way a use case tells people something (issue 32): the notifications go into the center in
// one INSERT inside the caller's transaction, and ONE job delivers them to the other channels once
// that transaction commits (nothing is told of a change that rolled back).
import { randomUUID } from 'node:crypto';

import { pushPayload, type Rol, type TipoNotificacionId } from '@horizonte/contracts';
import { Prisma, type DbClient, type SqlTransaction } from '@horizonte/db';

import type { Deps } from '../../deps.ts';

export interface Aviso {
  /**
   * Who is told: user ids, or a query whose rows have one column `user_id` (recipients read in the
   * same statement: one INSERT … SELECT). Duplicates are told once.
   */
  destinatarios: readonly string[] | Prisma.Sql;
  /** The complex it is about (null: a platform notice). */
  phId: string | null;
  tipo: TipoNotificacionId;
  titulo: string;
  cuerpo: string;
  /**
   * A same-origin path of the web app: the thing itself. In a complex's portal, write `{ph}` for its
   * identificador and `{rol}` for the portal segment (`/ph/{ph}/{rol}/porteria`): each recipient gets
   * their own portal, the first of `portales` they hold in the complex.
   */
  enlace: string;
  /** Someone never told (whoever caused the event: the author of a comunicado is not notified of it). */
  excepto?: string;
  /**
   * Told once: nobody gets a second notification of this tipo with this enlace (a job retried after
   * its mail failed notifies again otherwise).
   */
  unaVez?: boolean;
  /** The portals the link prefers, in order (default: PORTALES_POR_DEFECTO). */
  portales?: readonly Rol[];
}

/** A resident's or owner's own portal before the admin-type ones: most notices are about their unit. */
const PORTALES_POR_DEFECTO: readonly Rol[] = ['propietario', 'residente', 'admin', 'consejo', 'porteria', 'proveedor'];

/** Texts cut to what a push message carries (the center shows the same). */
function ajustar(texto: string, max: number): string {
  const limpio = texto.replace(/\s+/g, ' ').trim();
  return limpio.length <= max ? limpio : `${limpio.slice(0, max - 1)}…`;
}

/** The SELECT of the recipients' user ids (`user_id`). */
function seleccion(destinatarios: Aviso['destinatarios']): Prisma.Sql {
  if (!Array.isArray(destinatarios)) return destinatarios as Prisma.Sql;
  return Prisma.sql`SELECT unnest(${[...destinatarios]}::uuid[]) AS user_id`;
}

/**
 * The INSERT … SELECT … RETURNING id, con_push of the notifications: a use case whose write is already
 * one statement adds it there as a CTE (`WITH n AS (${insertarNotificaciones(…)})`), selects
 * `porEntregarSql` from it and calls `entregar` with those ids, instead of calling `notificar`.
 * `con_push`: the recipient has a device to push to. Without one the delivery job would find nothing to
 * send (push is its only channel), so it is not enqueued at all: most people of a complex have none.
 */
export function insertarNotificaciones(deps: Pick<Deps, 'clock'>, aviso: Aviso): Prisma.Sql {
  const texto = pushPayload.parse({
    id: randomUUID(),
    titulo: ajustar(aviso.titulo, 120),
    cuerpo: ajustar(aviso.cuerpo, 300),
    enlace: aviso.enlace,
  });
  const portales = [...(aviso.portales ?? PORTALES_POR_DEFECTO)];
  // Each recipient's portal: the first role of `portales` they hold in the complex (else the first one).
  let enlace = Prisma.sql`${texto.enlace}::text`;
  if (aviso.phId && texto.enlace.includes('{ph}'))
    enlace = Prisma.sql`replace(${enlace}, '{ph}', (SELECT identificador FROM ph WHERE id = ${aviso.phId}::uuid))`;
  if (aviso.phId && texto.enlace.includes('{rol}'))
    enlace = Prisma.sql`replace(${enlace}, '{rol}', COALESCE((
          SELECT r.rol::text FROM user_roles r
          WHERE r.user_id = d.user_id AND r.ph_id = ${aviso.phId}::uuid AND r.rol::text = ANY(${portales}::text[])
          ORDER BY array_position(${portales}::text[], r.rol::text) LIMIT 1), ${portales[0]}))`;
  return Prisma.sql`
    INSERT INTO notificaciones (id, user_id, ph_id, tipo, titulo, cuerpo, enlace, creada)
    SELECT gen_random_uuid(), d.user_id, ${aviso.phId}::uuid, ${aviso.tipo}, ${texto.titulo}, ${texto.cuerpo}, ${enlace}, ${deps.clock.now()}
    FROM (SELECT DISTINCT user_id FROM (${seleccion(aviso.destinatarios)}) s
          WHERE user_id IS NOT NULL ${aviso.excepto ? Prisma.sql`AND user_id <> ${aviso.excepto}::uuid` : Prisma.empty}) d
    ${
      aviso.unaVez
        ? Prisma.sql`WHERE NOT EXISTS (SELECT 1 FROM notificaciones o
                       WHERE o.user_id = d.user_id AND o.tipo = ${aviso.tipo} AND o.enlace = ${enlace})`
        : Prisma.empty
    }
    RETURNING id, EXISTS (SELECT 1 FROM push_suscripciones s WHERE s.user_id = notificaciones.user_id) AS con_push`;
}

/** A row `insertarNotificaciones` returns. */
export interface NotificacionInsertada {
  id: string;
  con_push: boolean;
}

/** From the CTE `n` of `insertarNotificaciones`: the ids the delivery job has a device for (a uuid[]). */
export const porEntregarSql = Prisma.sql`(SELECT coalesce(array_agg(n.id) FILTER (WHERE n.con_push), '{}') FROM n)`;

/** The same, from the rows `insertarNotificaciones` returned. */
export const porEntregar = (filas: readonly NotificacionInsertada[]): string[] =>
  filas.filter((f) => f.con_push).map((f) => f.id);

/** Enqueues the one delivery job of notifications just inserted (`porEntregar`; nothing when there are none). */
export async function entregar(
  deps: Pick<Deps, 'jobs'>,
  db: DbClient | SqlTransaction,
  tipo: TipoNotificacionId,
  ids: string[],
): Promise<void> {
  if (ids.length > 0) await deps.jobs.send(db, 'notificaciones.entregar', { tipo, ids });
}

/**
 * Inserts one notification per recipient (in `db`, the caller's transaction) and enqueues the one
 * delivery job. Returns how many people were told.
 */
export async function notificar(deps: Pick<Deps, 'jobs' | 'clock'>, db: DbClient, aviso: Aviso): Promise<number> {
  if (Array.isArray(aviso.destinatarios) && aviso.destinatarios.length === 0) return 0;
  const filas = await db.$queryRaw<NotificacionInsertada[]>(insertarNotificaciones(deps, aviso));
  await entregar(deps, db, aviso.tipo, porEntregar(filas));
  return filas.length;
}
