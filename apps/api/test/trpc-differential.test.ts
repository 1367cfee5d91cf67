// Issue 31: tRPC queries over GET and mutations over POST with JSON, alone or batched, are answered by
// http/trpc-direct.ts, not by tRPC's fetch adapter. This test sends every query procedure (valid, unknown
// and invalid ids, with and without a session, alone and as a batch) and every mutation (invalid input,
// with and without a session, alone and as a batch; and real writes) through the app and through the
// adapter over the same router and an equal context, and compares the status and the body byte for byte;
// the headers are compared with the app's own answer to the same request with a trpc-accept header, which
// the adapter still serves.
import http from 'node:http';

import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RequestLog } from '../src/http/request-id.ts';
import { retryAfterMeta } from '../src/http/response-meta.ts';
import { createTrpcDirectHandler } from '../src/http/trpc-direct.ts';
import { log } from '../src/lib/logger.ts';
import { appRouter } from '../src/router.ts';
import { sessionResolver, type Context } from '../src/trpc/context.ts';
import { startTestApp, TEST_APP_URL, type TestApp } from './support/index.ts';
import { listen, type Listening } from './support/listen.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let server: Listening;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
  server = await listen(t.app.fetch);
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

/** Answers that read the clock or a counter between the two calls: only the status is compared. */
const MOVING_ANSWERS = new Set(['system.health', 'sistema.estado']);

/** A generated document's bytes carry the moment it was made (a PDF's CreationDate): the rest of its answer is compared. */
const withoutDocumentBytes = (text: string) => text.replace(/"base64":"[^"]*"/g, '"base64":"…"');

/**
 * Each call starts with a full quota of heavy reads (estado de cuenta, cartera, PDFs): each side's
 * RateLimit headers then say the same, and three calls per input never reach the 429.
 */
const refillQuotas = () => t.db.$executeRawUnsafe('DELETE FROM rate_limit_buckets');

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

interface Query {
  name: string;
  /** The documented REST path: its parameters are the input's fields. */
  path: string;
}

function proceduresOf(type: 'query' | 'mutation'): Query[] {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: string; meta?: { openapi?: { path: string } } } }
  >;
  return Object.entries(procedures)
    .filter(([, p]) => p._def.type === type)
    .map(([name, p]) => ({ name, path: p._def.meta?.openapi?.path ?? '' }));
}

/** The input naming the path's parameters, each from `value(parameter)`. */
function inputFor(path: string, value: (parameter: string) => string): Record<string, string> {
  return Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, value(name!)]));
}

/** The fixture's ids where there is one (`/ph/{id}` is complex A, `/apartamentos/{id}` its unit). */
function validInput(path: string) {
  return inputFor(path, (name) => {
    if (name === 'id') return path.startsWith('/ph/') ? x.phA.id : path.startsWith('/apartamentos/') ? x.unitA.id : UNKNOWN_UUID;
    if (name === 'identificador') return x.phA.identificador;
    if (name === 'userId') return x.users.residenteA.user.id;
    if (name === 'periodo') return '2026-01';
    return UNKNOWN_UUID;
  });
}

const unknownInput = (path: string) =>
  inputFor(path, (name) => (name === 'identificador' ? 'no-existe-000' : name === 'periodo' ? '1999-13' : UNKNOWN_UUID));
const invalidInput = (path: string) => inputFor(path, () => 'no-es-un-id');

/** The context app.ts builds for a request from app.request() (no socket, no headers but the token). */
function contextFor(token: string | undefined, resHeaders: Headers): Context {
  const { db, config, jobs, clock, eventos, sessions, shutdown } = t.services;
  return {
    db,
    config,
    jobs,
    clock,
    eventos,
    sessions,
    shutdown,
    log: new RequestLog(log(), 'diferencial'),
    observed: {},
    ip: '127.0.0.1',
    token: token ?? null,
    ticket: null,
    idempotencyKey: null,
    userAgent: null,
    resHeaders,
    auth: sessionResolver(t.services, token ?? null),
  };
}

