// Property benchmark on PostgreSQL: 10 000 properties and 200 000 apartments, then
// GET /api/ph?q=… (search, as SUPER_ADMIN) and GET /api/ph/{id}/apartamentos beside a bare Hono route.
//   BENCH_DATABASE_URL=postgresql://… pnpm bench:ph
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { createDatabase, type Database } from '@horizonte/db';
import { createSession } from '../apps/api/src/modules/auth/sessions.ts';
import { load, printTable } from './lib/load.ts';
import { startBenchServer } from './lib/server.ts';
import { freePort } from '../packages/e2e/src/server.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PROPERTIES = 10_000;
const UNITS_PER_PROPERTY = 20;

if (!process.env.BENCH_DATABASE_URL?.startsWith('postgres')) {
  console.error('bench:ph necesita PostgreSQL: BENCH_DATABASE_URL=postgresql://… (ver scripts/postgres.sh)');
  process.exit(2);
}

/** Bulk load in SQL: generate_series is orders of magnitude faster than inserts from Node. */
async function loadVolume(db: Database): Promise<void> {
  await db.$executeRawUnsafe(`
    INSERT INTO ph (id, nombre, nit, direccion, ciudad, identificador, search_text, created_at, updated_at)
    SELECT gen_random_uuid(), nombre, nit, 'Calle ' || i || ' # 10-20', 'Bogotá', 'b' || i,
           lower(translate(nombre, 'óéá', 'oea')) || ' b' || i || ' bogota ' || nit,
           now() - (i || ' seconds')::interval, now()
    FROM (
      SELECT i, (ARRAY['Altos del Chicó', 'Prados de Castilla', 'Mirador de Usaquén', 'Reservas de Suba', 'Torres de Cedritos'])[1 + i % 5] || ' ' || i AS nombre,
             (900000000 + i)::text AS nit
      FROM generate_series(1, ${PROPERTIES}) AS i
    ) AS s`);
  await db.$executeRawUnsafe(`
    INSERT INTO apartamentos (id, ph_id, torre, numero, piso, tipo, coeficiente, created_at, updated_at)
    SELECT gen_random_uuid(), p.id, ((n - 1) / 10 + 1)::text, (100 * ((n - 1) % 10 / 2 + 1) + n)::text, (n - 1) % 10 / 2 + 1,
           'apartamento', 4.5, now(), now()
    FROM ph p CROSS JOIN generate_series(1, ${UNITS_PER_PROPERTY}) AS n
    WHERE p.identificador LIKE 'b%'`);
  await db.$executeRawUnsafe('ANALYZE');
}

const bare = new Hono().get('/bare', (c) => c.json({ status: 'ok' }));
const barePort = await freePort();
const bareServer = serve({ fetch: bare.fetch, port: barePort, hostname: '127.0.0.1' });

const server = await startBenchServer();
const database = await createDatabase(server.databaseUrl);
try {
  const started = Date.now();
  await loadVolume(database.prisma);
  const counts = { properties: await database.prisma.pH.count(), apartamentos: await database.prisma.apartamento.count() };
  console.log(`Cargados ${counts.properties} conjuntos y ${counts.apartamentos} apartamentos en ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const superAdmin = await database.prisma.user.findFirstOrThrow({ where: { superUserRole: 'SUPER_ADMIN' } });
  const { token } = await createSession(database.prisma, superAdmin.id);
  const headers = { authorization: `Bearer ${token}` };
  const target = await database.prisma.pH.findFirstOrThrow({ where: { identificador: 'b5000' } });

  const sample = await fetch(`${server.url}/api/ph?q=chico`, { headers }).then((r) => r.json() as Promise<{ total: number }>);
  const units = await fetch(`${server.url}/api/ph/${target.id}/apartamentos`, { headers }).then((r) => r.json() as Promise<{ total: number }>);
  console.log(`Comprobación: q=chico → ${sample.total} conjuntos; ${target.identificador} → ${units.total} apartamentos`);

  const reference = await load({ name: 'Hono bare route (referencia)', url: `http://127.0.0.1:${barePort}/bare`, connections, durationSeconds: duration });
  const search = await load({ name: 'GET /api/ph?q=chico', url: `${server.url}/api/ph?q=chico`, headers, connections, durationSeconds: duration });
  const searchNarrow = await load({ name: 'GET /api/ph?q=b4321', url: `${server.url}/api/ph?q=${encodeURIComponent('b4321')}`, headers, connections, durationSeconds: duration });
  const list = await load({ name: 'GET /api/ph/{id}/apartamentos', url: `${server.url}/api/ph/${target.id}/apartamentos`, headers, connections, durationSeconds: duration });
  console.log(`\nBase de datos: PostgreSQL · ${counts.properties} conjuntos · ${counts.apartamentos} apartamentos · ${connections} conexiones · ${duration} s por endpoint`);
  printTable([reference, search, searchNarrow, list], reference);
} finally {
  await database.close();
  bareServer.close();
  await server.stop();
  await server.dropDatabase();
}
process.exit(0);
