// Hostile input: requests generated from /api/openapi.json for every REST operation — wrong types,
// missing and extra fields, huge strings, unicode, SQL and HTML fragments, invalid ids, absurd years in
// every date (0000, 0001, 9999, 99999, ±275760), malformed JSON, wrong content types, oversized
// bodies — with and without a valid bearer token. Every answer must be JSON with a Spanish message
// and a 4xx status (2xx where the input happens to be valid), no 5xx, no stack trace, no echo of a
// secret; bodies over 100 KB → 413. First the hostile scenarios of issue 25 (lib/fuzz-scenarios.ts:
// ten statements to 9999 in one batch, a spreadsheet bomb, a 4 367-row bank statement…) while
// /api/health is asked all along.
//   pnpm bench:fuzz                    PostgreSQL (PG_PORT / PG_DIR)
//   BENCH_DB=pglite pnpm bench:fuzz    the embedded PGlite
//   (FUZZ_CONCURRENCY=16, FUZZ_MAX_SECONDS=600)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { startServices } from '../apps/api/src/bootstrap.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { startServer } from '../packages/e2e/src/server.ts';
import { CLUSTER_ENV, startCluster } from './lib/cluster.ts';
import { runHostileScenarios } from './lib/fuzz-scenarios.ts';
import { api, login, nextClientAddress } from './lib/http.ts';
import { isSpanish, leaksInternals, leaksSecret } from './lib/leaks.ts';
import { verdict } from './lib/report.ts';

const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 16);
const MAX_SECONDS = Number(process.env.FUZZ_MAX_SECONDS ?? 600);
const MAX_REQUESTS = 60_000;
const MIN_PER_OPERATION = 150;
const LIMIT_BYTES = 100 * 1024;

type Schema = { [key: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON Schema from the document
type Auth = 'none' | 'super' | 'admin' | 'garbage' | 'basic' | 'huge';
const AUTHS: Auth[] = ['none', 'super', 'admin', 'garbage', 'basic', 'huge'];

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: { name: string; schema: Schema }[];
  body: Schema | undefined;
  /** A file upload (multipart/form-data): its own size limit, so big JSON bodies are just a 4xx. */
  multipart: boolean;
}

interface Case {
  op: Operation;
  label: string;
  pathValues: Record<string, string>;
  query: string;
  /** A string, or 'chunked-oversized' for a streamed body without Content-Length. */
  body?: string;
  contentType?: string;
  auth: Auth;
  oversized?: boolean;
}

// ---------- hostile values ----------
const HUGE = 'A'.repeat(20_000);
const UNICODE = [
  'ñandú Ñoño ÁÉÍÓÚ',
  '😀👨‍👩‍👧‍👦🏳️‍🌈',
  'مرحبا بالعالم',
  '\u202Egnp.exe',
  'a\u0000b',
  '\ud800',
  'ゼロ幅\u200b\u200d',
  'Ｆｕｌｌ',
  '\uFEFF\uFFFF',
  'e\u0301'.repeat(50),
];
const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5)',
  "admin'--",
  '" OR ""="',
  '%',
  '_',
  '\\',
  "'||(SELECT password_hash FROM users LIMIT 1)||'",
];
const HTML = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
];
const WRONG_TYPES: unknown[] = [123, -1, 1.5, 0, true, false, null, [], ['a'], {}, { $gt: '' }, '', ' ', '\t\n'];
const NUMBERS: unknown[] = [1e308, -1e308, '1e999', 'NaN', 'Infinity', '-0', 2 ** 53 + 2, '0x10', '١٢٣', ' 12 '];
const STRINGS: unknown[] = [HUGE, 'B'.repeat(300), ...UNICODE, ...SQL, ...HTML];
const BAD_IDS = [
  '0',
  '-1',
  'null',
  'undefined',
  'true',
  "' OR 1=1 --",
  '<script>',
  'C'.repeat(2_000),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2541ebfb-c898-4b48-96e0-19cf3c62b64',
  '2541ebfb-c898-4b48-96e0-19cf3c62b648x',
  'ALTOS',
  'prados',
  '😀',
  '%ZZ',
  '%00',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..',
  '%F0%9F%98%80',
  'a%20b',
  '{id}',
];
const RAW_BODIES = [
  '{',
  '{"a":',
  '}',
  'null',
  '[]',
  '[{}]',
  '"texto"',
  '123',
  'true',
  '{"a":1}{"b":2}',
  '\u0000',
  '{"__proto__":{"isSuperUser":true}}',
  '{"constructor":{"prototype":{"isSuperUser":true}}}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_001)}`,
];
/** Every date parameter also gets these: years the domain never needs, impossible days, far futures. */
const THIS_YEAR = new Date().getUTCFullYear();
const HOSTILE_DATES = [
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '1999-12-31',
  '2101-01-01',
  `${THIS_YEAR + 3}-01-01`,
  '9999-11-30',
  '9999-12-31',
  '99999-01-01',
  '-000001-01-01',
  '2026-02-30',
  '2026-13-01',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00-05:00',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  '-271821-04-20T00:00:00Z',
  '2026-01-01T25:61:00Z',
  '0000-00',
  '0000-01',
  '9999-12',
  '2026-00',
  '2026-13',
];
/** A parameter or field that carries a date, an instant or a period. */
const isDateField = (name: string, schema: Schema) =>
  /^(fecha\w*|desde|hasta|periodo|inicio|fin|ahora)$/i.test(name) || /^date/.test(resolve(schema).format ?? '');
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/jsonx',
  'application/json; charset=latin1',
  '',
];

