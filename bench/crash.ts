// Crash and outage: kill -9 one of two API processes in the middle of the write load and start it
// again; kill -9 one in the middle of mail delivery and count the mail that reaches a loopback SMTP
// sink; then stop PostgreSQL under both processes and start it again; and SIGTERM one under load: every
// request it had received is answered (graceful drain) while the balancer sends the new ones to the other.
//   pnpm bench:crash     (BENCH_SECONDS=20; BENCH_ONLY=sigterm,kill,mail,postgres runs some of them;
//                         PG_PORT / PG_DIR choose the PostgreSQL instance)
import { Agent, request } from 'node:http';

import pg from 'pg';

import { startTestSmtp } from '@horizonte/api/testing';

import { startCluster, type ApiNode } from './lib/cluster.ts';
import { api, login, nextClientAddress, sleep, waitUntil, type ApiAnswer } from './lib/http.ts';
import { isSpanish, leaksInternals } from './lib/leaks.ts';
import { startPostgres, stopPostgres } from './lib/postgres.ts';
import { verdict } from './lib/report.ts';
import { adminOfAltos } from './lib/setup.ts';
import {
  count2xx,
  count5xx,
  missingAcknowledged,
  printServerErrors,
  printStreams,
  runWriteLoad,
  writesInDatabase,
  type StreamStats,
} from './lib/write-load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const killAtMs = Math.round(seconds * 300);
const restartAfterMs = 2_000;
const OUTAGE_ANSWER_LIMIT_MS = 10_000;
const RECOVERY_LIMIT_MS = 30_000;
const v = verdict();
/** Invitations (each one mail) sent while a process is killed; the sink takes 300 ms per message, so deliveries are in flight. */
const MAILS = Number(process.env.BENCH_MAILS ?? 300);
const SINK_DELAY_MS = 300;
/** A job whose process died stays active until it expires (60 s for mail), then the queue retries it. */
const MAIL_RECOVERY_LIMIT_MS = 150_000;
const sink = await startTestSmtp({ acceptDelayMs: SINK_DELAY_MS });
const cluster = await startCluster({
  prefix: 'hz_crash',
  env: { SMTP_URL: sink.url, MAIL_OUTBOX: '', MAIL_RETRY_DELAY_SECONDS: '1', JOBS_MAINTENANCE_SECONDS: '5' },
});
const [a, b] = cluster.nodes as [ApiNode, ApiNode];

async function crashDuringLoad() {
  const { token, phId } = await adminOfAltos(a.url);
  const runId = Date.now().toString(36);
  console.log(
    `— kill -9 de ${b.name} a los ${killAtMs / 1000} s de una carga de ${seconds} s (200 clientes), reinicio ${restartAfterMs / 1000} s después`,
  );
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
  console.log(
    `  ${b.name} reiniciado en el mismo puerto: respondió /api/health en ${(restartMs / 1000).toFixed(1)} s (a los ${(upAt / 1000).toFixed(1)} s)`,
  );

  const { streams } = await loadDone;
  printStreams(streams, seconds);
  printServerErrors(streams);
  for (const node of cluster.nodes) {
    const errors = node
      .output()
      .split('\n')
      .filter((line) => /\[(trpc|http)\]|Error/.test(line));
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
    console.log(
      `  ${kind}: ${rows} filas en la base · ${acked} confirmadas (2xx) · ${unanswered} intentos sin respuesta (≈${Math.max(0, inFlight)} en vuelo al kill, el resto rechazados con el puerto cerrado)`,
    );
    v.check(
      `${kind}: filas ≥ confirmadas y ≤ confirmadas + sin respuesta`,
      rows >= acked && rows <= acked + unanswered,
      `${acked} ≤ ${rows} ≤ ${acked + unanswered}`,
    );
    const missing = missingAcknowledged(streams, kind, kind === 'preregistro' ? stored.preregistros : stored.apartamentos);
    v.check(`${kind}: cada escritura confirmada está en la base con su id`, missing.length === 0, missing.slice(0, 5).join(', '));
  }
  const outage = [killedAt, upAt];
  const servedByA = sum(on(a.name), (s) => s.ackTimes.filter((t) => t >= outage[0]! && t <= outage[1]!).length);
  v.check(
    `${a.name} siguió atendiendo mientras ${b.name} estaba caído`,
    servedByA > 0,
    `${servedByA} escrituras 2xx en ${a.name} entre ${(outage[0]! / 1000).toFixed(1)} s y ${(outage[1]! / 1000).toFixed(1)} s`,
  );
  v.check(
    `${a.name}: cero errores de conexión, cero sin respuesta`,
    on(a.name).every((s) => s.autocannon.errors === 0 && s.unanswered.size === 0),
    on(a.name)
      .map((s) => `${s.autocannon.errors}/${s.unanswered.size}`)
      .join(' '),
  );
  v.check(
    `los errores de conexión son solo contra ${b.name}`,
    sum(on(b.name), (s) => s.autocannon.errors) > 0,
    `${sum(on(b.name), (s) => s.autocannon.errors)} en ${b.name}`,
  );
  v.check(
    'ninguna respuesta 5xx en ningún proceso',
    streams.every((s) => count5xx(s) === 0),
    streams.map((s) => `${s.kind}@${s.node}:${count5xx(s)}`).join(' '),
  );
  const health = await api(b.url, 'GET', '/api/health');
  v.check(
    `${b.name} reiniciado responde /api/health ok`,
    health.status === 200 && health.json?.status === 'ok',
    `${health.status}`,
  );
  const postRestart = sum(on(b.name), (s) => s.ackTimes.filter((t) => t > upAt).length);
  v.check(
    `${b.name} volvió a aceptar escrituras de la misma carga`,
    postRestart > 0,
    `${postRestart} escrituras 2xx después del reinicio`,
  );
}

