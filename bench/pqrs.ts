// PQRS inbox benchmark on PostgreSQL: 1 000 complexes with 100 PQRS each (100 000), then the admin's
// inbox GET /api/ph/{id}/pqrs (first page, overdue filter, text search) beside a bare Hono route.
//   BENCH_DATABASE_URL=postgresql://… pnpm bench:pqrs
import { createDatabase } from '@horizonte/db';

import { createSession } from '../apps/api/src/modules/auth/sessions.ts';
import { startBareRoute } from './lib/bare.ts';
import { load, printTable } from './lib/load.ts';
import { startBenchServer } from './lib/server.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const COMPLEXES = 1_000;
const PQRS_PER_COMPLEX = 100;

if (!process.env.BENCH_DATABASE_URL?.startsWith('postgres')) {
  console.error('bench:pqrs necesita PostgreSQL: BENCH_DATABASE_URL=postgresql://… (ver scripts/postgres.sh)');
  process.exit(2);
}
const bare = await startBareRoute();

const server = await startBenchServer();
const database = await createDatabase(server.databaseUrl);
const db = database.prisma;
try {
  const started = Date.now();
  const filer = await db.user.create({
    data: {
      nombre: 'Residente Bench',
      email: 'filer@bench.local',
      tipoDocumento: 'CC',
      numeroDocumento: '1',
      passwordHash: 'x',
      emailVerifiedAt: new Date(),
    },
  });
  const admin = await db.user.create({
    data: {
      nombre: 'Admin Bench',
      email: 'admin@bench.local',
      tipoDocumento: 'CC',
      numeroDocumento: '2',
      passwordHash: 'x',
      emailVerifiedAt: new Date(),
    },
  });
  await db.$executeRawUnsafe(`
    INSERT INTO ph (id, nombre, nit, direccion, ciudad, identificador, search_text, created_at, updated_at)
    SELECT gen_random_uuid(), 'Conjunto ' || i, (800000000 + i)::text, 'Calle ' || i, 'Bogotá', 'q' || i, 'conjunto ' || i, now(), now()
    FROM generate_series(1, ${COMPLEXES}) AS i`);
  // Filed over the last 200 days; a third answered, the rest open (some overdue).
  await db.$executeRawUnsafe(`
    INSERT INTO pqrs (id, ph_id, anio, numero, radicado, tipo, subtipo, asunto, descripcion, solicitante_id, estado, fecha_radicacion,
                      fecha_inicio, termino_dias, fecha_vencimiento, search_text, created_at, updated_at)
    SELECT gen_random_uuid(), p.id, 2026, n, '2026-' || lpad(n::text, 6, '0'),
           (ARRAY['peticion','queja','reclamo','sugerencia']::"PqrsTipo"[])[1 + n % 4], 'general',
           (ARRAY['Filtración en el techo','Ruido nocturno','Parqueadero ocupado','Copia del acta'])[1 + n % 4] || ' ' || n, 'Descripción de la PQRS ' || n,
           '${filer.id}'::uuid,
           (ARRAY['radicada','en_tramite','respondida']::"PqrsEstado"[])[1 + n % 3],
           now() - (n * 2 || ' days')::interval, (now() - (n * 2 || ' days')::interval)::date, 15,
           (now() - (n * 2 || ' days')::interval + interval '21 days')::date,
           lower((ARRAY['filtracion en el techo','ruido nocturno','parqueadero ocupado','copia del acta'])[1 + n % 4]) || ' ' || n,
           now() - (n * 2 || ' days')::interval, now()
    FROM ph p CROSS JOIN generate_series(1, ${PQRS_PER_COMPLEX}) AS n
    WHERE p.identificador LIKE 'q%'`);
  await db.$executeRawUnsafe('ANALYZE');
  const target = await db.pH.findFirstOrThrow({ where: { identificador: 'q500' } });
  await db.userRole.create({ data: { userId: admin.id, phId: target.id, rol: 'admin' } });
  const total = await db.pqrs.count();
  console.log(`Cargadas ${total} PQRS en ${COMPLEXES} conjuntos en ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const { token } = await createSession(db, admin.id, new Date());
  const headers = { authorization: `Bearer ${token}` };
  const base = `${server.url}/api/ph/${target.id}/pqrs`;
  const check = await fetch(`${base}?vencidas=true`, { headers }).then((r) => r.json() as Promise<{ total: number }>);
  const inbox = await fetch(base, { headers }).then((r) => r.json() as Promise<{ total: number; pqrs: unknown[] }>);
  console.log(`Comprobación: q500 → ${inbox.total} PQRS (página de ${inbox.pqrs.length}), ${check.total} vencidas`);

  const reference = await load({ name: 'Hono bare route (referencia)', url: bare.url, connections, durationSeconds: duration });
  const first = await load({ name: 'GET /api/ph/{id}/pqrs', url: base, headers, connections, durationSeconds: duration });
  const overdue = await load({
    name: 'GET /api/ph/{id}/pqrs?vencidas=true',
    url: `${base}?vencidas=true`,
    headers,
    connections,
    durationSeconds: duration,
  });
  const search = await load({
    name: 'GET /api/ph/{id}/pqrs?q=filtracion',
    url: `${base}?q=filtracion`,
    headers,
    connections,
    durationSeconds: duration,
  });
  console.log(
    `\nBase de datos: PostgreSQL · ${total} PQRS · ${COMPLEXES} conjuntos · ${connections} conexiones · ${duration} s por endpoint`,
  );
  printTable([reference, first, overdue, search], reference);
} finally {
  await database.close();
  bare.close();
  await server.stop();
  await server.dropDatabase();
}
process.exit(0);