// ---------- schema walking ----------
let doc: Schema = {};
let sequence = 0;
const resolve = (s: Schema | undefined): Schema =>
  s?.$ref
    ? resolve(
        s.$ref
          .split('/')
          .slice(1)
          .reduce((o: Schema, k: string) => o?.[k], doc),
      )
    : (s ?? {});

function validValue(schemaIn: Schema, name: string): unknown {
  const s = resolve(schemaIn);
  const variant = s.anyOf ?? s.oneOf;
  if (variant) return validValue(variant.find((x: Schema) => resolve(x).type !== 'null') ?? variant[0], name);
  if (s.enum) return s.enum[0];
  if (s.const !== undefined) return s.const;
  sequence += 1;
  // Dates the domain accepts (today, this month), so a "valid" case reaches the service.
  const today = new Date().toISOString();
  if (s.format === 'date-time') return today;
  if (/^periodo$/i.test(name)) return today.slice(0, 7);
  if (isDateField(name, s)) return today.slice(0, 10);
  switch (s.type) {
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [validValue(s.items ?? {}, name)];
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, validValue(v as Schema, k)]));
    default:
      if (/email/i.test(name) || s.format === 'email') return `fuzz.${sequence}@example.com`;
      if (/password/i.test(name)) return `Clave-Fuzz-${sequence}`;
      if (/identificador/i.test(name)) return `fz${sequence.toString(36)}`.slice(0, 10);
      if (/documento|nit/i.test(name)) return String(100_000 + sequence);
      if (/token/i.test(name)) return 'x'.repeat(32);
      return `Texto ${sequence}`.padEnd(s.minLength ?? 0, 'x');
  }
}

function operations(): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Schema)) {
    for (const [method, op] of Object.entries(item as Schema)) {
      const params = ((op as Schema).parameters ?? []) as Schema[];
      const content = (op as Schema).requestBody?.content ?? {};
      const body = content['application/json']?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: body ? resolve(body) : undefined,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  // Destructive operations last, so the others still find the demo data.
  return ops.sort((x, y) => Number(x.method === 'DELETE') - Number(y.method === 'DELETE'));
}

// ---------- case generation ----------
function realIds(ids: Record<string, string>, op: Operation): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of op.pathParams) {
    if (name === 'preId') values[name] = ids.preregistro!;
    else if (name === 'identificador') values[name] = 'altos';
    else if (op.path.startsWith('/apartamentos/')) values[name] = ids.apartamento!;
    else if (op.path.startsWith('/residentes/')) values[name] = ids.residente!;
    else if (name === 'periodo') values[name] = new Date().toISOString().slice(0, 7);
    else values[name] = ids.ph!;
  }
  return values;
}

