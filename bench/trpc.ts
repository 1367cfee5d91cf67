// The tRPC facade beside REST and the limit (issue 31): the platform lists as the web app calls them
// (a batch through httpBatchLink, `?batch=1`), as a single query, and through REST, each beside its own
// SQL through raw `pg` with named statements (bench/lib/hot-reference.ts, the limit of bench:hot), in
// one interleaved run (median of the rounds). Loads 10 000 properties and 200 000 units first.
//   pnpm bench:trpc                    PostgreSQL on loopback (PG_PORT 55452, PG_DIR /tmp/hz-pg-trpc)
//   BENCH_SECONDS (4), BENCH_ROUNDS (3), BENCH_CONNECTIONS (50)

import { createDatabase } from '@horizonte/db';

import { createSession } from '../apps/api/src/modules/auth/sessions.ts';
import { VAPID_DE_PRUEBA } from '../apps/api/test/support/vapid.ts';
import { startServer } from '../packages/e2e/src/server.ts';
import { processCpuMs } from './lib/cpu.ts';
import { load } from './lib/load.ts';
import { createEmptyDatabase, startPostgres } from './lib/postgres.ts';
import { startReferenceProcess } from './lib/reference-process.ts';
import { administerBenchProperties, loadVolume } from './lib/volume.ts';

process.env.PG_PORT ??= '55452';
process.env.PG_DIR ??= '/tmp/hz-pg-trpc';
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const API_ENV = {
  SEED_DEMO: 'true',
  SMTP_URL: '',
  NODE_ENV: 'production',
  MAIL_OUTBOX: 'true',
  CODE_SECRET: 'bench-secreto-de-codigos-de-visitantes-0001',
  PASARELA_SECRETS_KEY: 'llave-de-prueba-de-los-secretos-de-pasarela',
  ...VAPID_DE_PRUEBA,
};

// ---- The data: as bench:hot (the admin of `altos` also administers the 50 newest properties and b5000) ----

const database = await createEmptyDatabase(startPostgres(), 'hz_trpc');
const first = await startServer({ ...API_ENV, DATABASE_URL: database.url });
await first.stop();
const handle = await createDatabase(database.url, { poolSize: 2 });
const db = handle.prisma;
await loadVolume(db);
const { admin, target } = await administerBenchProperties(db);
const superAdmin = await db.user.findFirstOrThrow({ where: { platformRole: 'SUPER_ADMIN' } });
const adminToken = (await createSession(db, admin.id, new Date())).token;
const superToken = (await createSession(db, superAdmin.id, new Date())).token;
await db.$executeRawUnsafe('ANALYZE');
await handle.close();

const api = await startServer({ ...API_ENV, DATABASE_URL: database.url });
const reference = await startReferenceProcess(database.url);
const referenceUrl = reference.url;

// ---- Cases --------------------------------------------------------------------------------------

const single = (procedure: string, input: unknown) => `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;
const batched = (procedure: string, input: unknown) =>
  `/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;

const routes = [
  { label: 'ph.list (admin)', limit: '/limit/ph', rest: '/api/ph', procedure: 'ph.list', input: {}, token: adminToken },
  { label: 'ph.list (super admin)', limit: '/limit/ph', rest: '/api/ph', procedure: 'ph.list', input: {}, token: superToken },
  {
    label: 'apartamentos.list',
    limit: `/limit/ph/${target.id}/apartamentos`,
    rest: `/api/ph/${target.id}/apartamentos`,
    procedure: 'apartamentos.list',
    input: { id: target.id },
    token: adminToken,
  },
];
const kinds = ['límite', 'REST', 'tRPC', 'tRPC lote'] as const;
const cases = routes.flatMap((r) =>
  kinds.map((kind) => ({
    route: r.label,
    kind,
    token: r.token,
    pid: kind === 'límite' ? reference.process.pid! : api.process.pid!,
    url:
      kind === 'límite'
        ? `${referenceUrl}${r.limit}`
        : `${api.url}${kind === 'REST' ? r.rest : kind === 'tRPC' ? single(r.procedure, r.input) : batched(r.procedure, r.input)}`,
  })),
);

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  nodeUs: number;
}

async function measure(c: (typeof cases)[number], durationSeconds: number): Promise<Sample> {
  const before = processCpuMs(c.pid);
  const result = await load({
    name: `${c.route} ${c.kind}`,
    url: c.url,
    connections,
    durationSeconds,
    headers: { authorization: `Bearer ${c.token}` },
  });
  if (result.non2xx || result.errors) throw new Error(`${c.route} ${c.kind}: ${result.non2xx} no 2xx, ${result.errors} errores`);
  return {
    rps: result.requestsPerSecond,
    p50: result.p50,
    p99: result.p99,
    nodeUs: ((processCpuMs(c.pid) - before) * 1000) / Math.max(result.total, 1),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  for (const c of cases) {
    const res = await fetch(c.url, { headers: { authorization: `Bearer ${c.token}` } });
    if (res.status !== 200) throw new Error(`${c.route} ${c.kind} → ${res.status} ${(await res.text()).slice(0, 200)}`);
  }
  console.log(
    `PostgreSQL (loopback) · ${connections} conexiones · ${seconds} s por caso · ${rounds} rondas intercaladas (mediana)`,
  );
  for (const c of cases) await measure(c, 1); // warm-up
  const samples = new Map(cases.map((c) => [c, [] as Sample[]]));
  for (let round = 1; round <= rounds; round++) {
    for (const c of round % 2 ? cases : [...cases].reverse()) samples.get(c)!.push(await measure(c, seconds));
    console.log(`ronda ${round}/${rounds} lista`);
  }
  const summary = new Map(
    cases.map((c) => {
      const s = samples.get(c)!;
      const pick = (k: keyof Sample) => median(s.map((x) => x[k]));
      return [c, { rps: pick('rps'), p50: pick('p50'), p99: pick('p99'), nodeUs: pick('nodeUs') }];
    }),
  );
  const limitOf = (route: string) => summary.get(cases.find((c) => c.route === route && c.kind === 'límite')!)!;
  console.table(
    cases.map((c) => {
      const s = summary.get(c)!;
      const limit = limitOf(c.route);
      return {
        ruta: c.route,
        caso: c.kind,
        'req/s': s.rps,
        'p50 ms': s.p50,
        'p99 ms': s.p99,
        'Node µs/req': Math.round(s.nodeUs),
        'vs límite': c.kind === 'límite' ? '' : `${((s.rps / limit.rps) * 100).toFixed(0)} %`,
        'p99/límite': c.kind === 'límite' ? '' : `${(s.p99 / limit.p99).toFixed(2)}×`,
      };
    }),
  );
  console.log('\nObjetivos (issue 31): ≥ 60 % del límite y p99 ≤ 2× el del límite');
  for (const c of cases.filter((x) => x.kind !== 'límite')) {
    const s = summary.get(c)!;
    const limit = limitOf(c.route);
    const ok = s.rps >= 0.6 * limit.rps && s.p99 <= 2 * limit.p99;
    console.log(
      `${ok ? '✔' : '✖'} ${c.route} ${c.kind} — ${((s.rps / limit.rps) * 100).toFixed(0)} %, p99 ${s.p99} ms vs ${limit.p99} ms`,
    );
  }
} finally {
  await reference.stop();
  await api.stop();
  await database.drop();
}
