// ADR 0002: our REST dispatcher (http/rest.ts) replaces trpc-to-openapi's request handler but keeps its
// request rules. This test sends the routes of the OpenAPI document through both, over the same router
// and an equal context, and compares what they answer: the status always; the body for a success; the
// normalised code, message and messages for an error (our envelope and tRPC's shape differ on purpose).
import { createOpenApiFetchHandler } from 'trpc-to-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildOpenApiDocument } from '../src/http/openapi.ts';
import { RequestLog } from '../src/http/request-id.ts';
import { retryAfterMeta } from '../src/http/response-meta.ts';
import { log } from '../src/lib/logger.ts';
import { appRouter } from '../src/router.ts';
import { sessionResolver, type Context } from '../src/trpc/context.ts';
import { startTestApp, TEST_APP_URL, type TestApp } from './support/index.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
});
afterAll(async () => {
  await t?.close();
});

/**
 * Routes only one side serves, so there is nothing to compare: each is a plain Hono route (multipart
 * upload, file download, iCalendar, event stream) mounted before the dispatcher; the library's handler
 * knows only procedures. Their own tests: importaciones, pqrs, documentos, reservas, asambleas-eventos,
 * pagos-en-linea (the gateway's webhook), ordenes (evidence of órdenes and activos), proveedores and
 * egresos (documents, soporte), tickets-soporte (attachments).
 */
const PLAIN_ROUTES = new Set([
  'POST /ph/{id}/importaciones',
  'GET /ph/{id}/importaciones/plantilla.xlsx',
  'POST /pqrs/{id}/adjuntos',
  'GET /adjuntos/{id}',
  'POST /documentos/{id}/versiones',
  'GET /documentos/{id}/versiones/{versionId}/archivo',
  'GET /apartamentos/{id}/reservas.ics',
  'GET /asambleas/{id}/eventos',
  'POST /ph/{id}/documentos',
  'POST /pasarela/wompi/eventos',
  'POST /ordenes/{id}/adjuntos',
  'POST /activos/{id}/adjuntos',
  'GET /adjuntos-mantenimiento/{id}',
  'POST /proveedores/{id}/documentos',
  'GET /documentos-proveedor/{id}',
  'POST /egresos/{id}/soporte',
  'GET /egresos/{id}/soporte',
  'POST /ph/{id}/pagos/importar/archivo',
  'POST /tickets-soporte/{id}/adjuntos',
  'GET /adjuntos-soporte/{id}',
]);

/**
 * Writes whose input is void, so an invalid body is ignored and the call does its work: logout would
 * end the session every other comparison uses (and the second facade would then answer 401).
 */
const VOID_WRITES = new Set(['POST /auth/logout', 'POST /auth/sessions/cerrar-otras', 'DELETE /test/reloj']);

/**
 * Deliberate differences in a successful answer: a procedure that answers a document
 * (`{ archivo: { nombre, tipo, base64 } }`) is sent by our dispatcher as the file itself
 * (rest.ts, respondFile), by the library as that JSON. Only the status is compared.
 */
const FILE_ANSWERS = new Set([
  'GET /pagos/{id}/recibo.pdf',
  'GET /apartamentos/{id}/estado-cuenta.pdf',
  'GET /asambleas/{id}/acta.pdf',
  'GET /ph/{id}/cartera.xlsx',
]);

/** Answers that read the clock or a counter between the two calls: only the status is compared. */
const MOVING_ANSWERS = new Set(['GET /health', 'GET /sistema/estado']);

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

interface Operation {
  key: string;
  method: string;
  path: string;
}

function operations(): Operation[] {
  const { paths = {} } = buildOpenApiDocument(appRouter, '/api');
  return Object.entries(paths).flatMap(([path, byMethod]) =>
    Object.keys(byMethod).map((method) => ({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path })),
  );
}

/** A path with the fixture's ids where there is one (`/ph/{id}` is complex A, `/apartamentos/{id}` its unit). */
function validPath(path: string): string {
  const id = path.startsWith('/ph/') ? x.phA.id : path.startsWith('/apartamentos/') ? x.unitA.id : UNKNOWN_UUID;
  return path
    .replace('{id}', id)
    .replace('{identificador}', x.phA.identificador)
    .replace('{userId}', x.users.residenteA.user.id)
    .replace('{periodo}', '2026-01')
    .replace(/\{\w+\}/g, UNKNOWN_UUID);
}

function unknownPath(path: string): string {
  return path
    .replace('{identificador}', 'no-existe-000')
    .replace('{periodo}', '1999-13')
    .replace(/\{\w+\}/g, UNKNOWN_UUID);
}

function invalidPath(path: string): string {
  return path.replace(/\{\w+\}/g, 'no-es-un-id');
}

/** The same context app.ts builds for a request from app.request() (no socket, no headers but the token). */
function contextFor(token: string | undefined): Context {
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
    idempotencyKey: null,
    userAgent: null,
    resHeaders: new Headers(),
    auth: sessionResolver(t.services, token ?? null),
  };
}

interface Answer {
  status: number;
  body: unknown;
}

/**
 * The library's fetch handler builds its node handler per request, and outside production that checks
 * the router by generating the whole OpenAPI document (~0.1 s) every time. The check is made once by
 * `operations()`; the calls run one at a time, and the app read its configuration at start-up.
 */
async function libraryHandler(
  opts: Omit<Parameters<typeof createOpenApiFetchHandler>[0], 'endpoint' | 'router'>,
): Promise<Response> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await createOpenApiFetchHandler({ ...opts, endpoint: '/api', router: appRouter });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

