// The reference every benchmark measures beside its routes: a bare Hono route on its own port, so a
// table shows how far a real route is from what this machine serves at best in the same run.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

import { freePort } from '../../packages/e2e/src/server.ts';

export interface BareRoute {
  url: string;
  close(): void;
}

export async function startBareRoute(): Promise<BareRoute> {
  const app = new Hono().get('/bare', (c) => c.json({ status: 'ok' }));
  const port = await freePort();
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}/bare`, close: () => server.close() };
}
