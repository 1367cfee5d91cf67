// A person's key to a unit's iCalendar feed, so a phone calendar can subscribe without a session. One key
// per person and unit: the HMAC (with the server's CODE_SECRET) of its row's random id, so the web can show
// the same link again while only the key's SHA-256 is stored (a copy of the database opens no feed).
// Deleting the row rotates the key: when the person leaves the unit or the role, or their permisos change.
// Each request with a key checks again that its person still may follow the unit's bookings.
import { createHmac, randomUUID } from 'node:crypto';

import { mayBookFor } from '@horizonte/contracts';
import type { DbClient, Prisma } from '@horizonte/db';

import type { Config } from '../../config.ts';
import { hashToken } from '../../lib/tokens.ts';
import { callerMayOnReservas } from './access.ts';

const claveDe = (secreto: string, feedId: string) => createHmac('sha256', secreto).update(`feed:${feedId}`).digest('hex');

/** The person's key to the unit's feed, created on first need. */
export async function tokenDelFeed(
  db: DbClient,
  secreto: string,
  userId: string,
  apartamentoId: string,
  ahora: Date,
): Promise<string> {
  const id = randomUUID();
  const feed = await db.reservaFeed.upsert({
    where: { userId_apartamentoId: { userId, apartamentoId } },
    create: { id, userId, apartamentoId, tokenHash: hashToken(claveDe(secreto, id)), createdAt: ahora },
    update: {},
  });
  return claveDe(secreto, feed.id);
}

/** Whose key this is for the unit, if it is one. */
export async function duenoDelFeed(db: DbClient, apartamentoId: string, token: string): Promise<string | null> {
  const feed = await db.reservaFeed.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { userId: true, apartamentoId: true },
  });
  return feed && feed.apartamentoId === apartamentoId ? feed.userId : null;
}

/**
 * May this person follow the unit's bookings? The complex's community readers (admin, consejo, platform
 * staff) and a person linked to the unit with the `reservas` permiso.
 */
export async function puedeSeguirFeed(db: DbClient, userId: string, phId: string, apartamentoId: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, platformRole: true } });
  if (!user) return false;
  if (await callerMayOnReservas(db, user, phId, 'verTodas')) return true;
  const links = await db.residente.findMany({ where: { apartamentoId, userId }, select: { permisos: true } });
  return mayBookFor(links.map((l) => l.permisos));
}

/** Rotates (deletes) the person's keys: for one unit, or for every unit of a complex. */
export async function rotarFeeds(
  tx: Prisma.TransactionClient,
  userId: string,
  donde: { apartamentoId: string } | { phId: string },
): Promise<void> {
  await tx.reservaFeed.deleteMany({
    where: {
      userId,
      ...('apartamentoId' in donde ? { apartamentoId: donde.apartamentoId } : { apartamento: { phId: donde.phId } }),
    },
  });
}

export function urlDelFeed(config: Config, apartamentoId: string, token: string): { url: string; webcal: string } {
  const url = `${config.appUrl}/api/apartamentos/${apartamentoId}/reservas.ics?token=${token}`;
  return { url, webcal: url.replace(/^https?:/, 'webcal:') };
}
