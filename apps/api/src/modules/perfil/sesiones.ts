// The signed-in person's sessions: listed by device, and "cerrar las demás".
import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import type { Actor } from '../access/actor.ts';
import { invalidateUserSessions } from '../auth/sessions.ts';
import { dispositivoDe } from './dispositivo.ts';

export async function listSessions({ db, clock }: Deps, { user, session }: Actor) {
  const rows = await db.session.findMany({
    where: { userId: user.id, expiresAt: { gt: clock.now() } },
    orderBy: [{ lastUsedAt: 'desc' }, { id: 'asc' }],
  });
  return rows.map((row) => ({
    actual: row.id === session.id,
    creadaEn: row.createdAt.toISOString(),
    ultimoUso: row.lastUsedAt.toISOString(),
    expiraEn: row.expiresAt.toISOString(),
    ...dispositivoDe(row.userAgent),
  }));
}

/** "Cerrar las demás": every session of the person but the one making the request. */
export async function closeOtherSessions({ db, sessions }: Deps, { user, session, ip }: Actor): Promise<number> {
  const cerradas = await invalidateUserSessions(db, sessions, user.id, session.id);
  await audit(db, {
    actorId: user.id,
    action: 'auth.other_sessions_closed',
    entity: 'user',
    entityId: user.id,
    details: { cerradas },
    ip,
  });
  return cerradas;
}
