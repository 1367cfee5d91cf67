// Load without loss: 200 concurrent clients (autocannon, loopback) submit preregistros and create
// apartments for 20 s against two API processes on one PostgreSQL database. Afterwards the database
// holds exactly the acknowledged (2xx) writes; no 5xx.
//   pnpm bench:load      (BENCH_SECONDS=20, BENCH_CONNECTIONS=50 per process and kind; PG_PORT / PG_DIR)
// BENCH_PROFILE=<dir>: each API process writes a V8 CPU profile there when it stops (`pnpm bench:profile <file>`).
import path from 'node:path';

import { startBareRoute } from './lib/bare.ts';
import { startCluster } from './lib/cluster.ts';
import { canReadCpu, treeCpuMs } from './lib/cpu.ts';
import { load, printTable } from './lib/load.ts';
import { postgresPid } from './lib/postgres.ts';
import { verdict } from './lib/report.ts';
import { adminOfAltos } from './lib/setup.ts';
import {
  count2xx,
  count5xx,
  missingAcknowledged,
  percentile,
  printServerErrors,
  printStreams,
  runWriteLoad,
  writesInDatabase,
} from './lib/write-load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const perStream = Number(process.env.BENCH_CONNECTIONS ?? 50);
const v = verdict();

const bare = await startBareRoute();
const profileDir = process.env.BENCH_PROFILE;
const cluster = await startCluster({
  prefix: 'hz_load',
  nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
});

try {
  const [a] = cluster.nodes;
  const { token, phId } = await adminOfAltos(a!.url);
  const clients = perStream * 2 * cluster.nodes.length;
  console.log(`Referencia: ruta Hono desnuda, ${clients} conexiones, 5 s`);
  const reference = await load({ name: 'Hono bare route (referencia)', url: bare.url, connections: clients, durationSeconds: 5 });
  const health = await load({
    name: `GET /api/health (${a!.name})`,
    url: `${a!.url}/api/health`,
    connections: clients,
    durationSeconds: 5,
  });
  printTable([reference, health], reference);

  const runId = Date.now().toString(36);
  console.log(
    `\nCarga de escritura: ${clients} clientes concurrentes (${perStream} por proceso y tipo) durante ${seconds} s · procesos ${cluster.nodes.map((n) => n.name).join(', ')} · corrida ${runId}`,
  );
  // CPU per write in the steady part of the write window (its last three quarters: no warm-up, not the
  // drain after it): shared cores slow a run down, but the CPU each write costs Node and PostgreSQL
  // stays what it is.
  const nodePids = cluster.nodes.map((n) => n.server.process.pid!);
  const cpu = () => ({ node: treeCpuMs(nodePids), postgres: treeCpuMs([postgresPid()]) });
  const steadyFromMs = (seconds * 1000) / 4;
  const cpuWindow: { start?: ReturnType<typeof cpu>; end?: ReturnType<typeof cpu> } = {};
  const timers = canReadCpu()
    ? [setTimeout(() => (cpuWindow.start = cpu()), steadyFromMs), setTimeout(() => (cpuWindow.end = cpu()), seconds * 1000)]
    : [];
  const { streams } = await runWriteLoad({
    runId,
    nodes: cluster.nodes,
    adminToken: token,
    phId,
    durationSeconds: seconds,
    connectionsPerStream: perStream,
  });
  timers.forEach(clearTimeout);
  printStreams(streams, seconds);
  const { start, end } = cpuWindow;
  if (start && end) {
    const inWindow = streams.reduce((n, s) => n + s.ackTimes.filter((t) => t > steadyFromMs && t <= seconds * 1000).length, 0);
    const perWrite = (ms: number) => ((ms * 1000) / Math.max(1, inWindow)).toFixed(0);
    console.log(
      `CPU por escritura de ${(steadyFromMs / 1000).toFixed(1)} s a ${seconds} s (${inWindow} confirmadas): Node ${perWrite(end.node - start.node)} µs (${cluster.nodes.length} procesos) · PostgreSQL ${perWrite(end.postgres - start.postgres)} µs`,
    );
  }
  printServerErrors(streams);

  const stored = await writesInDatabase(cluster.database.url, runId);
  const all = streams.flatMap((s) => s.latencies);
  const acked = (kind: string) => streams.filter((s) => s.kind === kind).reduce((n, s) => n + count2xx(s), 0);
  const totalWrites = acked('preregistro') + acked('apartamento');
  console.log(
    `\nTotal: ${totalWrites} escrituras confirmadas en ${seconds} s = ${Math.round(totalWrites / seconds)} escrituras/s · p50 ${Math.round(percentile(all, 50))} ms · p99 ${Math.round(percentile(all, 99))} ms · referencia ${reference.requestsPerSecond} req/s`,
  );
  console.log(
    `Base de datos: ${stored.preregistros.size} preregistros (2xx: ${acked('preregistro')}) · ${stored.apartamentos.size} apartamentos (2xx: ${acked('apartamento')})\n`,
  );

  v.check(
    'preregistros en la base = respuestas 2xx',
    stored.preregistros.size === acked('preregistro'),
    `${stored.preregistros.size} = ${acked('preregistro')}`,
  );
  v.check(
    'apartamentos en la base = respuestas 2xx',
    stored.apartamentos.size === acked('apartamento'),
    `${stored.apartamentos.size} = ${acked('apartamento')}`,
  );
  const missing = [
    ...missingAcknowledged(streams, 'preregistro', stored.preregistros),
    ...missingAcknowledged(streams, 'apartamento', stored.apartamentos),
  ];
  v.check('cada escritura confirmada está en la base con su id', missing.length === 0, missing.slice(0, 5).join(', '));
  v.check(
    'ninguna respuesta 5xx',
    streams.every((s) => count5xx(s) === 0),
    streams.map((s) => `${s.kind}@${s.node}:${count5xx(s)}`).join(' '),
  );
  v.check(
    'toda escritura enviada recibió respuesta',
    streams.every((s) => s.unanswered.size === 0),
    streams.map((s) => s.unanswered.size).join(' '),
  );
  v.check(
    'sin errores de conexión ni timeouts',
    streams.every((s) => s.autocannon.errors === 0),
    streams.map((s) => s.autocannon.errors).join(' '),
  );
  v.check(
    'todas las escrituras respondieron 2xx',
    streams.every((s) => count2xx(s) === s.issued),
    streams.map((s) => `${count2xx(s)}/${s.issued}`).join(' '),
  );
} catch (error) {
  v.check('la prueba terminó sin excepción', false, error instanceof Error ? error.stack : String(error));
} finally {
  bare.close();
  await cluster.stop();
  await cluster.database.drop();
}
v.finish('load');
process.exit(process.exitCode ?? 0);
