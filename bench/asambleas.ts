// Asamblea voting benchmark on PostgreSQL (issue 18): a complex of 2 000 units whose coeficientes sum
// exactly 100 %, an owner with a session for each, the asamblea convened, installed with everyone present
// and one punto (by coeficiente) open; 500 owners follow it on GET /api/asambleas/{id}/eventos while all
// 2 000 vote through POST /api/puntos/{id}/votos at 50 connections, each vote sent twice at once (a double
// tap: one 200, one 409). Then: one row per unit, tallies equal to the padrón's sums in millionths and in
// units, every listener holding the final figures, and how long a vote took to reach the listeners.
// A bare Hono route and GET /api/health are measured in the same run as the reference.
//   pnpm bench:asambleas                  (starts the benchmarks' own PostgreSQL on loopback)
//   BENCH_DATABASE_URL=postgresql://… pnpm bench:asambleas
//   BENCH_VOTE_SECONDS=60 spreads the votes evenly over 60 s instead of sending them as fast as possible.
// Issue 27: the first BENCH_WEB_LISTENERS (default 20) of the listeners also fetch what the web's live
// hook fetches after each event (grouped per 150 ms, as the hook does): with BENCH_WEB=todo every query
// the projector shows (the rule before issue 27: invalidate every asambleas query), by default only what
// an event does not carry (the ballots' list for a resultado). The work per vote is counted in the
// database (every full read of the 2 000-row padrón is a tally or a quórum being computed) and in the
// bytes the listeners receive (stream and refetches).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';

import { createDatabase } from '@horizonte/db';

import { generateToken, hashToken } from '../apps/api/src/lib/tokens.ts';
import { createSession } from '../apps/api/src/modules/auth/sessions.ts';
import { bogotaDate } from '../packages/contracts/src/calendar.ts';
import { startBareRoute } from './lib/bare.ts';
import { canReadCpu, treeCpuMs } from './lib/cpu.ts';
import { api, sleep } from './lib/http.ts';
import { load, printTable, type LoadResult } from './lib/load.ts';
import { postgresPid, startPostgres } from './lib/postgres.ts';
import { verdict } from './lib/report.ts';
import { startBenchServer } from './lib/server.ts';
import { listenSse, type SseListener } from './lib/sse.ts';
import { percentile } from './lib/write-load.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const UNITS = Number(process.env.BENCH_UNITS ?? 2_000);
const LISTENERS = Math.min(UNITS, Number(process.env.BENCH_LISTENERS ?? 500));
const voteSeconds = Number(process.env.BENCH_VOTE_SECONDS ?? 0);
const WEB_LISTENERS = Math.min(LISTENERS, Number(process.env.BENCH_WEB_LISTENERS ?? 20));
/** todo: the web refetched every query on each event (before issue 27); faltante: only what it does not carry. */
const WEB_RULE = process.env.BENCH_WEB === 'todo' ? 'todo' : 'faltante';
const TOTAL_M = 100_000_000;
const OPCIONES = ['si', 'no', 'abstencion'] as const;
type Opcion = (typeof OPCIONES)[number];

/** The benchmarks' own PostgreSQL (not one given by URL): its CPU per vote is measured too. */
const ownPostgres = !process.env.BENCH_DATABASE_URL;
process.env.BENCH_DATABASE_URL ??= startPostgres();
if (!process.env.BENCH_DATABASE_URL.startsWith('postgres')) {
  console.error('bench:asambleas necesita PostgreSQL: BENCH_DATABASE_URL=postgresql://…');
  process.exit(2);
}

