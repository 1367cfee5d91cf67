// Heavy work off the event loop (issue 31): ten connections ask without pause for a file — a recibo de
// caja PDF, the import template XLSX, or the cartera of a 2 000-unit complex as XLSX — while one more
// connection measures GET /api/health. The same load runs against a server with its pool of
// worker threads and, in the same run, against one with WORKER_THREADS=0 (the same work on the event
// loop); the rounds alternate which goes first, and each figure is the median of the rounds.
//   pnpm bench:heavy                          (the benchmarks' own PostgreSQL on loopback: PG_PORT, PG_DIR)
//   BENCH_DATABASE_URL=postgresql://… pnpm bench:heavy
//   BENCH_SECONDS=2 BENCH_ROUNDS=1 pnpm bench:heavy   (short, while iterating)
import { createDatabase } from '@horizonte/db';

import { createSession } from '../apps/api/src/modules/auth/sessions.ts';
import { startServer } from '../packages/e2e/src/server.ts';
import { load, type LoadResult } from './lib/load.ts';
import { startPostgres } from './lib/postgres.ts';
import { BENCH_SERVER_ENV, startBenchServer } from './lib/server.ts';
import { loadComplex } from './lib/volume.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const HEAVY_CONNECTIONS = 10;
const UNITS = 2_000;
const TARGET_P99_MS = 50;

process.env.BENCH_DATABASE_URL ??= startPostgres();

// The per-user quota of heavy reads would answer most of the load with 429: raised to its maximum.
const serverEnv = { HEAVY_READS_PER_MINUTE: '10000' };
const pooled = await startBenchServer(serverEnv);
const inProcess = await startServer({
  ...BENCH_SERVER_ENV,
  ...serverEnv,
  DATABASE_URL: pooled.databaseUrl,
  WORKER_THREADS: '0',
});
const database = await createDatabase(pooled.databaseUrl);
const db = database.prisma;

/** A 2 000-unit complex whose units each owe one overdue charge, one of them paid (its recibo). */
async function loadData() {
  const ph = await loadComplex(
    db,
    { nombre: 'Ciudadela Pesada', nit: '901999997', direccion: 'Calle 3', identificador: 'pesada2000' },
    UNITS,
  );
  await db.$executeRawUnsafe(`
    INSERT INTO cargos (id, ph_id, apartamento_id, tipo, concepto, periodo, fecha, fecha_vencimiento, valor, genera_mora, estado)
    SELECT gen_random_uuid(), ph_id, id, 'ordinaria', 'Cuota de administración', to_char(now() - interval '2 months', 'YYYY-MM'),
           (now() - interval '2 months')::date, (now() - interval '2 months')::date + 9, 350000, false, 'vigente'
    FROM apartamentos WHERE ph_id = '${ph.id}'`);
  const [pago] = await db.$queryRawUnsafe<{ id: string }[]>(`
    WITH c AS (SELECT id, apartamento_id, fecha, valor FROM cargos WHERE ph_id = '${ph.id}' LIMIT 1),
         p AS (INSERT INTO pagos (id, ph_id, apartamento_id, numero_recibo, valor, fecha, medio, estado)
               SELECT gen_random_uuid(), '${ph.id}', apartamento_id, 1, valor, fecha + 4, 'transferencia', 'aplicado' FROM c
               RETURNING id)
    INSERT INTO aplicaciones_pago (id, pago_id, cargo_id, valor, fecha)
    SELECT gen_random_uuid(), p.id, c.id, c.valor, c.fecha + 4 FROM p, c RETURNING pago_id AS id`);
  await db.$executeRawUnsafe('ANALYZE');
  return { ph, pagoId: pago!.id };
}

/** Requests the client gave up on still run on the server: the next measurement starts once it answers again. */
async function settle(url: string): Promise<void> {
  for (let i = 0; i < 3; i++) await (await fetch(`${url}/api/health`)).arrayBuffer();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Figures {
  health: LoadResult;
  heavy: LoadResult;
}

try {
  const { ph, pagoId } = await loadData();
  const admin = await db.user.findFirstOrThrow({ where: { platformRole: 'SUPER_ADMIN' } });
  const { token } = await createSession(db, admin.id, new Date());
  const headers = { authorization: `Bearer ${token}` };
  const loads = [
    { name: 'recibo de caja PDF', path: `/api/pagos/${pagoId}/recibo.pdf` },
    { name: 'plantilla de importación XLSX', path: `/api/ph/${ph.id}/importaciones/plantilla.xlsx` },
    { name: `cartera.xlsx de ${UNITS} unidades`, path: `/api/ph/${ph.id}/cartera.xlsx` },
  ];
  const servers = [
    { name: 'pool de hilos', url: pooled.url },
    { name: 'WORKER_THREADS=0 (en el event loop)', url: inProcess.url },
  ];
  for (const { path } of loads)
    for (const server of servers) {
      const res = await fetch(`${server.url}${path}`, { headers });
      if (res.status !== 200) throw new Error(`${path} → ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    }

  const idle = new Map<string, LoadResult[]>();
  const loaded = new Map<string, Figures[]>();
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    for (const server of order) {
      const health = await load({ name: 'health', url: `${server.url}/api/health`, connections: 1, durationSeconds: duration });
      idle.set(server.name, [...(idle.get(server.name) ?? []), health]);
    }
    for (const heavy of loads)
      for (const server of order) {
        const [health, heavyResult] = await Promise.all([
          load({ name: 'health', url: `${server.url}/api/health`, connections: 1, durationSeconds: duration }),
          load({
            name: heavy.name,
            url: `${server.url}${heavy.path}`,
            headers,
            connections: HEAVY_CONNECTIONS,
            durationSeconds: duration,
            timeoutSeconds: 60,
          }),
        ]);
        await settle(server.url);
        const key = `${heavy.name}|${server.name}`;
        loaded.set(key, [...(loaded.get(key) ?? []), { health, heavy: heavyResult }]);
      }
  }

  console.log(
    `\nGET /api/health (1 conexión) con ${HEAVY_CONNECTIONS} conexiones pidiendo un archivo pesado sin pausa · ${duration} s · mediana de ${rounds} ronda(s) · objetivo p99 ≤ ${TARGET_P99_MS} ms`,
  );
  console.log(
    '| Carga | Servidor | health p50 ms | health p99 ms | archivo req/s | archivo p50 ms | archivo p99 ms | archivo no 2xx |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const server of servers) {
    const runs = idle.get(server.name)!;
    console.log(
      `| sin carga | ${server.name} | ${median(runs.map((r) => r.p50))} | ${median(runs.map((r) => r.p99))} | — | — | — | — |`,
    );
  }
  for (const heavy of loads)
    for (const server of servers) {
      const runs = loaded.get(`${heavy.name}|${server.name}`)!;
      const m = (pick: (f: Figures) => number) => median(runs.map(pick));
      console.log(
        `| ${heavy.name} | ${server.name} | ${m((f) => f.health.p50)} | ${m((f) => f.health.p99)} | ${m((f) => f.heavy.requestsPerSecond)} | ${m((f) => f.heavy.p50)} | ${m((f) => f.heavy.p99)} | ${m((f) => f.heavy.non2xx + f.heavy.errors)} |`,
      );
    }
} finally {
  await database.close();
  await inProcess.stop();
  await pooled.stop();
  await pooled.dropDatabase();
}
process.exit(0);