/** Percent-encodes; a lone surrogate becomes the invalid UTF-8 bytes %ED%A0%80 (hostile on purpose). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD')).replaceAll('%EF%BF%BD', '%ED%A0%80');
  }
}

function queryString(values: Record<string, unknown>): string {
  const parts = Object.entries(values).map(
    ([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : JSON.stringify(v)).slice(0, 6_000)}`,
  );
  return parts.length ? `?${parts.join('&')}` : '';
}

function casesFor(op: Operation, ids: Record<string, string>): Omit<Case, 'auth'>[] {
  const out: Omit<Case, 'auth'>[] = [];
  const pathValues = realIds(ids, op);
  const validQuery = Object.fromEntries(op.query.map((q) => [q.name, validValue(q.schema, q.name)]));
  const validBody = op.body ? (validValue(op.body, '') as Record<string, unknown>) : undefined;
  const json = (b: unknown) => JSON.stringify(b);
  const base = { op, pathValues, query: queryString(validQuery) };
  const withBody = (label: string, body: unknown) =>
    out.push({ ...base, label, body: json(body), contentType: 'application/json' });

  out.push({ ...base, label: 'válida', ...(validBody ? { body: json(validBody), contentType: 'application/json' } : {}) });
  for (const name of op.pathParams) {
    for (const bad of BAD_IDS) {
      const raw = /^%|%[0-9A-Z]{2}/.test(bad) ? bad : encode(bad);
      out.push({
        ...base,
        label: `path ${name}=${bad.slice(0, 20)}`,
        pathValues: { ...pathValues, [name]: raw },
        ...(validBody ? { body: json(validBody), contentType: 'application/json' } : {}),
      });
    }
  }
  for (const name of op.pathParams.filter((n) => n === 'periodo')) {
    for (const date of HOSTILE_DATES)
      out.push({
        ...base,
        label: `path ${name}=${date}`,
        pathValues: { ...pathValues, [name]: encode(date) },
        ...(validBody ? { body: json(validBody), contentType: 'application/json' } : {}),
      });
  }
  for (const q of op.query) {
    const dates = isDateField(q.name, q.schema) ? HOSTILE_DATES : [];
    for (const value of [...WRONG_TYPES, ...NUMBERS, ...STRINGS, ...dates]) {
      out.push({
        ...base,
        label: `query ${q.name}=${String(json(value)).slice(0, 20)}`,
        query: queryString({ ...validQuery, [q.name]: value }),
      });
    }
  }
  for (const value of [...WRONG_TYPES, ...STRINGS]) {
    out.push({
      ...base,
      label: `query extra=${String(json(value)).slice(0, 20)}`,
      query: queryString({ ...validQuery, extra: value }),
      ...(validBody ? { body: json(validBody), contentType: 'application/json' } : {}),
    });
  }
  if (op.method === 'GET' || op.method === 'DELETE') {
    out.push({
      ...base,
      label: 'query repetida',
      query: `${base.query}${base.query ? '&' : '?'}page=1&page=2&pageSize=1&pageSize=100`,
    });
    out.push({
      ...base,
      label: 'query desconocida',
      query: queryString({ ...validQuery, isSuperUser: 'true', __proto__: 'x', 'a[b]': 'c' }),
    });
  }
  if (validBody) {
    for (const key of Object.keys(op.body?.properties ?? {})) {
      const { [key]: _dropped, ...without } = validBody;
      withBody(`falta ${key}`, without);
      const dates = isDateField(key, op.body?.properties?.[key] ?? {}) ? HOSTILE_DATES : [];
      for (const value of [...WRONG_TYPES, ...NUMBERS, ...STRINGS, ...dates])
        withBody(`${key}=${String(json(value)).slice(0, 20)}`, { ...validBody, [key]: value });
    }
    withBody('campos extra', {
      ...validBody,
      isSuperUser: true,
      superUserRole: 'SUPER_ADMIN',
      rol: 'admin',
      id: ids.ph,
      phId: ids.ph,
      userId: ids.ph,
      emailVerifiedAt: new Date().toISOString(),
    });
    withBody('todo null', Object.fromEntries(Object.keys(validBody).map((k) => [k, null])));
    withBody('todo vacío', {});
  }
  if (op.method !== 'GET' && op.method !== 'DELETE') {
    for (const raw of RAW_BODIES)
      out.push({ ...base, label: `cuerpo ${raw.slice(0, 16)}`, body: raw, contentType: 'application/json' });
    for (const type of CONTENT_TYPES)
      out.push({ ...base, label: `content-type ${type || '(ninguno)'}`, body: json(validBody ?? {}), contentType: type });
    const filler = (bytes: number) => json({ ...(validBody ?? {}), relleno: 'x'.repeat(bytes) });
    const oversized = !op.multipart;
    out.push({
      ...base,
      label: 'cuerpo de 101 KB',
      body: filler(LIMIT_BYTES + 1_024),
      contentType: 'application/json',
      oversized,
    });
    out.push({ ...base, label: 'cuerpo de 1 MB', body: filler(1024 * 1024), contentType: 'application/json', oversized });
    out.push({
      ...base,
      label: 'cuerpo de 200 KB sin Content-Length',
      body: 'chunked-oversized',
      contentType: 'application/json',
      oversized,
    });
    out.push({ ...base, label: 'cuerpo de 150 KB no JSON', body: 'z'.repeat(150 * 1024), contentType: 'text/plain', oversized });
  }
  return out;
}

// ---------- sending and judging ----------
let transportRetries = 0;
interface Outcome {
  status: number;
  violation?: string;
}

async function send(c: Case, base: string, tokens: Record<string, string>): Promise<{ outcome: Outcome; sent: string }> {
  let path = c.op.path;
  for (const [name, value] of Object.entries(c.pathValues)) path = path.replace(`{${name}}`, value);
  const headers: Record<string, string> = { 'x-forwarded-for': nextClientAddress() };
  let secret: string | undefined;
  if (c.auth === 'garbage') headers.authorization = 'Bearer zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz';
  else if (c.auth === 'basic') headers.authorization = 'Basic c3VwZXJhZG1pbkBob3Jpem9udGUuY286SG9yaXpvbnRlMjAyNg==';
  else if (c.auth === 'huge') headers.authorization = `Bearer ${'y'.repeat(4_000)}`;
  if (c.contentType) headers['content-type'] = c.contentType;
  const makeBody = (): BodyInit | undefined => {
    if (c.body !== 'chunked-oversized') return c.body;
    const chunk = new TextEncoder().encode(`{"relleno":"${'x'.repeat(10_240)}`);
    let sentChunks = 0;
    return new ReadableStream({
      pull(controller) {
        sentChunks += 1;
        if (sentChunks > 20) controller.close();
        else controller.enqueue(chunk);
      },
    });
  };
  const sent = `${c.op.method} /api${path}${c.query} [${c.auth}] ${c.label}`;
  let res: Response;
  try {
    if (c.auth === 'super' || c.auth === 'admin') {
      // Logging out with the shared token would end it for every other case: use a fresh one.
      secret =
        c.op.path === '/auth/logout'
          ? await login(base, 'superadmin@horizonte.co', { headers: { 'x-forwarded-for': nextClientAddress() } })
          : tokens[c.auth]!;
      headers.authorization = `Bearer ${secret}`;
    }
    const attempt = () => {
      const body = makeBody();
      return fetch(`${base}/api${path}${c.query}`, {
        method: c.op.method,
        headers,
        body,
        signal: AbortSignal.timeout(30_000),
        ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
      } as RequestInit);
    };
    // A kept-alive socket the server closed as the request left (its idle timeout, on a loaded machine)
    // is the transport's race, not an answer: one retry on a fresh connection, counted and reported.
    res = await attempt().catch(async (error: unknown) => {
      if (
        !/other side closed|EPIPE|ECONNRESET/.test(
          `${(error as Error).message} ${((error as Error).cause as Error | undefined)?.message ?? ''}`,
        )
      )
        throw error;
      transportRetries += 1;
      return attempt();
    });
  } catch (error) {
    const cause =
      error instanceof Error ? `${error.message} ${(error.cause as Error | undefined)?.message ?? ''}` : String(error);
    return { sent, outcome: { status: 0, violation: `sin respuesta: ${cause}` } };
  }
  // A live event stream never ends: its headers are the answer.
  const streaming = /^text\/event-stream/.test(res.headers.get('content-type') ?? '');
  if (streaming) await res.body?.cancel();
  const text = streaming ? '' : await res.text();
  return {
    sent,
    outcome: { status: res.status, violation: judge(c, res, text, [tokens.super!, tokens.admin!, ...(secret ? [secret] : [])]) },
  };
}

/** Successful answers that are files or streams by design (PDF, spreadsheets, CSV, calendars, images, events). */
const FILE_ANSWER =
  /^(application\/pdf|application\/vnd\.openxmlformats-officedocument\.|text\/csv|text\/calendar|image\/|text\/event-stream|application\/octet-stream)/;

