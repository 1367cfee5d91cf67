// Every request checks its session; this process keeps the sessions it has checked (and their users) in
// memory so that check costs no query. It never answers with something the database no longer says:
//  - the database announces every session that ends and every user that changes (triggers → pg_notify on
//    horizonte_sesiones, delivered to every process when the change commits; PGlite: in this process);
//  - a change made by this process is also forgotten here at once, before its answer leaves (forget*);
//  - a read that overlaps an announcement is not kept (it may predate the change);
//  - while the LISTEN connection is down nothing is kept or trusted (announcements are being lost);
//  - an entry is only used while it says the session is valid and was touched less than a minute ago
//    (sessions.ts); otherwise the row is read again.
// Whatever holds a session open (a live event stream) watches its session and user: it is called on each
// announcement about them (and whenever announcements may have been lost), so it re-checks at once.
import { LRUCache } from 'lru-cache';

import type { Database, DatabaseHandle, StopListening } from '@horizonte/db';

import type { AuthenticatedSession } from './sessions.ts';

export const CANAL_SESIONES = 'horizonte_sesiones';

/** Sessions held per process: beyond it the least recently used are read again when they return. */
const MAX_SESSIONS = 20_000;

export interface SessionCache {
  /** The session held for this id (hash of the token), if any. */
  get(id: string): AuthenticatedSession | undefined;
  /** Reads a session and keeps it, unless an announcement arrived while it was being read. */
  remember(id: string, read: () => Promise<AuthenticatedSession | null>): Promise<AuthenticatedSession | null>;
  /** After this process ends a session: forgotten before the answer leaves (the announcement follows). */
  forgetSession(id: string): void;
  /** After this process changes a user or ends their sessions. */
  forgetUser(userId: string): void;
  /**
   * Resolves once every announcement committed before the call has been applied here: for code that
   * changes sessions or users behind the API's back (tests, scripts) and then calls it at once.
   */
  settle(db: Database): Promise<void>;
  /**
   * Calls `onChange` on every announcement about this session or its user (a role change announces the
   * user too), and when the LISTEN connection drops or returns; returns the unwatch.
   */
  watch(target: { sessionId: string; userId: string }, onChange: () => void): () => void;
  /** How many watch this session now. */
  watchers(sessionId: string): number;
  /** How many watches are open in this process: its live event streams (the metrics show it). */
  openWatches(): number;
  close(): Promise<void>;
}

export async function startSessionCache(database: Pick<DatabaseHandle, 'listen'>): Promise<SessionCache> {
  const held = new LRUCache<string, AuthenticatedSession>({ max: MAX_SESSIONS });
  /** Bumped by every announcement: a read that saw it change may hold what the change replaced. */
  let generation = 0;
  let listening = true;
  let markers = 0;
  const settling = new Map<string, () => void>();
  /** By announcement (`s:<session id>`, `u:<user id>`). */
  const watching = new Map<string, Set<() => void>>();
  let open = 0;

  function tell(key: string): void {
    for (const onChange of watching.get(key) ?? []) onChange();
  }
  function tellEveryone(): void {
    for (const set of watching.values()) for (const onChange of set) onChange();
  }

  function forgetSession(id: string): void {
    generation++;
    held.delete(id);
  }
  function forgetUser(userId: string): void {
    generation++;
    for (const [id, entry] of held.entries()) if (entry.user.id === userId) held.delete(id);
  }

  const stop: StopListening = await database.listen(
    CANAL_SESIONES,
    (payload) => {
      if (payload.startsWith('s:')) forgetSession(payload.slice(2));
      else if (payload.startsWith('u:')) forgetUser(payload.slice(2));
      else settling.get(payload)?.();
      tell(payload);
    },
    (up) => {
      generation++;
      listening = up;
      held.clear();
      tellEveryone();
    },
  );

  return {
    get: (id) => (listening ? held.get(id) : undefined),
    async remember(id, read) {
      const before = generation;
      const found = await read();
      if (found && listening && generation === before) held.set(id, freeze(found));
      return found;
    },
    forgetSession,
    forgetUser,
    async settle(db) {
      // Notifications arrive in commit order: once our own marker is back, everything before it is applied.
      const marker = `m:${process.pid}:${++markers}`;
      const back = new Promise<void>((resolve) => settling.set(marker, resolve));
      await db.$executeRaw`SELECT pg_notify(${CANAL_SESIONES}, ${marker})`;
      await back;
      settling.delete(marker);
    },
    watch({ sessionId, userId }, onChange) {
      const keys = [`s:${sessionId}`, `u:${userId}`];
      for (const key of keys) {
        let set = watching.get(key);
        if (!set) watching.set(key, (set = new Set()));
        set.add(onChange);
      }
      open++;
      let unwatched = false;
      return () => {
        if (unwatched) return;
        unwatched = true;
        open--;
        for (const key of keys) {
          const set = watching.get(key);
          set?.delete(onChange);
          if (set?.size === 0) watching.delete(key);
        }
      };
    },
    watchers: (sessionId) => watching.get(`s:${sessionId}`)?.size ?? 0,
    openWatches: () => open,
    async close() {
      listening = false;
      held.clear();
      await stop();
    },
  };
}

/** Shared by every request of the session: nobody may change it in place. */
function freeze(found: AuthenticatedSession): AuthenticatedSession {
  return Object.freeze({ session: Object.freeze({ ...found.session }), user: Object.freeze({ ...found.user }) });
}
