// Crash and outage: kill -9 one of two API processes in the middle of the write load and start it
// again; then stop PostgreSQL under both processes and start it again.
//   pnpm bench:crash     (BENCH_SECONDS=20; PG_PORT / PG_DIR choose the PostgreSQL instance)
import { startCluster, type ApiNode } from './lib/cluster.ts';
import { api, login, nextClientAddress, sleep, waitUntil, type ApiAnswer } from './lib/http.ts';
import { adminOfAltos } from './lib/setup.ts';
import { count2xx, count5xx, missingAcknowledged, printServerErrors, printStreams, runWriteLoad, writesInDatabase, type StreamStats } from './lib/write-load.ts';
import { startPostgres, stopPostgres } from './lib/postgres.ts';
import { isSpanish, leaksInternals } from './lib/leaks.ts';
import { verdict } from './lib/report.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const killAtMs = Math.round(seconds * 300);
const restartAfterMs = 2_000;
const OUTAGE_ANSWER_LIMIT_MS = 10_000;
const RECOVERY_LIMIT_MS = 30_000;
const v = verdict();
const cluster = await startCluster({ prefix: 'hz_crash' });
const [a, b] = cluster.nodes as [ApiNode, ApiNode];

async function crashDuringLoad() {
  const { token, phId } = await adminOfAltos(a.url);
  const runId = Date.now().toString(36);
  console.log(`— kill -9 de ${b.name} a los ${killAtMs / 1000} s de una carga de ${seconds} s (200 clientes), reinicio ${restartAfterMs / 1000} s después`);
  const loadDone = runWriteLoad({ runId, nodes: cluster.nodes, adminToken: token, phId, durationSeconds: seconds });
  const loadStarted = performance.now();

  await sleep(killAtMs);
  const pid = b.server.process.pid;
  const exited = new Promise((resolve) => b.server.process.once('exit', resolve));
  b.server.process.kill('SIGKILL');
  await exited;
  const killedAt = performance.now() - loadStarted;
  console.log(`  ${b.name} (pid ${pid}) terminado con SIGKILL a los ${(killedAt / 1000).toFixed(1)} s`);
  await sleep(restartAfterMs);
  const restartMs = await cluster.restart(b);
  const upAt = performance.now() - loadStarted;
  console.log(`  ${b.name} reiniciado en el mismo puerto: respondió /api/health en ${(restartMs / 1000).toFixed(1)} s (a los ${(upAt / 1000).toFixed(1)} s)`);

  const { streams } = await loadDone;
  printStreams(streams, seconds);
  printServerErrors(streams);
  for (const node of cluster.nodes) {
    const errors = node.output().split('\n').filter((line) => /\[(trpc|http)\]|Error/.test(line));
    for (const line of errors.slice(0, 6)) console.log(`  registro de ${node.name}: ${line.slice(0, 300)}`);
  }
  const stored = await writesInDatabase(cluster.database.url, runId);
  const on = (node: string) => streams.filter((s) => s.node === node);
  const sum = (list: StreamStats[], f: (s: StreamStats) => number) => list.reduce((n, s) => n + f(s), 0);
  for (const kind of ['preregistro', 'apartamento'] as const) {
    const list = streams.filter((s) => s.kind === kind);
    const acked = sum(list, count2xx);
    const unanswered = sum(list, (s) => s.unanswered.size);
    const rows = kind === 'preregistro' ? stored.preregistros.size : stored.apartamentos.size;
    // Attempts against the closed port fail to connect (autocannon retries at once); the rest were in flight at the kill.
    const inFlight = unanswered - sum(list, (s) => s.autocannon.errors);
    console.log(`  ${kind}: ${rows} filas en la base · ${acked} confirmadas (2xx) · ${unanswered} intentos sin respuesta (≈${Math.max(0, inFlight)} en vuelo al kill, el resto rechazados con el puerto cerrado)`);
    v.check(`${kind}: filas ≥ confirmadas y ≤ confirmadas + sin respuesta`, rows >= acked && rows <= acked + unanswered, `${acked} ≤ ${rows} ≤ ${acked + unanswered}`);
    const missing = missingAcknowledged(streams, kind, kind === 'preregistro' ? stored.preregistros : stored.apartamentos);
    v.check(`${kind}: cada escritura confirmada está en la base con su id`, missing.length === 0, missing.slice(0, 5).join(', '));
  }
  const outage = [killedAt, upAt];
  const servedByA = sum(on(a.name), (s) => s.ackTimes.filter((t) => t >= outage[0]! && t <= outage[1]!).length);
  v.check(`${a.name} siguió atendiendo mientras ${b.name} estaba caído`, servedByA > 0, `${servedByA} escrituras 2xx en ${a.name} entre ${(outage[0]! / 1000).toFixed(1)} s y ${(outage[1]! / 1000).toFixed(1)} s`);
  v.check(`${a.name}: cero errores de conexión, cero sin respuesta`, on(a.name).every((s) => s.autocannon.errors === 0 && s.unanswered.size === 0), on(a.name).map((s) => `${s.autocannon.errors}/${s.unanswered.size}`).join(' '));
  v.check(`los errores de conexión son solo contra ${b.name}`, sum(on(b.name), (s) => s.autocannon.errors) > 0, `${sum(on(b.name), (s) => s.autocannon.errors)} en ${b.name}`);
  v.check('ninguna respuesta 5xx en ningún proceso', streams.every((s) => count5xx(s) === 0), streams.map((s) => `${s.kind}@${s.node}:${count5xx(s)}`).join(' '));
  const health = await api(b.url, 'GET', '/api/health');
  v.check(`${b.name} reiniciado responde /api/health ok`, health.status === 200 && health.json?.status === 'ok', `${health.status}`);
  const postRestart = sum(on(b.name), (s) => s.ackTimes.filter((t) => t > upAt).length);
  v.check(`${b.name} volvió a aceptar escrituras de la misma carga`, postRestart > 0, `${postRestart} escrituras 2xx después del reinicio`);
}