/** Pairs of units around 0.05 % (50 000 millionths): +d and −d, so the whole-integer sum is exactly 100 %. */
function coeficientesM(n: number): number[] {
  if (n % 2 !== 0 || TOTAL_M % n !== 0) throw new Error('BENCH_UNITS debe ser par y dividir 100 000 000');
  const mean = TOTAL_M / n;
  return Array.from({ length: n }, (_, i) => {
    const d = (Math.floor(i / 2) * 7_919) % Math.floor(mean / 2);
    return i % 2 === 0 ? mean + d : mean - d;
  });
}
const decimalOf = (m: number) => `${Math.floor(m / 1_000_000)}.${String(m % 1_000_000).padStart(6, '0')}`;
/** 60 % sí, 30 % no, 10 % abstención, mixed along the units. */
const opcionOf = (i: number): Opcion => (i % 10 < 6 ? 'si' : i % 10 < 9 ? 'no' : 'abstencion');
const millionths = (percent: number) => Math.round(percent * 1_000_000);

const bare = await startBareRoute();
const server = await startBenchServer();
const database = await createDatabase(server.databaseUrl);
const db = database.prisma;
const checks = verdict();
/** What the server wrote during the run (a stream's failed read is only logged there). */
const serverOutput: string[] = [];
for (const out of [server.process.stdout!, server.process.stderr!])
  out.on('data', (d: Buffer) => serverOutput.push(...d.toString().split('\n').filter(Boolean)));
const listeners: SseListener[] = [];
/** Once the figures are taken, the web-like listeners stop fetching (the run closes the punto, then the server). */
let midiendo = true;

interface Owner {
  apartamentoId: string;
  token: string;
  opcion: Opcion;
}

/** 2 000 units, owners, their roles, residente rows and sessions, in bulk. */
async function loadComplex(phId: string): Promise<Owner[]> {
  const now = new Date();
  const expires = new Date(now.getTime() + 8 * 60 * 60 * 1000);
  const coeficientes = coeficientesM(UNITS);
  const rows = coeficientes.map((m, i) => ({
    apartamentoId: randomUUID(),
    userId: randomUUID(),
    token: generateToken(),
    m,
    i,
    documento: String(30_000_000 + i),
  }));
  await db.apartamento.createMany({
    data: rows.map((r) => ({
      id: r.apartamentoId,
      phId,
      torre: String(Math.floor(r.i / 100) + 1),
      numero: String(101 + (r.i % 100)),
      piso: 1,
      coeficiente: decimalOf(r.m),
    })),
  });
  await db.user.createMany({
    data: rows.map((r) => ({
      id: r.userId,
      nombre: `Propietario ${r.i + 1}`,
      email: `propietario${r.i + 1}@bench.local`,
      tipoDocumento: 'CC' as const,
      numeroDocumento: r.documento,
      passwordHash: 'x',
      emailVerifiedAt: now,
    })),
  });
  await db.userRole.createMany({ data: rows.map((r) => ({ userId: r.userId, phId, rol: 'propietario' as const })) });
  await db.residente.createMany({
    data: rows.map((r) => ({
      apartamentoId: r.apartamentoId,
      userId: r.userId,
      nombre: `Propietario ${r.i + 1}`,
      tipoDocumento: 'CC' as const,
      numeroDocumento: r.documento,
      email: `propietario${r.i + 1}@bench.local`,
      tipo: 'propietario' as const,
      permisos: ['asambleas' as const],
    })),
  });
  await db.session.createMany({
    data: rows.map((r) => ({ id: hashToken(r.token), userId: r.userId, expiresAt: expires, absoluteExpiresAt: expires })),
  });
  return rows.map((r) => ({ apartamentoId: r.apartamentoId, token: r.token, opcion: opcionOf(r.i) }));
}

async function ok(method: string, path: string, token: string, body?: unknown) {
  const res = await api(server.url, method, path, { token, body, timeoutMs: 60_000 });
  if (res.status !== 200) throw new Error(`${method} ${path} → ${res.status} ${res.text.slice(0, 300)}`);
  return res.json;
}

interface Listener {
  /** [arrival, votes included] of each resultado event, in arrival order. */
  resultados: { at: number; sumM: number; votos: Record<Opcion, number> }[];
  ready: Promise<void>;
  /** Bytes received: the events' data, and the answers to what it fetched after them (web-like only). */
  bytes: { stream: number; refetch: number; requests: number };
}