/** kill -9 of B while both processes deliver mail to a slow SMTP sink; every committed mail must arrive. */
async function crashDuringMail() {
  const { token, phId } = await adminOfAltos(a.url);
  const runId = Date.now().toString(36);
  const emails = Array.from({ length: MAILS }, (_, i) => `correo.${runId}.${i}@example.com`);
  console.log(
    `\n— kill -9 de ${b.name} en plena entrega de correo: ${MAILS} invitaciones (A y B alternados), SMTP en loopback que tarda ${SINK_DELAY_MS} ms por mensaje`,
  );
  const produced = new Set<string>();
  let failed = 0;
  let serverErrors = 0;
  let next = 0;
  let killed = false;
  const sendAll = Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < emails.length) {
        const i = next++;
        const node = i % 2 ? b : a;
        if (node === b && killed) continue; // B is down: its share is simply not produced
        const r = await api(node.url, 'POST', `/api/ph/${phId}/invite`, {
          token,
          body: { email: emails[i], rol: 'residente' },
        }).catch(() => undefined);
        if (r && r.status === 200) produced.add(emails[i]!);
        else failed += 1;
        if (r && r.status >= 500) serverErrors += 1;
      }
    }),
  );
  const started = performance.now();
  await waitUntil('un tercio de las invitaciones confirmadas', async () => produced.size >= MAILS / 3, 60_000, 20);
  const client = new pg.Client({ connectionString: cluster.database.url });
  await client.connect();
  const activeAtKill = (
    await client.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail.send' AND state = 'active'`)
  ).rows[0].n as number;
  const deliveredAtKill = new Set(sink.messages.map((m) => m.to)).size;
  const exited = new Promise((resolve) => b.server.process.once('exit', resolve));
  killed = true;
  b.server.process.kill('SIGKILL');
  await exited;
  const killedAt = performance.now();
  console.log(
    `  ${b.name} terminado con SIGKILL a los ${((killedAt - started) / 1000).toFixed(1)} s: ${produced.size} correos confirmados, ${deliveredAtKill} entregados, ${activeAtKill} entregas en curso`,
  );
  await sendAll;
  await sleep(restartAfterMs);
  const restartMs = await cluster.restart(b);
  console.log(
    `  ${b.name} reiniciado en ${(restartMs / 1000).toFixed(1)} s; ${produced.size} correos confirmados en total (${failed} invitaciones sin 200: en vuelo o contra ${b.name} caído)`,
  );
  const delivered = () => new Set(sink.messages.map((m) => m.to));
  const allArrived = await waitUntil(
    'todos los correos confirmados entregados',
    async () => [...produced].every((e) => delivered().has(e)),
    MAIL_RECOVERY_LIMIT_MS,
    500,
  ).catch(() => -1);
  const arrived = [...produced].filter((e) => delivered().has(e)).length;
  const [{ n: queued }] = (
    await client.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail.send' AND state < 'completed'`)
  ).rows;
  await client.end();
  const ours = sink.messages.filter((m) => m.to.startsWith(`correo.${runId}.`));
  const duplicates = ours.length - new Set(ours.map((m) => m.to)).size;
  const stray = ours.filter((m) => !produced.has(m.to)).length;
  console.log(
    `  entregados ${arrived}/${produced.size} confirmados, ${allArrived >= 0 ? `el último ${((performance.now() - killedAt) / 1000).toFixed(1)} s después del kill` : 'incompleto'}; ` +
      `${duplicates} duplicados (entrega al menos una vez), ${stray} de invitaciones cuya respuesta se perdió, ${queued} pendientes en la cola`,
  );
  v.check(
    'correo: cada invitación confirmada (200) llegó al SMTP tras el kill -9 y el reinicio',
    arrived === produced.size,
    `${arrived}/${produced.size}`,
  );
  v.check(
    `correo: había entregas en curso al matar a ${b.name}`,
    activeAtKill > 0 && deliveredAtKill < produced.size,
    `${activeAtKill} activas, ${deliveredAtKill} de ${produced.size} entregadas`,
  );
  v.check(
    'correo: ninguna invitación respondió 5xx',
    serverErrors === 0,
    `${serverErrors} × 5xx, ${failed} sin 200 (conexión cortada con ${b.name})`,
  );
}

