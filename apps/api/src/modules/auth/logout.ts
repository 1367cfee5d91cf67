// Logging out: the session ends on the server, not only in the browser.
import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import type { Actor } from '../access/actor.ts';
import { invalidateSession } from './sessions.ts';

export async function logout({ db, sessions }: Deps, { session, ip }: Actor): Promise<void> {
  await invalidateSession(db, sessions, session.id);
  await audit(db, { actorId: session.userId, action: 'auth.logout', ip });
}