/** What the web's live hook fetches after a batch of events (see BENCH_WEB above). */
function refetchesOf(asambleaId: string, tipos: Set<string>, puntoId: string): string[] {
  if (WEB_RULE === 'todo')
    return [
      `/api/asambleas/${asambleaId}`,
      `/api/asambleas/${asambleaId}/quorum`,
      `/api/puntos/${puntoId}/resultados`,
      `/api/puntos/${puntoId}/votos?pageSize=100`,
    ];
  return tipos.has('resultado') ? [`/api/puntos/${puntoId}/votos?pageSize=100`] : [];
}

function follow(asambleaId: string, token: string, puntoId: string, web: boolean): Listener {
  const resultados: Listener['resultados'] = [];
  const bytes = { stream: 0, refetch: 0, requests: 0 };
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let grouped: Set<string> | undefined;
  const refetch = (tipo: string) => {
    if (grouped) return void grouped.add(tipo);
    grouped = new Set([tipo]);
    setTimeout(() => {
      const tipos = grouped!;
      grouped = undefined;
      if (!midiendo) return;
      for (const path of refetchesOf(asambleaId, tipos, puntoId)) {
        bytes.requests += 1;
        api(server.url, 'GET', path, { token, timeoutMs: 60_000 })
          .then((r) => (bytes.refetch += Buffer.byteLength(r.text)))
          .catch((error: unknown) => console.error(`refetch ${path}:`, error));
      }
    }, 150);
  };
  const sse = listenSse(`${server.url}/api/asambleas/${asambleaId}/eventos`, { authorization: `Bearer ${token}` }, (e) => {
    bytes.stream += Buffer.byteLength(e.data);
    if (web && resultados.length > 0) refetch(e.event);
    if (e.event !== 'resultado') return;
    const { votos } = (JSON.parse(e.data) as { resultado: { votos: Record<Opcion, number> } }).resultado;
    const m = { si: millionths(votos.si), no: millionths(votos.no), abstencion: millionths(votos.abstencion) };
    resultados.push({ at: e.at, sumM: m.si + m.no + m.abstencion, votos: m });
    markReady();
  });
  listeners.push(sse);
  sse.opened
    .then((status) => status !== 200 && console.error(`eventos → ${status}`))
    .catch((error: unknown) => console.error('eventos:', error));
  return { resultados, ready, bytes };
}

/** The padrón's table as the database counted its reads (a full read is a tally or a quórum). */
async function lecturasPadron() {
  // An idle connection reports its statistics within 10 s (PostgreSQL's PGSTAT_IDLE_INTERVAL).
  await sleep(11_000);
  const [row] = await db.$queryRawUnsafe<{ seq: bigint; seqTup: bigint; idx: bigint; idxTup: bigint }[]>(
    `SELECT seq_scan AS seq, seq_tup_read AS "seqTup", coalesce(idx_scan, 0) AS idx, coalesce(idx_tup_fetch, 0) AS "idxTup"
       FROM pg_stat_user_tables WHERE relname = 'asamblea_padron'`,
  );
  return { seq: Number(row!.seq), seqTup: Number(row!.seqTup), idx: Number(row!.idx), idxTup: Number(row!.idxTup) };
}

async function inParallel<T>(items: T[], width: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

interface VoteAnswer {
  apartamentoId: string;
  status: number;
  ms: number;
  /** performance.now() when the answer was complete. */
  at: number;
}

function postVote(agent: http.Agent, puntoId: string, owner: Owner): Promise<VoteAnswer> {
  const body = JSON.stringify({ apartamentoId: owner.apartamentoId, opcion: owner.opcion });
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      `${server.url}/api/puntos/${puntoId}/votos`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${owner.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        timeout: 60_000,
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const at = performance.now();
          resolve({ apartamentoId: owner.apartamentoId, status: res.statusCode ?? 0, ms: at - started, at });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => {
      // Named, so a refused or reset connection is told apart from a slow answer.
      console.error(`voto ${owner.apartamentoId}: ${error.code ?? error.message}`);
      const at = performance.now();
      resolve({ apartamentoId: owner.apartamentoId, status: 0, ms: at - started, at });
    });
    req.end(body);
  });
}

