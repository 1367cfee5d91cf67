// Billing benchmark on PostgreSQL (issue 15): the billing run (compute + emit) of one complex with
// 2 000 units; the platform-wide month for 10 000 complexes × 20 units as the background job; and
// GET /api/apartamentos/{id}/estado-cuenta with 24 months of history at 50 connections, beside a
// bare Hono route measured in the same run.
//   pnpm bench:billing              (starts the benchmarks' own PostgreSQL on loopback)
//   BENCH_DATABASE_URL=postgresql://… pnpm bench:billing
import { createDatabase } from '@horizonte/db';

import { createSession } from '../apps/api/src/modules/auth/sessions.ts';
import { startBareRoute } from './lib/bare.ts';
import { load, printTable } from './lib/load.ts';
import { startPostgres } from './lib/postgres.ts';
import { startBenchServer } from './lib/server.ts';
import { loadComplex, loadVolume, PROPERTIES, UNITS_PER_PROPERTY } from './lib/volume.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const UNITS = 2_000;

process.env.BENCH_DATABASE_URL ??= startPostgres();
if (!process.env.BENCH_DATABASE_URL.startsWith('postgres')) {
  console.error('bench:billing necesita PostgreSQL: BENCH_DATABASE_URL=postgresql://…');
  process.exit(2);
}

const bare = await startBareRoute();

const server = await startBenchServer();
const database = await createDatabase(server.databaseUrl);
const db = database.prisma;

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

