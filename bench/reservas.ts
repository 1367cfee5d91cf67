// Reservas availability benchmark on PostgreSQL: a zone with a year of bookings (every other hour,
// 06:00–22:00, 365 days) among 50 other zones as busy, then a resident's week and month views,
// GET /api/zonas/{id}/disponibilidad, beside a bare Hono route.
//   BENCH_DATABASE_URL=postgresql://… pnpm bench:reservas
import { createDatabase } from '@horizonte/db';

import { createSession } from '../apps/api/src/modules/auth/sessions.ts';
import { bogotaDate, bogotaInstant } from '../packages/contracts/src/calendar.ts';
import { startBareRoute } from './lib/bare.ts';
import { load, printTable } from './lib/load.ts';
import { startBenchServer } from './lib/server.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ZONAS = 51;
const DIAS = 365;

if (!process.env.BENCH_DATABASE_URL?.startsWith('postgres')) {
  console.error('bench:reservas necesita PostgreSQL: BENCH_DATABASE_URL=postgresql://… (ver scripts/postgres.sh)');
  process.exit(2);
}
const bare = await startBareRoute();

const server = await startBenchServer();
const database = await createDatabase(server.databaseUrl);
const db = database.prisma;
try {
  const started = Date.now();
  const now = new Date();
  const user = await db.user.create({
    data: {
      nombre: 'Residente Bench',
      email: 'residente@bench.local',
      tipoDocumento: 'CC',
      numeroDocumento: '1',
      passwordHash: 'x',
      emailVerifiedAt: now,
    },
  });
  const ph = await db.pH.create({
    data: {
      nombre: 'Conjunto Bench',
      nit: '800000001',
      direccion: 'Calle 1',
      identificador: 'rbench',
      searchText: 'conjunto bench',
    },
  });
  const unidad = await db.apartamento.create({ data: { phId: ph.id, torre: '1', numero: '101' } });
  await db.userRole.create({ data: { userId: user.id, phId: ph.id, rol: 'residente' } });
  await db.residente.create({
    data: {
      apartamentoId: unidad.id,
      userId: user.id,
      nombre: 'Residente Bench',
      tipoDocumento: 'CC',
      numeroDocumento: '1',
      permisos: ['reservas'],
    },
  });
  const horario = JSON.stringify([1, 2, 3, 4, 5, 6, 7].map((dia) => ({ dia, desde: '06:00', hasta: '22:00' })));
  await db.$executeRawUnsafe(`
    INSERT INTO zonas (id, ph_id, nombre, aforo, duracion_slot_min, horario, anticipacion_min_horas, anticipacion_max_dias, max_reservas_por_unidad_mes,
                       requiere_aprobacion, bloquea_morosos, created_at, updated_at)
    SELECT gen_random_uuid(), '${ph.id}'::uuid, 'Zona ' || z, 10, 60, '${horario}'::jsonb, 1, 400, 1000, false, false, now(), now()
    FROM generate_series(1, ${ZONAS}) AS z`);
  // Half a year back and half ahead: every other hour from 06:00 Bogotá (11:00Z), 8 bookings a day per zone.
  const desdeDia = bogotaInstant(bogotaDate(new Date(now.getTime() - (DIAS / 2) * 86_400_000))).toISOString();
  await db.$executeRawUnsafe(`
    INSERT INTO reservas (id, ph_id, zona_id, apartamento_id, solicitante_id, inicio, fin, asistentes, estado, tarifa, deposito, created_at, updated_at)
    SELECT gen_random_uuid(), z.ph_id, z.id, '${unidad.id}'::uuid, '${user.id}'::uuid,
           '${desdeDia}'::timestamptz + (d || ' days')::interval + ((6 + 2 * h) || ' hours')::interval,
           '${desdeDia}'::timestamptz + (d || ' days')::interval + ((7 + 2 * h) || ' hours')::interval,
           2, 'aprobada', 0, 0, now(), now()
    FROM zonas z CROSS JOIN generate_series(0, ${DIAS - 1}) AS d CROSS JOIN generate_series(0, 7) AS h
    WHERE z.ph_id = '${ph.id}'::uuid`);
  await db.$executeRawUnsafe('ANALYZE');
  const zona = await db.zona.findFirstOrThrow({ where: { phId: ph.id, nombre: 'Zona 1' } });
  const total = await db.reserva.count();
  console.log(
    `Cargadas ${total} reservas (${await db.reserva.count({ where: { zonaId: zona.id } })} en la zona medida) en ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const { token } = await createSession(db, user.id, now);
  const headers = { authorization: `Bearer ${token}` };
  const hoy = bogotaDate(now);
  const semana = `${server.url}/api/zonas/${zona.id}/disponibilidad?desde=${hoy}&hasta=${bogotaDate(new Date(now.getTime() + 7 * 86_400_000))}`;
  const mes = `${server.url}/api/zonas/${zona.id}/disponibilidad?desde=${hoy}&hasta=${bogotaDate(new Date(now.getTime() + 31 * 86_400_000))}`;
  const check = await fetch(semana, { headers }).then((r) => r.json() as Promise<{ slots: { estado: string }[] }>);
  console.log(
    `Comprobación: semana → ${check.slots.length} franjas, ${check.slots.filter((s) => s.estado === 'ocupado').length} ocupadas`,
  );

  const reference = await load({ name: 'Hono bare route (referencia)', url: bare.url, connections, durationSeconds: duration });
  const week = await load({
    name: 'GET /api/zonas/{id}/disponibilidad (semana)',
    url: semana,
    headers,
    connections,
    durationSeconds: duration,
  });
  const month = await load({
    name: 'GET /api/zonas/{id}/disponibilidad (mes)',
    url: mes,
    headers,
    connections,
    durationSeconds: duration,
  });
  console.log(
    `\nBase de datos: PostgreSQL · ${total} reservas · ${ZONAS} zonas · ${connections} conexiones · ${duration} s por endpoint`,
  );
  printTable([reference, week, month], reference);
} finally {
  await database.close();
  bare.close();
  await server.stop();
  await server.dropDatabase();
}
process.exit(0);