/** A 503 in Spanish, as JSON, quickly, without internals. */
function checkOutageAnswer(label: string, r: ApiAnswer) {
  const leak = leaksInternals(r.text);
  v.check(
    `${label} → 503 JSON en español en ${Math.round(r.ms)} ms`,
    r.status === 503 && r.json?.success === false && isSpanish(r.json?.message) && !leak && r.ms < OUTAGE_ANSWER_LIMIT_MS,
    `${r.status} ${r.json?.message ?? r.text.slice(0, 120)}${leak ? ` (filtra: ${leak})` : ''}`,
  );
}

async function databaseOutage() {
  console.log('\n— PostgreSQL detenido bajo los dos procesos (scripts/postgres.sh stop)');
  const token = await login(a.url, 'admin.altos@horizonte.co', { headers: { 'x-forwarded-for': nextClientAddress() } });
  const stopStarted = performance.now();
  stopPostgres();
  console.log(`  detenido en ${Math.round(performance.now() - stopStarted)} ms`);
  const timings: number[] = [];
  for (const node of [a, b]) {
    const requests: [string, () => Promise<ApiAnswer>][] = [
      ['GET /api/health', () => api(node.url, 'GET', '/api/health')],
      ['GET /api/auth/verify (con sesión)', () => api(node.url, 'GET', '/api/auth/verify', { token })],
      ['GET /api/ph (con sesión)', () => api(node.url, 'GET', '/api/ph', { token })],
      ['POST /api/auth/login', () => api(node.url, 'POST', '/api/auth/login', { body: { email: 'superadmin@horizonte.co', password: 'Horizonte2026' }, headers: { 'x-forwarded-for': nextClientAddress() } })],
      ['POST /api/ph/altos/preregistro', () => api(node.url, 'POST', '/api/ph/altos/preregistro', { body: { nombre: 'Caída', tipoDocumento: 'CC', numeroDocumento: '55555', email: `caida.${Date.now()}@example.com`, rolDeseado: 'residente' }, headers: { 'x-forwarded-for': nextClientAddress() } })],
    ];
    for (const [label, run] of requests) {
      const r = await run();
      timings.push(r.ms);
      checkOutageAnswer(`[${node.name}] ${label}`, r);
    }
  }
  // A burst while the database is down: every answer must still come back quickly.
  const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => api(i % 2 ? a.url : b.url, 'GET', '/api/auth/verify', { token }).catch(() => undefined)));
  const burstOk = burst.filter((r) => r?.status === 503 && isSpanish(r.json?.message));
  const burstMax = Math.max(...burst.map((r) => r?.ms ?? Infinity));
  v.check('ráfaga de 50 peticiones con la base caída → 50 × 503, ninguna cuelga', burstOk.length === 50 && burstMax < OUTAGE_ANSWER_LIMIT_MS, `${burstOk.length} × 503, la más lenta ${Math.round(burstMax)} ms`);
  console.log(`  respuestas con la base caída: la más lenta ${Math.round(Math.max(...timings))} ms, mediana ${Math.round(timings.sort((x, y) => x - y)[Math.floor(timings.length / 2)]!)} ms`);

  console.log('\n— PostgreSQL iniciado de nuevo (sin reiniciar la API)');
  const startedAgain = performance.now();
  startPostgres();
  const pgUp = performance.now() - startedAgain;
  for (const node of [a, b]) {
    const recovered = await waitUntil(`${node.name} /api/health 200`, async () => (await api(node.url, 'GET', '/api/health', { timeoutMs: 5_000 })).status === 200, RECOVERY_LIMIT_MS).catch(() => -1);
    v.check(`[${node.name}] /api/health vuelve a 200 sin reiniciar el proceso`, recovered >= 0, recovered >= 0 ? `${Math.round(pgUp + recovered)} ms desde el arranque de PostgreSQL` : 'no se recuperó');
    const verify = await api(node.url, 'GET', '/api/auth/verify', { token });
    v.check(`[${node.name}] la sesión creada antes de la caída sigue valiendo`, verify.status === 200, `${verify.status}`);
    const write = await api(node.url, 'POST', '/api/ph/altos/preregistro', {
      body: { nombre: 'Después', tipoDocumento: 'CC', numeroDocumento: '66666', email: `despues.${node.name.toLowerCase()}.${Date.now()}@example.com`, rolDeseado: 'residente' },
      headers: { 'x-forwarded-for': nextClientAddress() },
    });
    v.check(`[${node.name}] vuelve a escribir`, write.status < 300, `${write.status}`);
  }
}

try {
  await crashDuringLoad();
  await databaseOutage();
} catch (error) {
  v.check('la prueba terminó sin excepción', false, error instanceof Error ? error.stack : String(error));
  startPostgres();
} finally {
  await cluster.stop();
  await cluster.database.drop();
}
v.finish('crash');
process.exit(process.exitCode ?? 0);
