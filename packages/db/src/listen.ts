// LISTEN on one channel: notifications sent with pg_notify() inside a transaction arrive only once it
// commits, in every process. PostgreSQL: one dedicated connection per process (outside the pool, which
// would hand it to a query), reconnected after a failure; PGlite: its own listen API (one process).
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type StopListening = () => Promise<void>;

/**
 * Told when the LISTEN connection is lost (false) and when it listens again (true). Notifications sent
 * in between are lost: a listener that must not miss one (a cache) stops trusting what it holds.
 */
export type OnListening = (listening: boolean) => void;

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

export async function listenOnPglite(
  pglite: PGlite,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<StopListening> {
  const unlisten = await pglite.listen(channel, onPayload);
  return async () => {
    // Closing the database first already ended every listener.
    if (!pglite.closed) await unlisten();
  };
}

export async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onListening?: OnListening,
): Promise<StopListening> {
  let client: pg.Client | undefined;
  let connectedOnce = false;
  let stopped = false;
  let retryMs = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    next.on('error', () => {
      // A lost connection: listen again on a new one (notifications meanwhile are lost; clients re-read on reconnect).
      if (client !== next) return;
      client = undefined;
      onListening?.(false);
      next.end().catch(() => undefined);
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end();
      return;
    }
    const reconnected = client === undefined && connectedOnce;
    client = next;
    connectedOnce = true;
    retryMs = RECONNECT_MIN_MS;
    if (reconnected) onListening?.(true);
  }

  function scheduleReconnect(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      connect().catch(() => {
        retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
        scheduleReconnect();
      });
    }, retryMs);
    timer.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}
