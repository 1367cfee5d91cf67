// The secret of a unit's iCalendar feed: created once, on first need, and shown to the unit's people
// so a phone calendar can subscribe without a session.
import type { Prisma, Database } from '@horizonte/db';
import type { Config } from '../../config.ts';
import { generateToken } from '../../lib/tokens.ts';

export async function tokenDelFeed(db: Database | Prisma.TransactionClient, apartamentoId: string, ahora: Date): Promise<string> {
  const feed = await db.reservaFeed.upsert({ where: { apartamentoId }, create: { apartamentoId, token: generateToken(), createdAt: ahora }, update: {} });
  return feed.token;
}

export function urlDelFeed(config: Config, apartamentoId: string, token: string): { url: string; webcal: string } {
  const url = `${config.appUrl}/api/apartamentos/${apartamentoId}/reservas.ics?token=${token}`;
  return { url, webcal: url.replace(/^https?:/, 'webcal:') };
}