async function throughLibrary(method: string, path: string, body: unknown, token: string | undefined): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const req = new Request(`${TEST_APP_URL}/api${path}`, {
    method,
    headers,
    // A string is sent as it is (as t.rest does): a body that is not JSON.
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const response = await libraryHandler({ req, createContext: () => contextFor(token), responseMeta: retryAfterMeta as never });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function throughOurs(method: string, path: string, body: unknown, token: string | undefined): Promise<Answer> {
  const res = await t.rest(method, `/api${path}`, { body, token });
  return { status: res.status, body: res.body };
}

/** An error as both shapes carry it: ours `{ success: false, message, code, errors? }`, the library's `{ message, code, data: { errors } }`. */
function normalisedError(body: unknown): unknown {
  const b = body as { message?: string; code?: string; errors?: string[]; data?: { codigo?: string; errors?: string[] } };
  return { code: b.data?.codigo ?? b.code, message: b.message, errors: b.errors ?? b.data?.errors };
}

/** One request through both handlers: our status, and what differs (null when they agree). */
async function compare(
  op: Operation,
  path: string,
  body: unknown,
  token: string | undefined,
): Promise<{ status: number; mismatch: string | null }> {
  const ours = await throughOurs(op.method, path, body, token);
  const theirs = await throughLibrary(op.method, path, body, token);
  const label = `${token ? '' : 'anonymous '}${op.method} ${path}`;
  const differs = (what: string) => ({ status: ours.status, mismatch: `${label}: ${what}` });
  if (ours.status !== theirs.status)
    return differs(
      `status ${ours.status} (ours) vs ${theirs.status} (library) ${JSON.stringify(ours.body).slice(0, 120)} | ${JSON.stringify(theirs.body).slice(0, 120)}`,
    );
  if (ours.status === 200 && (FILE_ANSWERS.has(op.key) || MOVING_ANSWERS.has(op.key))) return { status: 200, mismatch: null };
  const [a, b] = ours.status >= 400 ? [normalisedError(ours.body), normalisedError(theirs.body)] : [ours.body, theirs.body];
  if (JSON.stringify(a) !== JSON.stringify(b))
    return differs(`(${ours.status}) body ${JSON.stringify(a).slice(0, 160)} vs ${JSON.stringify(b).slice(0, 160)}`);
  return { status: ours.status, mismatch: null };
}

describe('REST dispatcher against trpc-to-openapi’s handler', () => {
  it('every GET route answers the same with valid, unknown and invalid ids', { timeout: 60_000 }, async () => {
    const gets = operations().filter((op) => op.method === 'GET' && !PLAIN_ROUTES.has(op.key));
    expect(gets.length).toBeGreaterThan(60);
    const mismatches: string[] = [];
    const statuses = new Set<number>();
    for (const op of gets) {
      const paths = new Set([validPath(op.path), unknownPath(op.path), invalidPath(op.path)]);
      for (const path of paths) {
        const { status, mismatch } = await compare(op, path, undefined, x.tokens.adminA);
        statuses.add(status);
        if (mismatch) mismatches.push(mismatch);
      }
      // Without a session (401 for every route that needs one).
      const { mismatch } = await compare(op, validPath(op.path), undefined, undefined);
      if (mismatch) mismatches.push(mismatch);
    }
    expect(mismatches).toEqual([]);
    // The comparison covered successes and refusals, not only one kind of answer.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 404, 422]));
  });

  it('POST and PUT routes refuse an invalid body the same way', { timeout: 60_000 }, async () => {
    const writes = operations().filter(
      (op) => (op.method === 'POST' || op.method === 'PUT') && !PLAIN_ROUTES.has(op.key) && !VOID_WRITES.has(op.key),
    );
    expect(writes.length).toBeGreaterThan(40);
    const mismatches: string[] = [];
    for (const op of writes) {
      // A field of every wrong type: each input schema refuses it (or ignores it and then fails on what is missing).
      const { mismatch } = await compare(op, unknownPath(op.path), { nombre: 42, email: false, fecha: [] }, x.tokens.adminA);
      if (mismatch) mismatches.push(mismatch);
    }
    expect(mismatches).toEqual([]);
  });

  it('a malformed JSON body, another content type and an unknown route answer the same', async () => {
    const path = `/ph/${UNKNOWN_UUID}/comunicados`;
    const token = x.tokens.adminA!;
    const malformed = await t.app.request(`/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"titulo":',
    });
    const library = await libraryHandler({
      req: new Request(`${TEST_APP_URL}/api${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{"titulo":',
      }),
      createContext: () => contextFor(token),
    });
    expect(malformed.status).toBe(400);
    expect(library.status).toBe(malformed.status);
    expect(normalisedError(await library.json())).toEqual(normalisedError(await malformed.json()));

    const op = { key: 'GET /no-existe', method: 'GET', path: '/no-existe' };
    expect((await compare(op, '/no-existe', undefined, token)).mismatch).toBeNull();
    const text = await compare({ key: 'POST /ph', method: 'POST', path: '/ph' }, '/ph', 'texto', token);
    expect(text).toEqual({ status: 400, mismatch: null });

    const plain = await t.rest('POST', '/api/ph', { body: 'nombre=x', token, headers: { 'content-type': 'text/plain' } });
    const libraryPlain = await libraryHandler({
      req: new Request(`${TEST_APP_URL}/api/ph`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
        body: 'nombre=x',
      }),
      createContext: () => contextFor(token),
    });
    expect(plain.status).toBe(415);
    expect(libraryPlain.status).toBe(415);
    expect(normalisedError(await libraryPlain.json())).toEqual(normalisedError(plain.body));
  });
});