function judge(c: Case, res: Response, text: string, secrets: string[]): string | undefined {
  if (res.status >= 500) return `estado ${res.status}`;
  if (res.status < 200 || (res.status >= 300 && res.status < 400)) return `estado inesperado ${res.status}`;
  if (c.oversized && res.status !== 413) return `cuerpo grande → ${res.status} (se esperaba 413)`;
  if (res.headers.get('set-cookie')) return 'Set-Cookie en la respuesta';
  const type = res.headers.get('content-type') ?? '';
  if (res.status < 300 && FILE_ANSWER.test(type)) return leaksSecret(text, secrets) ? 'un archivo repite un secreto' : undefined;
  if (!/^application\/json/.test(type)) return `no es JSON (${type})`;
  let json: Schema;
  try {
    json = JSON.parse(text);
  } catch {
    return 'cuerpo JSON inválido';
  }
  const leak = leaksInternals(text);
  if (leak) return `filtra detalles internos: ${leak}`;
  const secret = leaksSecret(text, secrets);
  if (secret) return `repite un secreto (${secret.slice(0, 12)}…)`;
  if (res.status >= 400) {
    if (json.success !== false) return 'error sin success:false';
    if (!isSpanish(json.message)) return `mensaje no está en español: ${String(json.message).slice(0, 80)}`;
    if (Array.isArray(json.errors) && !json.errors.every(isSpanish))
      return `errores no están en español: ${json.errors.join(' | ').slice(0, 120)}`;
  }
  return undefined;
}

