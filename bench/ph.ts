// Property benchmark on PostgreSQL: 10 000 properties and 200 000 apartments, then
// GET /api/ph?q=… (search, as SUPER_ADMIN) and GET /api/ph/{id}/apartamentos beside a bare Hono route.
//   BENCH_DATABASE_URL=postgresql://… pnpm bench:ph
import { createDatabase } from '@horizonte/db';

import { createSession } from '../apps/api/src/modules/auth/sessions.ts';
import { startBareRoute } from './lib/bare.ts';
import { load, printTable } from './lib/load.ts';
import { startBenchServer } from './lib/server.ts';
import { loadVolume } from './lib/volume.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

if (!process.env.BENCH_DATABASE_URL?.startsWith('postgres')) {
  console.error('bench:ph necesita PostgreSQL: BENCH_DATABASE_URL=postgresql://… (ver scripts/postgres.sh)');
  process.exit(2);
}
const bare = await startBareRoute();

const server = await startBenchServer();
const database = await createDatabase(server.databaseUrl);
try {
  const started = Date.now();
  await loadVolume(database.prisma);
  const counts = { properties: await database.prisma.pH.count(), apartamentos: await database.prisma.apartamento.count() };
  console.log(
    `Cargados ${counts.properties} conjuntos y ${counts.apartamentos} apartamentos en ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const superAdmin = await database.prisma.user.findFirstOrThrow({ where: { platformRole: 'SUPER_ADMIN' } });
  const { token } = await createSession(database.prisma, superAdmin.id, new Date());
  const headers = { authorization: `Bearer ${token}` };
  const target = await database.prisma.pH.findFirstOrThrow({ where: { identificador: 'b5000' } });

  const sample = await fetch(`${server.url}/api/ph?q=chico`, { headers }).then((r) => r.json() as Promise<{ total: number }>);
  const units = await fetch(`${server.url}/api/ph/${target.id}/apartamentos`, { headers }).then(
    (r) => r.json() as Promise<{ total: number }>,
  );
  console.log(`Comprobación: q=chico → ${sample.total} conjuntos; ${target.identificador} → ${units.total} apartamentos`);

  const reference = await load({ name: 'Hono bare route (referencia)', url: bare.url, connections, durationSeconds: duration });
  const search = await load({
    name: 'GET /api/ph?q=chico',
    url: `${server.url}/api/ph?q=chico`,
    headers,
    connections,
    durationSeconds: duration,
  });
  const searchNarrow = await load({
    name: 'GET /api/ph?q=b4321',
    url: `${server.url}/api/ph?q=${encodeURIComponent('b4321')}`,
    headers,
    connections,
    durationSeconds: duration,
  });
  const list = await load({
    name: 'GET /api/ph/{id}/apartamentos',
    url: `${server.url}/api/ph/${target.id}/apartamentos`,
    headers,
    connections,
    durationSeconds: duration,
  });
  console.log(
    `\nBase de datos: PostgreSQL · ${counts.properties} conjuntos · ${counts.apartamentos} apartamentos · ${connections} conexiones · ${duration} s por endpoint`,
  );
  printTable([reference, search, searchNarrow, list], reference);
} finally {
  await database.close();
  bare.close();
  await server.stop();
  await server.dropDatabase();
}
process.exit(0);