const queryString = (input: unknown) => (input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`);
const authorization = (token: string | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** A batch of calls as the web app's httpBatchLink writes it. */
const batchOf = (calls: [name: string, input: unknown][]) =>
  `${calls.map(([name]) => name).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(Object.fromEntries(calls.map(([, input], i) => [i, input]))))}`;

/** What a request sends besides its target and token: a mutation's body (JSON unless `raw`), other headers. */
interface Sent {
  /** A POST with this JSON body. */
  post?: unknown;
  /** A POST with this body as it is. */
  raw?: string;
  headers?: Record<string, string>;
}

function requestInit(token: string | undefined, sent: Sent, extra: Record<string, string> = {}): RequestInit {
  const isPost = 'post' in sent || 'raw' in sent;
  return {
    method: isPost ? 'POST' : 'GET',
    headers: { ...(isPost ? { 'content-type': 'application/json' } : {}), ...authorization(token), ...sent.headers, ...extra },
    body: 'raw' in sent ? sent.raw : isPost ? JSON.stringify(sent.post) : undefined,
  };
}

async function throughAdapter(target: string, token: string | undefined, sent: Sent) {
  const response = await fetchRequestHandler({
    endpoint: '/trpc',
    req: new Request(`${TEST_APP_URL}/trpc/${target}`, requestInit(token, sent)),
    router: appRouter,
    createContext: ({ resHeaders }) => contextFor(token, resHeaders),
    responseMeta: retryAfterMeta,
  });
  return { status: response.status, text: await response.text() };
}

/** The headers a client reads (the request id differs per request; the length follows the body). */
function comparableHeaders(headers: Headers): Record<string, string> {
  return Object.fromEntries([...headers].filter(([name]) => name !== 'x-request-id' && name !== 'content-length'));
}

interface Comparison {
  /** Only the status can be compared (an answer that reads the clock or a counter). */
  moving?: boolean;
  sent?: Sent;
  /** What both bodies are compared through (a write's new ids and moments differ between the two). */
  mask?: (text: string) => string;
}

/**
 * One request (`ph.list?input=…`, a batch, or a mutation) through the app and through the adapter: null
 * when they agree, else what differs.
 */
async function compare(
  target: string,
  token: string | undefined,
  { moving = false, sent = {}, mask = withoutDocumentBytes }: Comparison = {},
): Promise<{ status: number; mismatch: string | null }> {
  await refillQuotas();
  const ours = await t.app.request(`/trpc/${target}`, requestInit(token, sent));
  const oursText = await ours.text();
  await refillQuotas();
  const theirs = await throughAdapter(target, token, sent);
  const label = `${token ? '' : 'anonymous '}${sent.post === undefined ? '' : 'POST '}${decodeURIComponent(target)}`;
  const differs = (what: string) => ({ status: ours.status, mismatch: `${label}: ${what}` });
  if (!ours.headers.get('x-request-id')) return differs('no X-Request-Id');
  if (ours.status !== theirs.status)
    return differs(
      `status ${ours.status} (ours) vs ${theirs.status} (adapter) ${oursText.slice(0, 120)} | ${theirs.text.slice(0, 120)}`,
    );
  if (!(ours.status === 200 && moving) && mask(oursText) !== mask(theirs.text))
    return differs(`(${ours.status}) body ${oursText.slice(0, 160)} vs ${theirs.text.slice(0, 160)}`);
  // The same request with a trpc-accept header, which the app leaves to the adapter: the same headers.
  await refillQuotas();
  const reference = await t.app.request(`/trpc/${target}`, requestInit(token, sent, { 'trpc-accept': 'application/json' }));
  await reference.arrayBuffer();
  const [a, b] = [comparableHeaders(ours.headers), comparableHeaders(reference.headers)];
  if (JSON.stringify(a) !== JSON.stringify(b)) return differs(`headers ${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
  return { status: ours.status, mismatch: null };
}