// ---------- run ----------
interface Target {
  url: string;
  output: () => string;
  exitCode: () => number | null;
  stop: () => Promise<void>;
}

/**
 * One API process with the demo data, on PostgreSQL or (BENCH_DB=pglite) the embedded PGlite. The
 * heavy-read limit is raised so that the generated cases reach the handlers instead of its 429.
 */
async function startTarget(): Promise<Target> {
  const env = { LOG_REQUESTS: 'true', HEAVY_READS_PER_MINUTE: '10000' };
  if (process.env.BENCH_DB === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'hz-fuzz-'));
    const serverEnv = { ...CLUSTER_ENV, ...env, DATABASE_URL: `pglite:${dir}`, SEED_DEMO: 'true' };
    // Migrations and demo data first, in this process (a busy machine needs more than the start's 60 s).
    await (await startServices(loadConfig(serverEnv))).stop();
    const server = await startServer(serverEnv);
    let output = '';
    server.process.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    server.process.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    return {
      url: server.url,
      output: () => output,
      exitCode: () => server.process.exitCode,
      stop: async () => (await server.stop(), rmSync(dir, { recursive: true, force: true })),
    };
  }
  const cluster = await startCluster({ prefix: 'hz_fuzz', size: 1, env });
  const node = cluster.nodes[0]!;
  return {
    url: node.url,
    output: node.output,
    exitCode: () => node.server.process.exitCode,
    stop: async () => (await cluster.stop(), await cluster.database.drop()),
  };
}

