// The notification center (issue 32): a person's own notifications, newest first, paged by keyset,
// with how many are unread; marking one or all as read. Only their owner ever reads or marks them.
import type { NotificacionesListInput } from '@horizonte/contracts';
import { Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';

export interface NotificacionRow {
  id: string;
  phId: string | null;
  tipo: string;
  titulo: string;
  cuerpo: string;
  enlace: string;
  creada: Date;
  leidaEn: Date | null;
}

/** `siguiente`: the last row's creada and id — where the next page starts. */
const cursorDe = (n: NotificacionRow) => `${n.creada.toISOString()}_${n.id}`;

export async function listarNotificaciones({ db }: Deps, actor: Actor, input: NotificacionesListInput) {
  const userId = actor.user.id;
  const limite = input.limite;
  let antesDe = Prisma.empty;
  if (input.antesDe) {
    const corte = input.antesDe.lastIndexOf('_');
    const creada = new Date(input.antesDe.slice(0, corte));
    if (Number.isNaN(creada.getTime())) throw fail.badRequest('ENTRADA_INVALIDA');
    antesDe = Prisma.sql`AND (creada, id) < (${creada}, ${input.antesDe.slice(corte + 1)}::uuid)`;
  }
  const [filas, [cuenta]] = await Promise.all([
    db.$queryRaw<NotificacionRow[]>`
      SELECT id, ph_id AS "phId", tipo, titulo, cuerpo, enlace, creada, leida_en AS "leidaEn"
      FROM notificaciones WHERE user_id = ${userId}::uuid ${antesDe}
      ORDER BY creada DESC, id DESC LIMIT ${limite + 1}`,
    db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM notificaciones WHERE user_id = ${userId}::uuid AND leida_en IS NULL`,
  ]);
  const pagina = filas.slice(0, limite);
  return {
    notificaciones: pagina,
    noLeidas: cuenta!.n,
    siguiente: filas.length > limite ? cursorDe(pagina.at(-1)!) : null,
  };
}

const noLeidas = (db: Deps['db'], userId: string) => db.notificacion.count({ where: { userId, leidaEn: null } });

/** Marks one of the caller's notifications as read; someone else's answers 404 like an unknown id. */
export async function marcarLeida({ db, clock }: Deps, actor: Actor, id: string): Promise<number> {
  const userId = actor.user.id;
  const propia = await db.notificacion.findFirst({ where: { id, userId }, select: { leidaEn: true } });
  if (!propia) throw fail.notFound('NOTIFICACION_NO_ENCONTRADA');
  if (!propia.leidaEn) await db.notificacion.updateMany({ where: { id, userId, leidaEn: null }, data: { leidaEn: clock.now() } });
  return noLeidas(db, userId);
}

export async function marcarTodasLeidas({ db, clock }: Deps, actor: Actor): Promise<number> {
  await db.notificacion.updateMany({ where: { userId: actor.user.id, leidaEn: null }, data: { leidaEn: clock.now() } });
  return 0;
}
