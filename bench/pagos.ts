// Pagos en línea benchmark (issue 28) on PostgreSQL: 2 000 approved Wompi events, each sent twice (half
// of them as two concurrent copies, the other half replayed after every first copy), through the real
// webhook of production-mode servers, in two topologies on a fresh database each:
//   - one process: the process that answers the webhook also runs the job that applies the payments;
//   - split: a stateless API process with JOBS_WORKERS=false receives the webhooks (it only enqueues and
//     announces each job by NOTIFY) and a worker process applies the payments.
// Prints, per topology, the time until every payment is applied, the pagos created (exactly 2 000),
// whether the balances add up, p50/p99 of the webhook's answer, and the p99 of GET /api/health measured
// in the same run (on the process that received the webhooks) as the reference.
//   pnpm bench:pagos                 (starts the benchmarks' own PostgreSQL on loopback)
//   BENCH_DATABASE_URL=postgresql://… pnpm bench:pagos
//   BENCH_CONNECTIONS=32 pnpm bench:pagos   (requests in flight; 8 by default)
//   BENCH_TOPOLOGIA=dividido pnpm bench:pagos   (only one topology: uno | dividido)
//   BENCH_TRABAJOS_NICE=0 pnpm bench:pagos      (split: the worker process at normal priority)
import os from 'node:os';

import { createDatabase } from '@horizonte/db';

import { cifrar } from '../apps/api/src/lib/cifrado.ts';
import { nuevaReferencia } from '../apps/api/src/modules/pagos-en-linea/referencia.ts';
import { checksumEvento } from '../apps/api/src/modules/pagos-en-linea/wompi.ts';
import { startServer, type RunningServer } from '../packages/e2e/src/server.ts';
import { startPostgres } from './lib/postgres.ts';
import { BENCH_SERVER_ENV, startBenchServer } from './lib/server.ts';

const EVENTOS = Number(process.env.BENCH_EVENTOS ?? 2_000);
const CONJUNTOS = 20;
const CONCURRENCIA = Number(process.env.BENCH_CONNECTIONS ?? 8);
const VALOR = 100_000;
/** The bench server's key (bench/lib/server.ts). */
const LLAVE = 'llave-de-prueba-de-los-secretos-de-pasarela';
const SECRETO_EVENTOS = 'bench_eventos_secreto_0001';

process.env.BENCH_DATABASE_URL ??= startPostgres();
if (!process.env.BENCH_DATABASE_URL.startsWith('postgres')) {
  console.error('bench:pagos necesita PostgreSQL: BENCH_DATABASE_URL=postgresql://…');
  process.exit(2);
}

type Topologia = 'uno' | 'dividido';
const TOPOLOGIAS: Record<Topologia, string> = {
  uno: 'Un proceso (webhook y trabajos)',
  dividido: 'API JOBS_WORKERS=false + proceso de trabajos',
};
const elegidas = (process.env.BENCH_TOPOLOGIA ? [process.env.BENCH_TOPOLOGIA] : Object.keys(TOPOLOGIAS)) as Topologia[];
if (elegidas.some((t) => !(t in TOPOLOGIAS))) {
  console.error('BENCH_TOPOLOGIA debe ser uno o dividido');
  process.exit(2);
}

function percentil(valores: number[], p: number): number {
  const orden = [...valores].sort((a, b) => a - b);
  return orden[Math.min(orden.length - 1, Math.ceil((p / 100) * orden.length) - 1)]!;
}

/** Runs the tasks with `n` in flight. */
async function pool(tareas: (() => Promise<unknown>)[], n: number): Promise<void> {
  let siguiente = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (siguiente < tareas.length) await tareas[siguiente++]!();
    }),
  );
}