try {
  const setupStarted = Date.now();
  const ph = await db.pH.create({
    data: {
      nombre: 'Ciudadela Asamblea Bench',
      nit: '901888888',
      direccion: 'Calle 1',
      ciudad: 'Bogotá',
      identificador: 'asamblea2000',
      searchText: 'ciudadela asamblea bench',
    },
  });
  const adminUser = await db.user.create({
    data: {
      nombre: 'Administradora Bench',
      email: 'admin@asamblea.bench.local',
      tipoDocumento: 'CC',
      numeroDocumento: '29999999',
      passwordHash: 'x',
      emailVerifiedAt: new Date(),
    },
  });
  await db.userRole.create({ data: { userId: adminUser.id, phId: ph.id, rol: 'admin' } });
  const { token: admin } = await createSession(db, adminUser.id, new Date());
  const owners = await loadComplex(ph.id);

  // Convened elsewhere 20 days ago (no 2 000 mails in the queue during the run), meeting starting now.
  const now = Date.now();
  const creada = await ok('POST', `/api/ph/${ph.id}/asambleas`, admin, {
    tipo: 'ordinaria',
    modalidad: 'no_presencial',
    titulo: 'Asamblea ordinaria (bench)',
    fechaHora: new Date(now - 1_000).toISOString(),
    enlace: 'https://reunion.example.com/asamblea-bench',
    puntos: [
      { titulo: 'Informe de gestión', tipo: 'informativo' },
      { titulo: 'Cuota extraordinaria para la fachada', tipo: 'decision', contenidoEconomico: true },
    ],
  });
  const asambleaId = creada.asamblea.id as string;
  const punto = (creada.asamblea.puntos as { id: string; titulo: string; ponderacion: string }[]).find((p) =>
    p.titulo.startsWith('Cuota'),
  )!;
  if (punto.ponderacion !== 'coeficiente') throw new Error(`el punto pondera por ${punto.ponderacion}`);
  await ok('PUT', `/api/asambleas/${asambleaId}/convocar`, admin, {
    medio: 'externo',
    fechaConvocatoria: bogotaDate(new Date(now - 20 * 86_400_000)),
    soporte: 'Convocatoria por correo certificado (bench)',
  });
  const ids = new Map(owners.map((o) => [o.apartamentoId, o]));
  const usuarios = new Map(
    (await db.residente.findMany({ where: { apartamento: { phId: ph.id } }, select: { apartamentoId: true, userId: true } })).map(
      (r) => [r.apartamentoId, r.userId!],
    ),
  );
  await db.asambleaAsistencia.createMany({
    data: owners.map((o) => ({
      asambleaId,
      apartamentoId: o.apartamentoId,
      nombre: 'Propietario',
      calidad: 'propietario' as const,
      userId: usuarios.get(o.apartamentoId)!,
      registradaPorId: usuarios.get(o.apartamentoId)!,
      via: 'remota' as const,
      entradaEn: new Date(),
    })),
  });
  await ok('PUT', `/api/asambleas/${asambleaId}/instalar`, admin);
  await ok('PUT', `/api/puntos/${punto.id}/abrir`, admin);
  await db.$executeRawUnsafe('ANALYZE');

  // What the tallies must be, from the padrón the API serves (percent → millionths).
  const padron = (await ok('GET', `/api/asambleas/${asambleaId}/padron`, admin)).padron.unidades as {
    apartamentoId: string;
    coeficiente: number;
  }[];
  const esperado = { si: 0, no: 0, abstencion: 0 };
  const esperadoUnidades = { si: 0, no: 0, abstencion: 0 };
  for (const u of padron) {
    const opcion = ids.get(u.apartamentoId)!.opcion;
    esperado[opcion] += millionths(u.coeficiente);
    esperadoUnidades[opcion] += 1;
  }
  const padronM = esperado.si + esperado.no + esperado.abstencion;
  console.log(
    `Preparado en ${((Date.now() - setupStarted) / 1000).toFixed(1)} s: ${padron.length} unidades en el padrón, Σ = ${padronM} millonésimas de %; esperado sí ${esperado.si}, no ${esperado.no}, abstención ${esperado.abstencion}`,
  );
  checks.check(
    `padrón: ${UNITS} unidades, Σ coeficientes = 100 % exacto`,
    padron.length === UNITS && padronM === TOTAL_M,
    `${padron.length} unidades, ${padronM}`,
  );

  const reference = await load({ name: 'Hono bare route (referencia)', url: bare.url, connections, durationSeconds: duration });
  const health = await load({ name: 'GET /api/health', url: `${server.url}/api/health`, connections, durationSeconds: duration });

  // 500 owners follow the asamblea; each is ready once the snapshot's resultado arrived.
  const connectStarted = performance.now();
  const following = owners.slice(0, LISTENERS).map((o, i) => follow(asambleaId, o.token, punto.id, i < WEB_LISTENERS));
  const readyInTime = await Promise.race([
    Promise.all(following.map((l) => l.ready)).then(() => true),
    sleep(120_000).then(() => false),
  ]);
  const connectMs = performance.now() - connectStarted;
  const connected = following.filter((l) => l.resultados.length > 0).length;
  checks.check(
    `${LISTENERS} oyentes conectados con el estado inicial`,
    readyInTime && connected === LISTENERS,
    `${connected} en ${(connectMs / 1000).toFixed(1)} s`,
  );

  // Every owner votes; both copies of a vote go out together (consecutive in the queue, 50 workers).
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const jobs = owners.flatMap((o) => [o, o]);
  const answers: VoteAnswer[] = [];
  const loadBefore = os.loadavg()[0]!;
  /** Events each listener had before voting (its snapshot, if it arrived). */
  const inicial = following.map((l) => l.resultados.length);
  const padronAntes = await lecturasPadron();
  const bytesAntes = following.map((l) => ({ ...l.bytes }));
  // CPU of the API (the votes and their fan-out to every listener) and of PostgreSQL while voting.
  const cpu = () => ({ node: treeCpuMs([server.process.pid!]), postgres: ownPostgres ? treeCpuMs([postgresPid()]) : 0 });
  const cpuAntes = canReadCpu() ? cpu() : null;
  const votingStarted = performance.now();
  await inParallel(jobs, connections, async (owner, index) => {
    if (voteSeconds > 0) {
      const due = votingStarted + (Math.floor(index / 2) * voteSeconds * 1000) / owners.length;
      if (due > performance.now()) await sleep(due - performance.now());
    }
    answers.push(await postVote(agent, punto.id, owner));
  });
  const votingMs = performance.now() - votingStarted;
  const cpuDespues = cpuAntes && cpu();
  agent.destroy();
  const statuses: Record<number, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const accepted = answers.filter((a) => a.status === 200);
  const rejected = answers.filter((a) => a.status === 409);
  const allMs = answers.map((a) => a.ms);
  const votos: LoadResult = {
    name: 'POST /api/puntos/{id}/votos',
    requestsPerSecond: Math.round(answers.length / (votingMs / 1000)),
    p50: Math.round(percentile(allMs, 50)),
    p99: Math.round(percentile(allMs, 99)),
    errors: statuses[0] ?? 0,
    non2xx: answers.length - accepted.length - (statuses[0] ?? 0),
    total: answers.length,
    ok2xx: accepted.length,
    server5xx: answers.filter((a) => a.status >= 500).length,
  };

  // The listeners catch up: every one must end holding the final figures.
  const lastAnswer = Math.max(...accepted.map((a) => a.at));
  const caughtUp = await Promise.race([
    (async () => {
      while (!following.every((l) => l.resultados.at(-1)?.sumM === TOTAL_M)) await sleep(50);
      return true;
    })(),
    sleep(120_000).then(() => false),
  ]);
  const caughtUpMs = performance.now() - lastAnswer;
  // Events carry state and a stream keeps one pending per subject, so a listener gets the newest tally,
  // not one event per vote. Wait until the streams fall quiet (2 s without an event) to count them.
  const totalEvents = () => following.reduce((n, l) => n + l.resultados.length, 0);
  let quietSince = performance.now();
  let seen = totalEvents();
  const deadline = performance.now() + 60_000;
  while (performance.now() - quietSince < 2_000 && performance.now() < deadline) {
    await sleep(100);
    if (totalEvents() !== seen) {
      seen = totalEvents();
      quietSince = performance.now();
    }
  }
  const drained = performance.now() < deadline;
  const drainMs = quietSince - lastAnswer;
  // The web-like listeners' last refetches are answered (the streams were quiet for 2 s).
  await sleep(1_000);
  const padronDespues = await lecturasPadron();
  midiendo = false;
  const bytesDe = (web: boolean) => {
    const suma = { stream: 0, refetch: 0, requests: 0, oyentes: 0 };
    following.forEach((l, i) => {
      if (i < WEB_LISTENERS !== web) return;
      suma.oyentes += 1;
      suma.stream += l.bytes.stream - bytesAntes[i]!.stream;
      suma.refetch += l.bytes.refetch - bytesAntes[i]!.refetch;
      suma.requests += l.bytes.requests - bytesAntes[i]!.requests;
    });
    return suma;
  };

  // Commit order = secuencia (one vote links the chain at a time), so an event's Σ names the votes it includes.
  const filas = await db.asambleaVoto.findMany({
    where: { puntoId: punto.id },
    select: { apartamentoId: true, opcion: true, peso: true, secuencia: true },
    orderBy: { secuencia: 'asc' },
  });
  const answeredAt = new Map(accepted.map((a) => [a.apartamentoId, a.at]));
  const prefixOf = new Map<number, number>([[0, 0]]);
  let cumulative = 0;
  filas.forEach((f, k) => prefixOf.set((cumulative += f.peso), k + 1));
  const delays: number[] = [];
  let unmatched = 0;
  let finalDelay = 0;
  let eventCount = 0;
  for (const l of following) {
    let k = 0;
    eventCount += l.resultados.length;
    for (const e of l.resultados) {
      const m = prefixOf.get(e.sumM);
      if (m === undefined) {
        unmatched += 1;
        continue;
      }
      if (m === filas.length && k < m) finalDelay = Math.max(finalDelay, e.at - lastAnswer);
      // An event that arrived before the voter's own answer counts as no delay.
      for (; k < m; k++) delays.push(Math.max(0, e.at - answeredAt.get(filas[k]!.apartamentoId)!));
    }
  }

  console.log(
    `\nVotación: ${UNITS} propietarios, cada voto enviado dos veces a la vez, ${connections} conexiones${voteSeconds > 0 ? `, repartidos en ${voteSeconds} s` : ', tan rápido como responde'}; ${LISTENERS} oyentes SSE`,
  );
  console.log(
    `Respuestas: ${JSON.stringify(statuses)} · carga de la máquina al empezar ${loadBefore.toFixed(1)}, al terminar ${os.loadavg()[0]!.toFixed(1)} (2 núcleos)`,
  );
  printTable([reference, health, votos], reference);

  // Correctness: one row per unit, the DB's sums and the API's tallies equal the padrón's.
  const porOpcion = { si: { m: 0, n: 0 }, no: { m: 0, n: 0 }, abstencion: { m: 0, n: 0 } };
  for (const f of filas) {
    porOpcion[f.opcion].m += f.peso;
    porOpcion[f.opcion].n += 1;
  }
  const distintos = new Set(filas.map((f) => f.apartamentoId)).size;
  const comoSeVoto = filas.every((f) => ids.get(f.apartamentoId)?.opcion === f.opcion);
  let recuentoOk = true;
  const recuento = (name: string, passed: boolean, detail?: string) =>
    void (recuentoOk = checks.check(name, passed, detail) && recuentoOk);
  checks.check(
    '0 votos dobles: una fila por unidad',
    filas.length === UNITS && distintos === UNITS,
    `${filas.length} filas, ${distintos} unidades`,
  );
  checks.check(
    `${UNITS} × 200 y ${UNITS} × 409 (la segunda copia), sin otros estados`,
    accepted.length === UNITS && rejected.length === UNITS,
    JSON.stringify(statuses),
  );
  recuento('cada unidad guardó la opción que votó', comoSeVoto);
  recuento(
    'base de datos: Σ peso y unidades por opción = padrón',
    OPCIONES.every((o) => porOpcion[o].m === esperado[o] && porOpcion[o].n === esperadoUnidades[o]),
    OPCIONES.map((o) => `${o} ${porOpcion[o].m}/${esperado[o]} M, ${porOpcion[o].n}/${esperadoUnidades[o]} u`).join(' · '),
  );
  const tallyOk = (r: { base: number; votos: Record<Opcion, number>; porcentajeSi: number }) =>
    millionths(r.base) === TOTAL_M &&
    OPCIONES.every((o) => millionths(r.votos[o]) === esperado[o]) &&
    r.porcentajeSi === Math.round((esperado.si * 10_000) / TOTAL_M) / 100;
  const vivo = (await ok('GET', `/api/puntos/${punto.id}/resultados`, admin)).resultado;
  recuento(
    'GET /api/puntos/{id}/resultados en vivo = padrón (millonésimas exactas)',
    tallyOk(vivo) && vivo.aprobado === null,
    JSON.stringify(vivo.votos),
  );
  const enVivo = following.filter((l) => OPCIONES.every((o) => l.resultados.at(-1)?.votos[o] === esperado[o])).length;
  recuento(
    'cada oyente terminó con el recuento exacto',
    caughtUp && enVivo === LISTENERS,
    `${enVivo}/${LISTENERS}, ${Math.round(caughtUpMs)} ms tras el último voto`,
  );
  recuento(
    'cada evento resultado corresponde a un prefijo de los votos confirmados',
    unmatched === 0,
    `${unmatched} sin prefijo`,
  );
  await ok('PUT', `/api/puntos/${punto.id}/cerrar`, admin);
  const cerrado = (await ok('GET', `/api/puntos/${punto.id}/resultados`, admin)).resultado;
  recuento(
    'al cerrar: mismo recuento y aprobado = sí > base / 2',
    tallyOk(cerrado) && cerrado.aprobado === esperado.si * 2 > TOTAL_M,
    `aprobado ${cerrado.aprobado}`,
  );
  const evidencia = (await ok('GET', `/api/asambleas/${asambleaId}/evidencia`, admin)).evidencia;
  checks.check(
    'cadena de hashes válida (evidencia, art. 42)',
    evidencia.cadenaValida === true && evidencia.votos.length === UNITS,
  );

  const first = (a: VoteAnswer[]) =>
    `p50 ${Math.round(
      percentile(
        a.map((x) => x.ms),
        50,
      ),
    )} / p99 ${Math.round(
      percentile(
        a.map((x) => x.ms),
        99,
      ),
    )} ms`;
  const ms = (n: number) => `${Math.round(n)} ms`;
  console.log('\n| Medida | Resultado |\n|---|---|');
  console.log(
    `| Referencia: ruta Hono desnuda / \`GET /api/health\` (misma corrida, ${duration} s, ${connections} conexiones) | ${reference.requestsPerSecond} req/s (p99 ${reference.p99} ms) / ${health.requestsPerSecond} req/s (p99 ${health.p99} ms) |`,
  );
  console.log(
    `| \`POST /api/puntos/{id}/votos\`: ${answers.length} peticiones, ${connections} conexiones | ${votos.requestsPerSecond} req/s; p50 ${votos.p50} ms, p99 ${votos.p99} ms (objetivo p99 < 200 ms: ${votos.p99 < 200 ? 'cumple' : `**no cumple**, +${votos.p99 - 200} ms`}) |`,
  );
  console.log(
    `| … aceptados (200) / segundas copias (409) | ${accepted.length}: ${first(accepted)} / ${rejected.length}: ${first(rejected)} |`,
  );
  console.log(
    `| ${UNITS} votos emitidos en | ${(votingMs / 1000).toFixed(1)} s (objetivo < 60 s: ${votingMs < 60_000 ? 'cumple' : '**no cumple**'}) |`,
  );
  if (cpuAntes && cpuDespues) {
    const porVoto = (msCpu: number) => `${Math.round((msCpu * 1000) / answers.length)} µs`;
    const pg = ownPostgres ? ` · PostgreSQL ${porVoto(cpuDespues.postgres - cpuAntes.postgres)}` : '';
    console.log(
      `| CPU por petición de voto (con el envío a los oyentes) | Node ${porVoto(cpuDespues.node - cpuAntes.node)}${pg} |`,
    );
  }
  console.log(`| Votos dobles | ${filas.length - distintos} (${rejected.length} copias rechazadas con 409) |`);
  const iniciales = inicial.reduce((a, b) => a + b, 0);
  if (LISTENERS === 0) console.log('| Oyentes SSE | ninguno (BENCH_LISTENERS=0) |');
  else
    console.log(
      `| Oyentes SSE | ${connected}/${LISTENERS} conectados en ${(connectMs / 1000).toFixed(1)} s; ${eventCount} eventos \`resultado\` (${iniciales} estados iniciales y ${eventCount - iniciales} de los votos: cada oyente recibe el recuento más reciente, no uno por voto), el último ${(drainMs / 1000).toFixed(1)} s después de la respuesta al último voto${drained ? '' : ' (**seguían llegando** a los 60 s)'} |`,
    );
  if (LISTENERS > 0)
    console.log(
      `| Retraso respuesta del voto → evento en cada oyente (${delays.length} pares voto × oyente) | p50 ${ms(percentile(delays, 50))}, p99 ${ms(percentile(delays, 99))}; recuento final en todos los oyentes ${ms(finalDelay)} después de la respuesta al último voto |`,
    );
  console.log(`| Recuento (API en vivo y al cerrar, base de datos, oyentes) = padrón | ${recuentoOk ? 'OK' : 'FALLA'} |`);
  // A full read of the padrón: a sequential scan, or an index scan that fetched every unit's row (a vote's
  // own check fetches one row). Each scan fetched ≥ 1 row, so (rows − scans) / (units − 1) counts the full ones.
  const seqScans = padronDespues.seq - padronAntes.seq;
  const idxFull = Math.round(
    (padronDespues.idxTup - padronAntes.idxTup - (padronDespues.idx - padronAntes.idx)) / Math.max(1, UNITS - 1),
  );
  const recuentos = seqScans + idxFull;
  const votosN = filas.length || 1;
  console.log(
    `| Recuentos calculados durante la votación (lecturas completas del padrón: recuentos y quórums), ${LISTENERS} oyentes de los que ${WEB_LISTENERS} piden como la web (regla ${WEB_RULE === 'todo' ? '«invalidar todo»' : '«solo lo que el evento no trae»'}) | ${recuentos} (${seqScans} secuenciales + ${idxFull} por índice) = **${(recuentos / votosN).toFixed(2)} por voto** |`,
  );
  const solo = bytesDe(false);
  const web = bytesDe(true);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(
    `| Bytes por voto: flujo SSE de ${solo.oyentes} oyentes / ${web.oyentes} oyentes como la web (flujo + recargas) | ${Math.round(solo.stream / votosN)} B (${kb(solo.stream)} en total) / ${Math.round((web.stream + web.refetch) / votosN)} B = ${Math.round(web.stream / votosN)} B de flujo + ${Math.round(web.refetch / votosN)} B de ${web.requests} recargas (${(web.requests / votosN).toFixed(2)} por voto) |`,
  );
  if (serverOutput.length)
    console.log(
      `\nEl servidor escribió ${serverOutput.length} líneas durante la corrida; las primeras:\n${serverOutput.slice(0, 10).join('\n')}`,
    );
  checks.finish('bench:asambleas');
} finally {
  for (const l of listeners) l.close();
  await database.close();
  bare.close();
  await server.stop();
  await server.dropDatabase();
}
process.exit(process.exitCode ?? 0);