interface Sent {
  node: string;
  slow: boolean;
  startedAt: number;
  endedAt?: number;
  status?: number;
  error?: string;
}

interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  slowMs?: number;
}

/** One request on `agent`'s keep-alive connection; a slow one sends half its body, waits `slowMs`, then the rest. */
function send(port: number, agent: Agent, call: Call): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = call.body === undefined ? undefined : Buffer.from(call.body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: call.method,
        path: call.path,
        headers: { ...call.headers, ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    if (!body) return void req.end();
    if (!call.slowMs) return void req.end(body);
    req.write(body.subarray(0, 5));
    setTimeout(() => req.end(body.subarray(5)), call.slowMs);
  });
}

/**
 * SIGTERM of B in the middle of a load with slow uploads in flight. B drains: it answers everything it
 * had received, refuses new connections and says 503 on health; the balancer (here: the clients) sends
 * what starts after the signal to A. Then B starts again.
 */
async function gracefulRestart() {
  const CLIENTS = 40;
  const SLOW_EVERY = 3;
  const SLOW_BODY_MS = 1_500;
  const signalAfterMs = 3_000;
  const { token } = await adminOfAltos(b.url);
  console.log(
    `\n— SIGTERM a ${b.name} a los ${signalAfterMs / 1000} s de una carga de ${CLIENTS} clientes keep-alive (1 de cada ${SLOW_EVERY} peticiones sube su cuerpo en ${SLOW_BODY_MS / 1000} s); después de la señal el balanceador envía a ${a.name}`,
  );
  const started = performance.now();
  const now = () => performance.now() - started;
  let signalAt = Infinity;
  let stop = false;
  let uploads = 0;
  const sent: Sent[] = [];
  const loops = Array.from({ length: CLIENTS }, async (_, c) => {
    const agents = new Map([a, b].map((n) => [n.name, new Agent({ keepAlive: true, maxSockets: 1 })]));
    for (let i = 0; !stop; i++) {
      const node = now() < signalAt ? b : a;
      const slow = (i + c) % SLOW_EVERY === 0;
      const entry: Sent = { node: node.name, slow, startedAt: now() };
      sent.push(entry);
      const call: Call = slow
        ? {
            method: 'POST',
            path: '/api/auth/forgot-password',
            headers: { 'x-forwarded-for': nextClientAddress() },
            body: JSON.stringify({ email: `drenaje.${++uploads}@example.com` }),
            slowMs: SLOW_BODY_MS,
          }
        : { method: 'GET', path: '/api/auth/verify', headers: { authorization: `Bearer ${token}` } };
      try {
        entry.status = await send(node.port, agents.get(node.name)!, call);
      } catch (error) {
        entry.error = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      }
      entry.endedAt = now();
    }
    for (const agent of agents.values()) agent.destroy();
  });

  await sleep(signalAfterMs);
  const exited = new Promise<number | null>((resolve) => b.server.process.once('exit', (code) => resolve(code)));
  signalAt = now();
  b.server.process.kill('SIGTERM');
  // Health from a fresh connection, as a balancer asks, until B is gone; counted once B has said it drains
  // (before that the signal may not have reached its event loop yet).
  const health = { ok: 0, unavailable: 0, refused: 0, other: 0 };
  let gone = false;
  const probing = (async () => {
    while (!gone) {
      const draining = b.output().includes('Horizonte se detiene');
      const r = await api(b.url, 'GET', '/api/health', { timeoutMs: 2_000 }).catch(() => undefined);
      if (draining) health[!r ? 'refused' : r.status === 200 ? 'ok' : r.status === 503 ? 'unavailable' : 'other'] += 1;
      await sleep(20);
    }
  })();
  const code = await exited;
  gone = true;
  const exitedAt = now();
  await probing;
  await sleep(1_000);
  stop = true;
  await Promise.all(loops);

  const before = sent.filter((s) => s.node === b.name && s.startedAt < signalAt);
  const inFlight = before.filter((s) => (s.endedAt ?? Infinity) > signalAt);
  const failedBefore = before.filter((s) => s.error !== undefined || (s.status ?? 500) >= 300);
  const after = sent.filter((s) => s.startedAt >= signalAt);
  const failedAfter = after.filter((s) => s.error !== undefined || (s.status ?? 500) >= 300);
  const lastAnswer = Math.max(...inFlight.map((s) => s.endedAt ?? 0));
  console.log(
    `  ${before.length} peticiones enviadas a ${b.name} antes de la señal; ${inFlight.length} en vuelo al recibirla (${inFlight.filter((s) => s.slow).length} subidas lentas); ` +
      `la última respondida ${Math.round(lastAnswer - signalAt)} ms después de la señal; ${b.name} terminó (código ${code}) ${Math.round(exitedAt - signalAt)} ms después de la señal`,
  );
  console.log(
    `  /api/health de ${b.name} durante el drenaje (conexión nueva cada 20 ms): ${health.unavailable} × 503, ${health.refused} rechazadas, ${health.ok} × 200, ${health.other} otras`,
  );
  console.log(`  ${after.length} peticiones después de la señal, todas a ${a.name}: ${after.length - failedAfter.length} × 2xx`);
  v.check(
    `SIGTERM: cada petición enviada a ${b.name} antes de la señal respondió 2xx (ninguna conexión reiniciada)`,
    failedBefore.length === 0 && inFlight.length > 0,
    `${before.length - failedBefore.length}/${before.length}; fallidas: ${
      failedBefore
        .slice(0, 5)
        .map((s) => s.error ?? s.status)
        .join(', ') || 'ninguna'
    }`,
  );
  v.check(
    `SIGTERM: las subidas lentas en vuelo terminaron`,
    inFlight.some((s) => s.slow) && inFlight.every((s) => s.status !== undefined && s.status < 300),
    `${inFlight.filter((s) => s.slow).length} subidas`,
  );
  v.check(
    `SIGTERM: /api/health nunca dijo 200 una vez que ${b.name} empezó a drenar`,
    health.ok === 0,
    `${health.unavailable} × 503, ${health.refused} rechazadas`,
  );
  v.check(
    `SIGTERM: ${b.name} salió con código 0 dentro de la espera`,
    code === 0 && exitedAt - signalAt < 10_000 + 5_000,
    `${Math.round(exitedAt - signalAt)} ms`,
  );
  v.check(
    `SIGTERM: ${a.name} atendió todo lo posterior`,
    after.length > 0 && failedAfter.length === 0,
    `${failedAfter.length} fallidas de ${after.length}`,
  );
  const restartMs = await cluster.restart(b);
  const again = await api(b.url, 'GET', '/api/health');
  v.check(
    `SIGTERM: ${b.name} reiniciado responde /api/health 200`,
    again.status === 200,
    `en ${(restartMs / 1000).toFixed(1)} s`,
  );
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
      [
        'POST /api/auth/login',
        () =>
          api(node.url, 'POST', '/api/auth/login', {
            body: { email: 'superadmin@horizonte.co', password: 'Horizonte2026' },
            headers: { 'x-forwarded-for': nextClientAddress() },
          }),
      ],
      [
        'POST /api/ph/altos/preregistro',
        () =>
          api(node.url, 'POST', '/api/ph/altos/preregistro', {
            body: {
              nombre: 'Caída',
              tipoDocumento: 'CC',
              numeroDocumento: '55555',
              email: `caida.${Date.now()}@example.com`,
              rolDeseado: 'residente',
            },
            headers: { 'x-forwarded-for': nextClientAddress() },
          }),
      ],
    ];
    for (const [label, run] of requests) {
      const r = await run();
      timings.push(r.ms);
      checkOutageAnswer(`[${node.name}] ${label}`, r);
    }
  }
  // A burst while the database is down: every answer must still come back quickly.
  const burst = await Promise.all(
    Array.from({ length: 50 }, (_, i) => api(i % 2 ? a.url : b.url, 'GET', '/api/auth/verify', { token }).catch(() => undefined)),
  );
  const burstOk = burst.filter((r) => r?.status === 503 && isSpanish(r.json?.message));
  const burstMax = Math.max(...burst.map((r) => r?.ms ?? Infinity));
  v.check(
    'ráfaga de 50 peticiones con la base caída → 50 × 503, ninguna cuelga',
    burstOk.length === 50 && burstMax < OUTAGE_ANSWER_LIMIT_MS,
    `${burstOk.length} × 503, la más lenta ${Math.round(burstMax)} ms`,
  );
  console.log(
    `  respuestas con la base caída: la más lenta ${Math.round(Math.max(...timings))} ms, mediana ${Math.round(timings.sort((x, y) => x - y)[Math.floor(timings.length / 2)]!)} ms`,
  );

  console.log('\n— PostgreSQL iniciado de nuevo (sin reiniciar la API)');
  const startedAgain = performance.now();
  startPostgres();
  const pgUp = performance.now() - startedAgain;
  for (const node of [a, b]) {
    const recovered = await waitUntil(
      `${node.name} /api/health 200`,
      async () => (await api(node.url, 'GET', '/api/health', { timeoutMs: 5_000 })).status === 200,
      RECOVERY_LIMIT_MS,
    ).catch(() => -1);
    v.check(
      `[${node.name}] /api/health vuelve a 200 sin reiniciar el proceso`,
      recovered >= 0,
      recovered >= 0 ? `${Math.round(pgUp + recovered)} ms desde el arranque de PostgreSQL` : 'no se recuperó',
    );
    const verify = await api(node.url, 'GET', '/api/auth/verify', { token });
    v.check(`[${node.name}] la sesión creada antes de la caída sigue valiendo`, verify.status === 200, `${verify.status}`);
    const write = await api(node.url, 'POST', '/api/ph/altos/preregistro', {
      body: {
        nombre: 'Después',
        tipoDocumento: 'CC',
        numeroDocumento: '66666',
        email: `despues.${node.name.toLowerCase()}.${Date.now()}@example.com`,
        rolDeseado: 'residente',
      },
      headers: { 'x-forwarded-for': nextClientAddress() },
    });
    v.check(`[${node.name}] vuelve a escribir`, write.status < 300, `${write.status}`);
  }
}

const only = process.env.BENCH_ONLY?.split(',');
const scenarios: [string, () => Promise<void>][] = [
  ['sigterm', gracefulRestart],
  ['kill', crashDuringLoad],
  ['mail', crashDuringMail],
  ['postgres', databaseOutage],
];
try {
  for (const [name, run] of scenarios) if (!only || only.includes(name)) await run();
} catch (error) {
  v.check('la prueba terminó sin excepción', false, error instanceof Error ? error.stack : String(error));
  startPostgres();
} finally {
  await cluster.stop();
  await cluster.database.drop();
  await sink.close();
}
v.finish('crash');
process.exit(process.exitCode ?? 0);