describe('tRPC queries against tRPC’s fetch adapter', () => {
  it('the plain queries are the ones answered directly', () => {
    const handler = createTrpcDirectHandler(appRouter);
    const none = () => undefined;
    const paths = (target: string) => handler.queryOf('GET', target, none)?.calls.map((call) => [call.path, call.input]);
    expect(paths(`/trpc/ph.list${queryString({})}`)).toEqual([['ph.list', {}]]);
    expect(paths('/trpc/auth.verify')).toEqual([['auth.verify', undefined]]);
    expect(
      paths(
        `/trpc/${batchOf([
          ['ph.list', {}],
          ['auth.verify', undefined],
        ])}`,
      ),
    ).toEqual([
      ['ph.list', {}],
      ['auth.verify', undefined],
    ]);
    // Left to the adapter: other methods, mutations, unknown names, streaming, other parameters, input that is not JSON.
    expect(handler.queryOf('GET', '/trpc/ph.list,auth.logout?batch=1', none)).toBeUndefined();
    expect(handler.queryOf('GET', '/trpc/ph.list?batch=1&input=%5B%5D', none)).toBeUndefined();
    expect(handler.queryOf('GET', '/trpc/ph.list?input=%7B%7D&connectionParams=%7B%7D', none)).toBeUndefined();
    expect(handler.queryOf('POST', '/trpc/ph.list', none)).toBeUndefined();
    expect(handler.queryOf('GET', '/trpc/auth.logout', none)).toBeUndefined();
    expect(handler.queryOf('GET', '/trpc/toString', none)).toBeUndefined();
    expect(
      handler.queryOf('GET', '/trpc/ph.list', (name) => (name === 'trpc-accept' ? 'application/jsonl' : undefined)),
    ).toBeUndefined();
    expect(handler.queryOf('GET', '/trpc/ph.list?input=%7B', none)).toBeUndefined();
  });

  it('every query answers the same with valid, unknown and invalid ids', { timeout: 120_000 }, async () => {
    const all = proceduresOf('query');
    expect(all.length).toBeGreaterThan(60);
    const mismatches: string[] = [];
    const statuses = new Set<number>();
    for (const { name, path } of all) {
      const inputs = [validInput(path), unknownInput(path), invalidInput(path)].map((input) =>
        Object.keys(input).length ? input : undefined,
      );
      const moving = MOVING_ANSWERS.has(name);
      for (const input of new Set(inputs.map((i) => JSON.stringify(i)))) {
        const { status, mismatch } = await compare(`${name}${queryString(input && JSON.parse(input))}`, x.tokens.adminA, {
          moving,
        });
        statuses.add(status);
        if (mismatch) mismatches.push(mismatch);
      }
      // As the web app sends it: a batch, here of one.
      const batched = await compare(batchOf([[name, inputs[0]]]), x.tokens.adminA, { moving });
      if (batched.mismatch) mismatches.push(batched.mismatch);
      // Without a session (401 for every procedure that needs one).
      const anonymous = await compare(`${name}${queryString(inputs[0])}`, undefined, { moving });
      statuses.add(anonymous.status);
      if (anonymous.mismatch) mismatches.push(anonymous.mismatch);
    }
    expect(mismatches).toEqual([]);
    // The comparison covered successes and refusals, not only one kind of answer.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 401, 404, 422]));
  });

  it('behind a Node listener (the raw request line and header list) answers as through app.request()', async () => {
    const token = x.tokens.adminA!;
    const send = (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port: server.port, path, headers }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, text }));
        });
        req.on('error', reject);
        req.end();
      });
    for (const [name, input] of [
      ['ph.list', {}],
      ['apartamentos.list', { id: x.phA.id }],
      ['apartamentos.list', { id: 'no-es-un-id' }],
      ['auth.verify', undefined],
    ] as const) {
      const path = `/trpc/${name}${queryString(input)}`;
      const direct = await t.app.request(path, { headers: { authorization: `Bearer ${token}` } });
      const listened = await send(path, { authorization: `Bearer ${token}` });
      expect(listened.status, path).toBe(direct.status);
      expect(listened.text, path).toBe(await direct.text());
      expect((await send(path)).status, path).toBe(401);
    }
  });

  it('a batch of several answers the same: each call its item, 207 when their statuses differ', async () => {
    const token = x.tokens.adminA!;
    const ok = await compare(
      batchOf([
        ['ph.list', {}],
        ['apartamentos.list', { id: x.phA.id }],
        ['auth.verify', undefined],
      ]),
      token,
    );
    expect(ok).toEqual({ status: 200, mismatch: null });
    const mixed = await compare(
      batchOf([
        ['ph.list', {}],
        ['apartamentos.list', { id: 'no-es-un-id' }],
      ]),
      token,
    );
    expect(mixed).toEqual({ status: 207, mismatch: null });
    const refused = await compare(
      batchOf([
        ['ph.list', {}],
        ['apartamentos.list', { id: x.phA.id }],
      ]),
      undefined,
    );
    expect(refused).toEqual({ status: 401, mismatch: null });
  });
});

/** A write's new ids and moments, which differ between the app's answer and the adapter's. */
const withoutNewIdsAndMoments = (text: string) =>
  text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'id')
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g, 'momento');