async function medir(topologia: Topologia): Promise<{ filas: Record<string, { valor: string; límite: string }>; ok: boolean }> {
  // The first process migrates the fresh database, loads the demo data and runs the jobs; in the split
  // topology a second one, without workers, receives the webhooks.
  const trabajos = await startBenchServer();
  let web: RunningServer = trabajos;
  if (topologia === 'dividido') {
    web = await startServer({
      ...BENCH_SERVER_ENV,
      DATABASE_URL: trabajos.databaseUrl,
      MIGRATE_ON_START: 'false',
      JOBS_WORKERS: 'false',
    });
    // In production the workers run on their own machines; here they share the cores with the API and
    // PostgreSQL, so the worker process yields the CPU (nice 10) instead of taking it from the answers.
    if (process.env.BENCH_TRABAJOS_NICE !== '0') os.setPriority(trabajos.process.pid!, 10);
  }
  const database = await createDatabase(trabajos.databaseUrl);
  const db = database.prisma;
  try {
    const now = new Date();
    // 1. 20 complexes with their gateway, 100 units each owing $ 100.000, one pending intent per unit.
    const porConjunto = Math.ceil(EVENTOS / CONJUNTOS);
    const intentos: { referencia: string; transaccion: string }[] = [];
    for (let c = 0; c < CONJUNTOS; c++) {
      const ph = await db.pH.create({
        data: {
          nombre: `Conjunto Pagos ${c}`,
          nit: `90200${c}`,
          direccion: 'Calle 1',
          ciudad: 'Bogotá',
          identificador: `pagos${c}`,
          searchText: `pagos ${c}`,
        },
      });
      await db.pasarelaConfig.create({
        data: {
          phId: ph.id,
          llavePublica: `pub_test_bench${c}`,
          secretoIntegridad: cifrar(LLAVE, 'bench_integridad'),
          secretoEventos: cifrar(LLAVE, SECRETO_EVENTOS),
          ambiente: 'pruebas',
          updatedAt: now,
        },
      });
      await db.apartamento.createMany({
        data: Array.from({ length: porConjunto }, (_, i) => ({
          phId: ph.id,
          torre: '1',
          numero: String(100 + i),
          coeficiente: 1,
        })),
      });
      const unidades = await db.apartamento.findMany({ where: { phId: ph.id }, select: { id: true } });
      await db.cargo.createMany({
        data: unidades.map((u) => ({
          phId: ph.id,
          apartamentoId: u.id,
          tipo: 'ordinaria' as const,
          concepto: 'Cuota de administración',
          periodo: '2099-01',
          fecha: new Date('2026-01-01T00:00:00Z'),
          fechaVencimiento: new Date('2099-01-10T00:00:00Z'),
          valor: VALOR,
          generaMora: false,
          estado: 'vigente' as const,
        })),
      });
      const filas = unidades.map((u) => ({
        phId: ph.id,
        apartamentoId: u.id,
        referencia: nuevaReferencia(ph.id),
        valor: VALOR,
        proveedor: 'wompi',
        ambiente: 'pruebas' as const,
        urlPago: 'https://checkout.wompi.co/p/',
        expiraEn: new Date(now.getTime() + 86_400_000),
        creadoEn: now,
      }));
      await db.intentoPago.createMany({ data: filas });
      for (const f of filas) intentos.push({ referencia: f.referencia, transaccion: `bench-${intentos.length}` });
    }

    // 2. The signed events.
    const properties = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'];
    const cuerpos = intentos.slice(0, EVENTOS).map(({ referencia, transaccion }) => {
      const data = {
        transaction: {
          id: transaccion,
          reference: referencia,
          amount_in_cents: VALOR * 100,
          currency: 'COP',
          status: 'APPROVED',
          payment_method_type: 'PSE',
        },
      };
      const timestamp = Math.floor(Date.now() / 1000);
      return JSON.stringify({
        event: 'transaction.updated',
        data,
        environment: 'test',
        signature: { properties, checksum: checksumEvento(data, properties, timestamp, SECRETO_EVENTOS) },
        timestamp,
      });
    });

    const latencias: number[] = [];
    let fallos = 0;
    async function enviar(cuerpo: string) {
      const inicio = performance.now();
      const res = await fetch(`${web.url}/api/pasarela/wompi/eventos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: cuerpo,
      });
      await res.arrayBuffer();
      latencias.push(performance.now() - inicio);
      if (res.status !== 200) fallos += 1;
    }

    // 3. Half as two concurrent copies, half once now and once again after every first copy.
    const mitad = Math.floor(cuerpos.length / 2);
    const primeras = cuerpos.map((cuerpo, i) =>
      i < mitad ? () => Promise.all([enviar(cuerpo), enviar(cuerpo)]) : () => enviar(cuerpo),
    );
    const repeticiones = cuerpos.slice(mitad).map((cuerpo) => () => enviar(cuerpo));
    const inicio = performance.now();
    await pool(primeras, CONCURRENCIA);
    await pool(repeticiones, CONCURRENCIA);
    const envio = performance.now() - inicio;
    for (;;) {
      const pendientes = await db.eventoPasarela.count({ where: { resultado: 'pendiente' } });
      if (pendientes === 0) break;
      if (performance.now() - inicio > 600_000) throw new Error(`${pendientes} eventos sin procesar tras 10 min`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const aplicacion = performance.now() - inicio;

    // 4. What the ledger says.
    const pagos = await db.pago.count({ where: { medio: 'pasarela' } });
    const [cuadre] = await db.$queryRaw<
      { cargos: bigint; aplicado: bigint; recibido: bigint; transacciones: bigint; aprobados: bigint }[]
    >`
    WITH b AS (SELECT id FROM ph WHERE identificador LIKE 'pagos%')
    SELECT (SELECT coalesce(sum(valor), 0) FROM cargos WHERE estado = 'vigente' AND ph_id IN (SELECT id FROM b))::bigint AS cargos,
           (SELECT coalesce(sum(a.valor), 0) FROM aplicaciones_pago a JOIN pagos p ON p.id = a.pago_id
             WHERE a.anulada_en IS NULL AND p.ph_id IN (SELECT id FROM b))::bigint AS aplicado,
           (SELECT coalesce(sum(valor), 0) FROM pagos WHERE medio = 'pasarela' AND estado = 'aplicado' AND ph_id IN (SELECT id FROM b))::bigint AS recibido,
           (SELECT count(DISTINCT transaccion_pasarela) FROM pagos WHERE ph_id IN (SELECT id FROM b))::bigint AS transacciones,
           (SELECT count(*) FROM intentos_pago WHERE estado = 'aprobado' AND pago_id IS NOT NULL AND ph_id IN (SELECT id FROM b))::bigint AS aprobados`;
    const cuadra =
      Number(cuadre!.cargos) === EVENTOS * VALOR &&
      Number(cuadre!.aplicado) === EVENTOS * VALOR &&
      Number(cuadre!.recibido) === EVENTOS * VALOR &&
      Number(cuadre!.transacciones) === EVENTOS &&
      Number(cuadre!.aprobados) === EVENTOS;

    // 5. The reference, same run, same concurrency, same number of requests.
    const salud: number[] = [];
    await pool(
      Array.from({ length: latencias.length }, () => async () => {
        const t0 = performance.now();
        const res = await fetch(`${web.url}/api/health`);
        await res.arrayBuffer();
        salud.push(performance.now() - t0);
      }),
      CONCURRENCIA,
    );

    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const filas = {
      'Envío de los eventos (webhook)': { valor: `${(envio / 1000).toFixed(2)} s`, límite: '' },
      'Todos los pagos aplicados': { valor: `${(aplicacion / 1000).toFixed(2)} s`, límite: '< 60 s' },
      'Pagos creados': { valor: String(pagos), límite: `= ${EVENTOS}` },
      'Saldos cuadran': {
        valor: cuadra ? 'sí' : `no ${JSON.stringify(cuadre, (_, v) => (typeof v === 'bigint' ? Number(v) : v))}`,
        límite: 'sí',
      },
      'Webhook p50': { valor: ms(percentil(latencias, 50)), límite: '' },
      'Webhook p99': { valor: ms(percentil(latencias, 99)), límite: '< 100 ms' },
      'Respuestas no 200 del webhook': { valor: String(fallos), límite: '0' },
      'GET /api/health p50 (referencia)': { valor: ms(percentil(salud, 50)), límite: '' },
      'GET /api/health p99 (referencia)': { valor: ms(percentil(salud, 99)), límite: '' },
    };
    return { filas, ok: pagos === EVENTOS && cuadra && fallos === 0 && aplicacion < 60_000 };
  } finally {
    await database.close();
    if (web !== trabajos) await web.stop();
    await trabajos.stop();
    await trabajos.dropDatabase();
  }
}

const resultados: Partial<Record<Topologia, Awaited<ReturnType<typeof medir>>>> = {};
for (const topologia of elegidas) resultados[topologia] = await medir(topologia);
console.log(`\nPagos en línea en PostgreSQL · ${EVENTOS} eventos APPROVED × 2 · ${CONCURRENCIA} en vuelo`);
const primera = resultados[elegidas[0]!]!.filas;
console.table(
  Object.fromEntries(
    Object.keys(primera).map((nombre) => [
      nombre,
      {
        ...Object.fromEntries(elegidas.map((t) => [TOPOLOGIAS[t], resultados[t]!.filas[nombre]!.valor])),
        límite: primera[nombre]!.límite,
      },
    ]),
  ),
);
process.exitCode = elegidas.every((t) => resultados[t]!.ok) ? 0 : 1;
process.exit(process.exitCode ?? 0);
