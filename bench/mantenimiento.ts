// Mantenimiento benchmark (issue 29): a year of plans for 200 activos generating their órdenes, and
// the consejo's monthly report of a 2 000-unit complex (bench/lib/informe-mensual.ts). The
// daily job (modules/mantenimiento/diario.ts) runs with the complex's anticipation set to 365 days, so one
// run opens a whole year of órdenes through abrirOrdenes (consecutives, first events, audit); then the same
// day again (nothing to open: generadoHasta and the unique [planId, fechaProgramada]) and the next day
// (the steady state: a day's occurrences). The reference, measured in the same run on the same
// database: the same number of orden rows inserted in one createMany, without the job's rules.
//   pnpm bench:mantenimiento                       (a fresh PGlite database)
//   DATABASE_URL=postgresql://… pnpm bench:mantenimiento   (a fresh database on that server)
import { createDatabase } from '@horizonte/db';
import { createTestDatabase } from '@horizonte/db/testing';

import type { JobServices } from '../apps/api/src/jobs/queue.ts';
import { mantenimientoDiario } from '../apps/api/src/modules/mantenimiento/diario.ts';
import { benchInformeMensual } from './lib/informe-mensual.ts';

const ACTIVOS = Number(process.env.BENCH_ACTIVOS ?? 200);
const HOY = new Date('2027-01-04T13:00:00Z'); // Monday 4 January 2027, 08:00 in Bogotá
/** Weekly, fortnightly, monthly, quarterly and half-yearly plans, in turn. */
const FRECUENCIAS = [
  { frecuencia: 'semanas', intervalo: 1 },
  { frecuencia: 'semanas', intervalo: 2 },
  { frecuencia: 'meses', intervalo: 1 },
  { frecuencia: 'meses', intervalo: 3 },
  { frecuencia: 'meses', intervalo: 6 },
] as const;

const testDb = await createTestDatabase();
const database = await createDatabase(testDb.url);
const db = database.prisma;
let correos = 0;
let ahora = HOY;
const services = {
  db,
  clock: { now: () => ahora },
  jobs: {
    send: async () => {
      correos += 1;
    },
  },
} as unknown as JobServices;

async function medir(nombre: string, fn: () => Promise<unknown>): Promise<{ nombre: string; ms: number; ordenes: number }> {
  const antes = await db.ordenTrabajo.count();
  const inicio = performance.now();
  await fn();
  const ms = performance.now() - inicio;
  return { nombre, ms, ordenes: (await db.ordenTrabajo.count()) - antes };
}

try {
  const admin = await db.user.create({
    data: {
      nombre: 'Admin Bench',
      email: 'admin@bench.local',
      tipoDocumento: 'CC',
      numeroDocumento: '1',
      passwordHash: 'x',
      emailVerifiedAt: HOY,
    },
  });
  const datos = { nombre: 'Conjunto Bench', nit: '900000001-1', direccion: 'Calle 1', ciudad: 'Bogotá', identificador: 'bench' };
  const ph = await db.pH.create({ data: { ...datos, searchText: 'bench' } });
  await db.userRole.create({ data: { userId: admin.id, phId: ph.id, rol: 'admin' } });
  await db.mantenimientoConfiguracion.create({ data: { phId: ph.id, diasAnticipacion: 365, updatedAt: HOY } });
  await db.activo.createMany({
    data: Array.from({ length: ACTIVOS }, (_, i) => ({
      phId: ph.id,
      nombre: `Equipo ${i + 1}`,
      categoria: 'otro' as const,
      createdAt: HOY,
      updatedAt: HOY,
    })),
  });
  const activos = await db.activo.findMany({ where: { phId: ph.id }, select: { id: true } });
  await db.planMantenimiento.createMany({
    data: activos.map((a, i) => ({
      phId: ph.id,
      activoId: a.id,
      titulo: `Plan ${i + 1}`,
      ...FRECUENCIAS[i % FRECUENCIAS.length]!,
      fechaInicio: new Date(Date.UTC(2027, 0, 4 + (i % 28))),
      mesesOmitidos: i % 7 === 0 ? [12] : [],
      createdAt: HOY,
      updatedAt: HOY,
    })),
  });

  const resultados = [];
  resultados.push(
    await medir('Un año de órdenes (trabajo diario, 365 días de anticipación)', () => mantenimientoDiario(services, {})),
  );
  const total = resultados[0]!.ordenes;
  resultados.push(await medir('El mismo día otra vez (nada que abrir)', () => mantenimientoDiario(services, {})));
  ahora = new Date(HOY.getTime() + 86_400_000);
  resultados.push(await medir('Día siguiente (estado estable)', () => mantenimientoDiario(services, {})));
  // Created only now, so the job never gave it órdenes of its own obligations.
  const referencia = await db.pH.create({
    data: { ...datos, nit: '900000002-1', identificador: 'benchref', searchText: 'benchref' },
  });
  resultados.push(
    await medir(`Referencia: ${total} filas de órdenes en un createMany`, () =>
      db.ordenTrabajo.createMany({
        data: Array.from({ length: total }, (_, i) => ({
          phId: referencia.id,
          numero: i + 1,
          titulo: 'Referencia',
          createdAt: HOY,
          updatedAt: HOY,
        })),
      }),
    ),
  );

  console.log(
    `\nbench:mantenimiento — ${ACTIVOS} activos, ${ACTIVOS} planes + obligaciones legales, base ${testDb.url.split(':')[0]}`,
  );
  console.table(
    resultados.map((r) => ({
      Escenario: r.nombre,
      Órdenes: r.ordenes,
      'Tiempo (ms)': Math.round(r.ms),
      'ms por orden': r.ordenes ? (r.ms / r.ordenes).toFixed(2) : '—',
    })),
  );
  const [anio, , , ref] = resultados;
  console.log(`Un año de órdenes: ${(anio!.ms / ref!.ms).toFixed(1)} × la referencia; correos encolados: ${correos}`);

  // ---- Informe mensual de un conjunto de 2 000 unidades (objetivo < 2 s) ----
  // On a database of its own: the complex it builds is a world apart from the plans' above.
  const informeDb = await createTestDatabase();
  const informeDatabase = await createDatabase(informeDb.url);
  const informe = await benchInformeMensual(informeDatabase.prisma, {
    unidades: Number(process.env.BENCH_UNIDADES ?? 2_000),
  }).finally(async () => {
    await informeDatabase.close();
    await informeDb.drop();
  });
  console.log('\nInforme mensual del consejo (mediana de 5)');
  console.table(
    informe.map((f) => ({
      Medida: f.medida,
      'Mediana (ms)': Math.round(f.medianaMs),
      'Referencia (ms)': Math.round(f.referenciaMs),
      '× referencia': f.razon,
      Objetivo: f.objetivo,
      '¿Cumple?': f.ok ? 'sí' : 'NO',
    })),
  );
} finally {
  await database.close();
  await testDb.drop();
}
