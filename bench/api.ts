// Foundation benchmark: /api/health (REST facade → tRPC procedure → database) beside a bare Hono
// route served by a separate process in the same run, so the ratio survives a noisy machine.
//   pnpm bench:api            (PGlite)    BENCH_DATABASE_URL=postgresql://… pnpm bench:api
import { startBareRoute } from './lib/bare.ts';
import { load, printTable } from './lib/load.ts';
import { startBenchServer } from './lib/server.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const bare = await startBareRoute();

const server = await startBenchServer();
try {
  const reference = await load({ name: 'Hono bare route (referencia)', url: bare.url, connections, durationSeconds: duration });
  const health = await load({ name: 'GET /api/health', url: `${server.url}/api/health`, connections, durationSeconds: duration });
  const trpc = await load({
    name: 'GET /trpc/system.health',
    url: `${server.url}/trpc/system.health`,
    connections,
    durationSeconds: duration,
  });
  console.log(
    `\nBase de datos: ${server.databaseUrl.startsWith('pglite') ? 'PGlite' : 'PostgreSQL'} · ${connections} conexiones · ${duration} s por endpoint`,
  );
  printTable([reference, health, trpc], reference);
} finally {
  bare.close();
  await server.stop();
  await server.dropDatabase();
}
process.exit(0);
