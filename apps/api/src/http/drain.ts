// SIGTERM without dropping anyone: requests that arrived before the signal get their answers.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

import type { Shutdown } from '../lib/shutdown.ts';

/** How often connections that became idle (their last answer sent) are closed while draining. */
const SWEEP_MS = 50;

export interface Drained {
  /** Connections still open when the grace ran out, cut then (0 when everything finished). */
  cut: number;
}

/**
 * Drains `server`: `shutdown.begin()` first (health answers 503, event streams send their closing event
 * and end), then no new connections, idle keep-alive connections closed, answers given from now on
 * close their connection, and requests in flight finish — for up to `graceMs`, after which what is
 * left is cut. Resolves once no connection remains.
 */
export function drainServer(server: Server, shutdown: Shutdown, graceMs: number): Promise<Drained> {
  shutdown.begin();
  const closeAfterAnswer = (_req: IncomingMessage, res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
  };
  // Before the app's own listener, which may answer synchronously.
  server.prependListener('request', closeAfterAnswer);
  return new Promise((resolve) => {
    let cut = 0;
    const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
    const grace = setTimeout(() => {
      server.getConnections((_error, open) => {
        cut = open;
        server.closeAllConnections();
      });
    }, graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(grace);
      server.off('request', closeAfterAnswer);
      resolve({ cut });
    });
    server.closeIdleConnections();
  });
}