async function api(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

try {
  const year = new Date().getFullYear();
  const admin = await db.user.findFirstOrThrow({ where: { platformRole: 'SUPER_ADMIN' } });
  const { token } = await createSession(db, admin.id, new Date());

  // 1. One complex with 2 000 units (0.05 % each: 100 %) and an approved budget.
  const big = await loadComplex(
    db,
    { nombre: 'Ciudadela Bench', nit: '901999999', direccion: 'Calle 1', identificador: 'ciudadela2000' },
    UNITS,
  );
  const presupuesto = (await api('POST', `/api/ph/${big.id}/presupuestos`, token, {
    anio: year,
    porcentajeImprevistos: 1,
    rubros: [{ nombre: 'Operación', valorAnual: 6_000_000_000 }],
  })) as { presupuesto: { id: string } };
  await api('PUT', `/api/presupuestos/${presupuesto.presupuesto.id}/aprobar`, token, { actaReferencia: 'Acta bench' });
  await api('PUT', `/api/ph/${big.id}/tasas-mora/${year}-01`, token, { interesBancarioCorrienteEA: 16.5 });

  const runs: { name: string; ms: number }[] = [];
  for (const month of ['02', '03', '04']) {
    const create = await timed(
      () =>
        api('POST', `/api/ph/${big.id}/facturacion`, token, {
          periodo: `${year}-${month}`,
          fechaVencimiento: `${year}-${month}-10`,
        }) as Promise<{ facturacion: { id: string; cargos: number } }>,
    );
    const emit = await timed(() => api('PUT', `/api/facturaciones/${create.value.facturacion.id}/emitir`, token));
    runs.push(
      { name: `Facturación ${year}-${month}: calcular (${create.value.facturacion.cargos} cargos)`, ms: create.ms },
      { name: `Facturación ${year}-${month}: emitir`, ms: emit.ms },
    );
  }

  // 2. 24 months of history for one unit of another complex: monthly charges, 22 paid on time, 2 owed.
  const small = await db.pH.create({
    data: {
      nombre: 'Historia Bench',
      nit: '901999998',
      direccion: 'Calle 2',
      ciudad: 'Bogotá',
      identificador: 'historia24',
      searchText: 'historia bench',
    },
  });
  const unit = await db.apartamento.create({ data: { phId: small.id, torre: '1', numero: '101', coeficiente: 100 } });
  await db.$executeRawUnsafe(`
    INSERT INTO cargos (id, ph_id, apartamento_id, tipo, concepto, periodo, fecha, fecha_vencimiento, valor, genera_mora, estado)
    SELECT gen_random_uuid(), '${small.id}', '${unit.id}', 'ordinaria', 'Cuota de administración ' || to_char(d, 'YYYY-MM'), to_char(d, 'YYYY-MM'), d::date, d::date + 9, 350000, true, 'vigente'
    FROM generate_series(date_trunc('month', now())::date - interval '24 months', date_trunc('month', now())::date - interval '1 month', interval '1 month') AS d`);
  await db.$executeRawUnsafe(`
    WITH c AS (SELECT id, fecha, valor, row_number() OVER (ORDER BY fecha) AS n FROM cargos WHERE apartamento_id = '${unit.id}'),
         p AS (INSERT INTO pagos (id, ph_id, apartamento_id, numero_recibo, valor, fecha, medio, estado)
               SELECT gen_random_uuid(), '${small.id}', '${unit.id}', n, valor, fecha + 4, 'transferencia', 'aplicado' FROM c WHERE n <= 22
               RETURNING id, numero_recibo)
    INSERT INTO aplicaciones_pago (id, pago_id, cargo_id, valor, fecha)
    SELECT gen_random_uuid(), p.id, c.id, c.valor, c.fecha + 4 FROM p JOIN c ON c.n = p.numero_recibo`);
  await db.tasaMora.create({
    data: { phId: small.id, periodo: `${year - 3}-01`, interesBancarioCorrienteEA: 16.5, tasaAplicadaEA: 24.75 },
  });
  const estado = (await api('GET', `/api/apartamentos/${unit.id}/estado-cuenta`, token)) as {
    movimientos: unknown[];
    saldoCapital: number;
    saldoIntereses: number;
  };
  console.log(
    `Comprobación: estado de cuenta con ${estado.movimientos.length} movimientos, capital $${estado.saldoCapital}, intereses $${estado.saldoIntereses}`,
  );

  // 3. The platform month: 10 000 complexes × 20 units, approved budgets, run by the monthly job.
  await loadVolume(db);
  await db.$executeRawUnsafe(
    `UPDATE apartamentos SET coeficiente = ${100 / UNITS_PER_PROPERTY} WHERE ph_id IN (SELECT id FROM ph WHERE identificador LIKE 'b%')`,
  );
  await db.$executeRawUnsafe(`
    INSERT INTO presupuestos (id, ph_id, anio, porcentaje_imprevistos, rubros, total_rubros, valor_imprevistos, total_anual, cuota_mensual_total, estado, acta_referencia, aprobado_en, updated_at)
    SELECT gen_random_uuid(), id, ${year}, 1, '[{"nombre":"Operación","valorAnual":60000000}]', 60000000, 600000, 60600000, 5050000, 'aprobado', 'Acta', now(), now()
    FROM ph WHERE identificador LIKE 'b%'`);
  await db.$executeRawUnsafe('ANALYZE');
  const periodo = `${year}-05`;
  const month = await timed(async () => {
    await db.$executeRawUnsafe(
      `INSERT INTO pgboss.job (name, data) VALUES ('tesoreria.facturacion-mensual', '{"periodo":"${periodo}"}')`,
    );
    const deadline = Date.now() + 600_000;
    for (;;) {
      const [row] = await db.$queryRawUnsafe<{ n: bigint }[]>(
        `SELECT count(*) AS n FROM facturaciones WHERE periodo = '${periodo}'`,
      );
      if (Number(row!.n) >= PROPERTIES || Date.now() > deadline) return Number(row!.n);
      await new Promise((r) => setTimeout(r, 200));
    }
  });
  runs.push({
    name: `Mes de la plataforma ${periodo} (job): ${month.value} conjuntos × ${UNITS_PER_PROPERTY} unidades`,
    ms: month.ms,
  });

  console.log('\nFacturación en PostgreSQL (límites: 2 000 unidades < 2 s; mes de la plataforma < 60 s)');
  console.log('| Operación | Tiempo |\n|---|---:|');
  for (const r of runs) console.log(`| ${r.name} | ${(r.ms / 1000).toFixed(2)} s |`);

  const headers = { authorization: `Bearer ${token}` };
  const reference = await load({ name: 'Hono bare route (referencia)', url: bare.url, connections, durationSeconds: duration });
  const account = await load({
    name: 'GET /api/apartamentos/{id}/estado-cuenta (24 meses)',
    url: `${server.url}/api/apartamentos/${unit.id}/estado-cuenta`,
    headers,
    connections,
    durationSeconds: duration,
  });
  const list = await load({
    name: 'GET /api/ph/{id}/apartamentos (ruta de referencia)',
    url: `${server.url}/api/ph/${small.id}/apartamentos`,
    headers,
    connections,
    durationSeconds: duration,
  });
  console.log(`\nPostgreSQL · ${connections} conexiones · ${duration} s por endpoint`);
  printTable([reference, list, account], reference);
} finally {
  await database.close();
  bare.close();
  await server.stop();
  await server.dropDatabase();
}
process.exit(0);