const v = verdict();
const started = Date.now();
const target = await startTarget();
const base = target.url;
console.log(`Base de datos: ${process.env.BENCH_DB === 'pglite' ? 'PGlite' : 'PostgreSQL'}`);
try {
  doc = (await api(base, 'GET', '/api/openapi.json')).json;
  const tokens = {
    super: await login(base, 'superadmin@horizonte.co', { headers: { 'x-forwarded-for': nextClientAddress() } }),
    admin: await login(base, 'admin.altos@horizonte.co', { headers: { 'x-forwarded-for': nextClientAddress() } }),
  };
  const ph = (await api(base, 'GET', '/api/ph', { token: tokens.admin })).json.properties.find(
    (p: Schema) => p.identificador === 'altos',
  );
  const apartamentos = (await api(base, 'GET', `/api/ph/${ph.id}/apartamentos`, { token: tokens.admin })).json
    .apartamentos as Schema[];
  const withResidents = apartamentos.find((a) => a.residentesCount > 0) ?? apartamentos[0]!;
  const residentes =
    (await api(base, 'GET', `/api/apartamentos/${withResidents.id}/residentes`, { token: tokens.admin })).json?.residentes ?? [];
  const pre = await api(base, 'POST', '/api/ph/altos/preregistro', {
    body: {
      nombre: 'Fuzz',
      tipoDocumento: 'CC',
      numeroDocumento: '424242',
      email: 'fuzz.pre@example.com',
      rolDeseado: 'residente',
    },
    headers: { 'x-forwarded-for': nextClientAddress() },
  });
  const ids = {
    ph: ph.id,
    apartamento: withResidents.id,
    residente: residentes[0]?.id ?? withResidents.id,
    preregistro: pre.json?.preregistro?.id ?? ph.id,
  };

  // ---------- the hostile scenarios of issue 25, first: on the fresh demo data, as the tester did ----------
  const portal = (email: string) =>
    login(base, email, { identificador: 'altos', headers: { 'x-forwarded-for': nextClientAddress() } });
  const zonas = (await api(base, 'GET', `/api/ph/${ph.id}/zonas`, { token: tokens.admin })).json?.zonas as Schema[] | undefined;
  const scenarioStarted = Date.now();
  const scenarios = await runHostileScenarios({
    base,
    tokens: {
      admin: tokens.admin,
      propietario: await portal('propietario@horizonte.co'),
      consejo: await portal('consejo@horizonte.co'),
    },
    phId: ph.id,
    unidadPropietario: (apartamentos.find((a) => a.torre === '1' && a.numero === '101') ?? withResidents).id,
    zonaId: zonas?.[0]?.id,
    referencias: apartamentos.map((a) => (a.torre ? `${a.torre}-${a.numero}` : String(a.numero))),
  });
  console.log(
    `\nEscenarios hostiles del issue 25 (${((Date.now() - scenarioStarted) / 1000).toFixed(1)} s; /api/health preguntado sin pausa mientras tanto):`,
  );
  console.table(
    scenarios.map((r) => ({
      escenario: r.escenario,
      peticiones: r.peticiones,
      estados: [...r.estados.entries()]
        .sort((x, y) => x[0] - y[0])
        .map(([st, n]) => `${st}×${n}`)
        .join(' '),
      ms: Math.round(r.ms),
      'salud más lenta (ms)': Math.round(r.saludMs),
    })),
  );
  for (const r of scenarios) console.log(`  ${r.escenario}: ${r.mensajes.map((m) => `«${String(m).slice(0, 90)}»`).join(' · ')}`);
  const scenarioViolations = scenarios.flatMap((r) => r.violaciones);
  for (const line of scenarioViolations.slice(0, 20)) console.log(`  ✖ ${line}`);
  v.check(
    'escenarios hostiles: ninguna respuesta 5xx y mensajes en español',
    scenarioViolations.length === 0,
    `${scenarioViolations.length} violaciones`,
  );
  const lecturas = scenarios.slice(0, 3);
  const saludLecturas = Math.max(...lecturas.map((r) => r.saludMs));
  v.check(
    '/api/health responde en menos de 1 s durante las lecturas hostiles',
    saludLecturas < 1_000,
    `${Math.round(saludLecturas)} ms`,
  );

  const ops = operations();
  const perOp = ops.map((op) => {
    const generated = casesFor(op, ids);
    const list: Case[] = [];
    // Every case with and without a valid token; repeat with the other kinds of credentials up to the minimum.
    for (let round = 0; list.length < Math.max(MIN_PER_OPERATION, generated.length * 2) && round < 6; round++) {
      for (const [i, c] of generated.entries())
        list.push({ ...c, auth: round < 2 ? AUTHS[round]! : AUTHS[(i + round) % AUTHS.length]! });
    }
    return list;
  });
  // Operations take turns, so that whatever part of the run fits in the time reaches every one of them;
  // destructive ones in a second phase, so the others still find the demo data.
  const interleave = (lists: Case[][]) =>
    Array.from({ length: Math.max(0, ...lists.map((l) => l.length)) }, (_, i) =>
      lists.flatMap((l) => (i < l.length ? [l[i]!] : [])),
    ).flat();
  const phases = [perOp.filter((_, i) => ops[i]!.method !== 'DELETE'), perOp.filter((_, i) => ops[i]!.method === 'DELETE')].map(
    interleave,
  );
  phases[0] = phases[0]!.slice(0, MAX_REQUESTS - Math.min(phases[1]!.length, MAX_REQUESTS / 10));
  phases[1] = phases[1]!.slice(0, MAX_REQUESTS - phases[0].length);
  const total = phases[0].length + phases[1].length;
  console.log(`${ops.length} operaciones en /api/openapi.json · ${total} peticiones generadas · ${CONCURRENCY} en paralelo\n`);

  const byStatus = new Map<number, number>();
  for (const r of scenarios) for (const [st, n] of r.estados) byStatus.set(st, (byStatus.get(st) ?? 0) + n);
  const byOp = new Map<string, { count: number; statuses: Map<number, number>; violations: number }>();
  const violations: string[] = [];
  let next = 0;
  let done = 0;
  // The destructive phase gets a tenth of the time.
  let cases = phases[0];
  let deadline = Date.now() + MAX_SECONDS * 900;
  async function worker() {
    while (next < cases.length && Date.now() < deadline) {
      const c = cases[next++]!;
      const { outcome, sent } = await send(c, base, tokens);
      done += 1;
      byStatus.set(outcome.status, (byStatus.get(outcome.status) ?? 0) + 1);
      const key = `${c.op.method} ${c.op.path}`;
      const entry = byOp.get(key) ?? { count: 0, statuses: new Map(), violations: 0 };
      entry.count += 1;
      entry.statuses.set(outcome.status, (entry.statuses.get(outcome.status) ?? 0) + 1);
      if (outcome.violation) {
        entry.violations += 1;
        violations.push(`${sent} → ${outcome.status}: ${outcome.violation}`);
      }
      byOp.set(key, entry);
      if (done % 2_000 === 0) console.log(`  … ${done}/${total} (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  }
  const fuzzStarted = Date.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  [cases, next, deadline] = [phases[1], 0, Date.now() + MAX_SECONDS * 100];
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (Date.now() - fuzzStarted) / 1000;

  console.log(`\nPor estado (${done} peticiones en ${seconds.toFixed(1)} s, ${Math.round(done / seconds)} req/s):`);
  console.table(
    [...byStatus.entries()].sort((x, y) => x[0] - y[0]).map(([status, count]) => ({ estado: status, peticiones: count })),
  );
  console.log('Por operación:');
  console.table(
    [...byOp.entries()].map(([op, e]) => ({
      operación: op,
      peticiones: e.count,
      estados: [...e.statuses.entries()]
        .sort((x, y) => x[0] - y[0])
        .map(([s, n]) => `${s}×${n}`)
        .join(' '),
      violaciones: e.violations,
    })),
  );
  // Violations grouped by operation and kind (the text after "→ status:" without its details), one example each.
  const groups = new Map<string, { count: number; example: string }>();
  for (const line of violations) {
    const [request = '', answer = ''] = line.split(' → ');
    const kind = `${request
      .split(' ')
      .slice(0, 2)
      .join(' ')
      .replace(/[?].*$/, '')} → ${answer.replace(/: .*$/, '').replace(/\(.*\)/, '')}`;
    const group = groups.get(kind) ?? { count: 0, example: line };
    group.count += 1;
    groups.set(kind, group);
  }
  for (const [kind, g] of [...groups.entries()].sort((x, y) => y[1].count - x[1].count).slice(0, 40)) {
    console.log(`  ✖ ${g.count}× ${kind}\n      p. ej. ${g.example.slice(0, 300)}`);
  }
  if (groups.size > 40) console.log(`  … y ${groups.size - 40} grupos más`);
  if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, violations.join('\n'));

  const uncovered = ops.filter((op) => (byOp.get(`${op.method} ${op.path}`)?.count ?? 0) === 0);
  console.log(`Reintentos por un socket cerrado al salir la petición (carrera de keep-alive): ${transportRetries}`);
  v.check('al menos 10 000 peticiones', done >= 10_000, `${done}`);
  v.check(
    'todas las operaciones REST recibieron peticiones',
    uncovered.length === 0,
    uncovered.map((o) => `${o.method} ${o.path}`).join(', '),
  );
  v.check(
    'cada respuesta cumple (JSON, español, 4xx/2xx, sin trazas ni secretos, 413 > 100 KB)',
    violations.length === 0,
    `${violations.length} violaciones`,
  );

  const logs = target.output();
  v.check(
    'ninguna respuesta 5xx (generadas y escenarios)',
    ![...byStatus.keys()].some((s) => s >= 500),
    [...byStatus.entries()]
      .filter(([s]) => s >= 500)
      .map(([s, n]) => `${s}×${n}`)
      .join(' '),
  );
  v.check(
    'ningún token aparece en los registros del servidor',
    !logs.includes(tokens.super) && !logs.includes(tokens.admin),
    `${logs.length} bytes revisados`,
  );
  // The server logs JSON lines (pino): level 50 and above are errors, internal ones among them.
  const serverErrors = logs.split('\n').filter((line) => /^\{.*"level":(5|6)\d,/.test(line));
  v.check(
    'el servidor no registró ningún error interno',
    serverErrors.length === 0,
    serverErrors.slice(0, 3).join(' | ').slice(0, 300),
  );
} catch (error) {
  v.check('la prueba terminó sin excepción', false, error instanceof Error ? error.stack : String(error));
  console.log(`proceso del servidor: código de salida ${target.exitCode()} · últimas líneas:\n${target.output().slice(-3_000)}`);
} finally {
  await target.stop();
}
console.log(`Duración total: ${((Date.now() - started) / 1000).toFixed(1)} s`);
v.finish('fuzz');
process.exit(process.exitCode ?? 0);