describe('tRPC mutations against tRPC’s fetch adapter', () => {
  /** A walk-in at complex A's unit 101, as the gate registers it. */
  const walkIn = () => ({
    id: x.phA.id,
    apartamentoId: x.unitA.id,
    nombreVisitante: 'Visitante Diferencial',
    autorizadoPor: 'Citófono',
  });

  it('the plain mutations are the ones answered directly', () => {
    const handler = createTrpcDirectHandler(appRouter);
    const json = (name: string): string | undefined => (name === 'content-type' ? 'application/json' : undefined);
    const paths = (target: string, header = json) => handler.mutationOf('POST', target, header)?.calls.map((call) => call.path);
    expect(paths('/trpc/porteria.accesos.create')).toEqual(['porteria.accesos.create']);
    expect(paths('/trpc/auth.logout,porteria.accesos.create?batch=1')).toEqual(['auth.logout', 'porteria.accesos.create']);
    expect(
      paths('/trpc/auth.logout', (name) => (name === 'content-type' ? 'Application/JSON; charset=utf-8' : undefined)),
    ).toEqual(['auth.logout']);
    const mutations = handler.mutationOf('POST', '/trpc/auth.logout,porteria.accesos.create?batch=1', json)!;
    expect(handler.withBody(mutations, '{"1":{"id":"x"}}')?.calls.map((call) => call.input)).toEqual([undefined, { id: 'x' }]);
    // Left to the adapter: other methods, queries, unknown names, other content types or parameters, streaming.
    expect(paths('/trpc/ph.list')).toBeUndefined();
    expect(paths('/trpc/auth.logout,ph.list?batch=1')).toBeUndefined();
    expect(paths('/trpc/toString')).toBeUndefined();
    expect(paths('/trpc/auth.logout?input=%7B%7D')).toBeUndefined();
    expect(paths('/trpc/auth.logout?batch=1&connectionParams=%7B%7D')).toBeUndefined();
    expect(paths('/trpc/auth.logout', () => undefined)).toBeUndefined();
    expect(paths('/trpc/auth.logout', (name) => (name === 'content-type' ? 'multipart/form-data' : undefined))).toBeUndefined();
    expect(paths('/trpc/auth.logout', (name) => (name === 'trpc-accept' ? 'application/jsonl' : json(name)))).toBeUndefined();
    expect(handler.mutationOf('GET', '/trpc/auth.logout', json)).toBeUndefined();
    // A body that is not JSON, empty, or a batch's that is not an object: the adapter words the error.
    for (const body of ['', '{', '[]'])
      expect(handler.withBody(handler.mutationOf('POST', '/trpc/auth.logout?batch=1', json)!, body)).toBeUndefined();
  });

  it(
    'every mutation refuses invalid input alike, with and without a session, alone and batched',
    { timeout: 120_000 },
    async () => {
      const all = proceduresOf('mutation');
      expect(all.length).toBeGreaterThan(100);
      const mismatches: string[] = [];
      const statuses = new Set<number>();
      for (const { name, path } of all) {
        // Ids that are not ids, or (without any in the path) an input that is not an object: refused before any effect.
        const input = path.includes('{') ? invalidInput(path) : 'no-es-un-objeto';
        for (const [target, post, token] of [
          [name, input, x.tokens.adminA],
          [`${name}?batch=1`, { 0: input }, x.tokens.adminA],
          [name, input, undefined],
        ] as const) {
          const { status, mismatch } = await compare(target, token, { sent: { post } });
          statuses.add(status);
          if (mismatch) mismatches.push(mismatch);
        }
      }
      expect(mismatches).toEqual([]);
      expect([...statuses]).toEqual(expect.arrayContaining([422, 401]));
    },
  );

  it('a write answers the same, alone, batched with a refusal (207) and for a caller who may not', async () => {
    expect(
      await compare('porteria.accesos.create', x.tokens.adminA, { sent: { post: walkIn() }, mask: withoutNewIdsAndMoments }),
    ).toEqual({
      status: 200,
      mismatch: null,
    });
    const mixed = { 0: walkIn(), 1: { ...walkIn(), apartamentoId: 'no-es-un-id' } };
    expect(
      await compare('porteria.accesos.create,porteria.accesos.create?batch=1', x.tokens.adminA, {
        sent: { post: mixed },
        mask: withoutNewIdsAndMoments,
      }),
    ).toEqual({ status: 207, mismatch: null });
    // Another complex's administrator, and a unit of another complex.
    expect(await compare('porteria.accesos.create', x.tokens.adminB, { sent: { post: walkIn() } })).toEqual({
      status: 403,
      mismatch: null,
    });
    const otherUnit = { ...walkIn(), apartamentoId: x.unitB.id };
    expect((await compare('porteria.accesos.create', x.tokens.adminA, { sent: { post: otherUnit } })).mismatch).toBeNull();
  });

  it('a body the fast path does not read is answered by the adapter as it would be', async () => {
    const mismatches: string[] = [];
    for (const sent of [
      { raw: '' },
      { raw: '{"id":' },
      { raw: 'null' },
      { raw: JSON.stringify(walkIn()), headers: { 'content-type': 'text/plain' } },
    ] satisfies Sent[]) {
      const { mismatch } = await compare('porteria.accesos.create', x.tokens.adminA, { sent, mask: withoutNewIdsAndMoments });
      if (mismatch) mismatches.push(`${JSON.stringify(sent)}: ${mismatch}`);
    }
    // A batch whose body is not an object, and a query over POST.
    for (const [target, raw] of [
      ['porteria.accesos.create?batch=1', '[]'],
      ['ph.list', '{}'],
    ] as const) {
      const { mismatch } = await compare(target, x.tokens.adminA, { sent: { raw } });
      if (mismatch) mismatches.push(mismatch);
    }
    expect(mismatches).toEqual([]);
  });
});
