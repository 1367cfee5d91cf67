// Foundation benchmark: /api/health (REST facade → tRPC procedure → database) beside a bare Hono
// route served by a separate process in the same run, so the ratio survives a noisy machine.
//   pnpm bench:api            (PGlite)    BENCH_DATABASE_URL=postgresql://… pnpm bench:api
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { load, printTable } from './lib/load.ts';
import { startBenchServer } from './lib/server.ts';
import { freePort } from '../packages/e2e/src/server.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const bare = new Hono().get('/bare', (c) => c.json({ status: 'ok' }));
const barePort = await freePort();
const bareServer = serve({ fetch: bare.fetch, port: barePort, hostname: '127.0.0.1' });

const server = await startBenchServer();
try {
  const reference = await load({ name: 'Hono bare route (referencia)', url: `http://127.0.0.1:${barePort}/bare`, connections, durationSeconds: duration });
  const health = await load({ name: 'GET /api/health', url: `${server.url}/api/health`, connections, durationSeconds: duration });
  const trpc = await load({ name: 'GET /trpc/system.health', url: `${server.url}/trpc/system.health`, connections, durationSeconds: duration });
  console.log(`\nBase de datos: ${server.databaseUrl.startsWith('pglite') ? 'PGlite' : 'PostgreSQL'} · ${connections} conexiones · ${duration} s por endpoint`);
  printTable([reference, health, trpc], reference);
} finally {
  bareServer.close();
  await server.stop();
  await server.dropDatabase();
}
process.exit(0);
