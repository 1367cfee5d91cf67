// Shared machinery of the authorisation matrices (authorization-<module>.test.ts): expectations per
// caller, one call through both facades, and the list of a router's procedures to prove coverage.
import { expect } from 'vitest';

import { COMERCIAL_MSG } from '@horizonte/contracts';

import { appRouter } from '../../src/router.ts';
import { ACTORS, type ActorName, type Tenants } from './tenants.ts';
import type { JsonResponse, TestApp } from './test-app.ts';

export type Expectation = Record<ActorName, number>;

/** The listed callers get 200, anonymous 401, everyone else 403. */
export function allow(...allowed: ActorName[]): Expectation {
  return Object.fromEntries(ACTORS.map((a) => [a, a === 'anonymous' ? 401 : allowed.includes(a) ? 200 : 403])) as Expectation;
}
export const SIGNED_IN = allow(...ACTORS.filter((a) => a !== 'anonymous'));
export const MANAGE = allow('adminA', 'superAdmin');
export const COMMUNITY = allow('adminA', 'consejoA', 'superAdmin', 'soporte');

export interface MatrixCall {
  rest: { method: string; path: string; body?: unknown };
  trpc: { kind: 'query' | 'mutation'; procedure: string; input?: unknown };
  /** The complex the call writes to, when it is not A (its suspension pass suspends that one). */
  complexId?: string;
  /** Runs after every call: a refused write must have changed nothing, an allowed one must show. */
  verify?: (res: JsonResponse, actor: ActorName) => Promise<void>;
}

export interface MatrixCase {
  name: string;
  expected: Expectation;
  /**
   * A mutation of the caller's own account or of the platform, not of complex A's records: a
   * suspended complex A does not hold it back. Every other mutation its people may make must get
   * 409 CONJUNTO_SUSPENDIDO and leave no trace while A is suspended.
   */
  suspensionExempt?: true;
  /** Builds one call for one caller (fresh targets when the call consumes them). */
  build: (actor: ActorName) => Promise<MatrixCall> | MatrixCall;
}

/** Every procedure name (dotted) of the app router under `prefix` (e.g. "perfil."). */
export function proceduresUnder(prefix: string): string[] {
  return Object.keys(appRouter._def.procedures)
    .filter((name) => name.startsWith(prefix))
    .sort();
}

/** Complex A's own people: the callers a suspension of A holds back (staff never are). */
const PEOPLE_OF_A: readonly ActorName[] = ['adminA', 'consejoA', 'residenteA'];

async function send(t: TestApp, call: MatrixCall, facade: 'rest' | 'trpc', token: string | undefined): Promise<JsonResponse> {
  return facade === 'rest'
    ? t.rest(call.rest.method, call.rest.path, { body: call.rest.body, token })
    : trpcCall(t, call.trpc.kind, call.trpc.procedure, call.trpc.input, token);
}

/** Runs `work` with the complex suspended (its plan's estado), then puts its plan back as it was. */
export async function withComplexSuspended<T>(t: TestApp, phId: string, work: () => Promise<T>): Promise<T> {
  const before = await t.db.planConjunto.findUnique({ where: { phId } });
  const suspended = { plan: 'nucleo_premium' as const, estado: 'suspendida' as const, inicio: new Date(), updatedAt: new Date() };
  await t.db.planConjunto.upsert({ where: { phId }, create: { phId, ...suspended }, update: suspended });
  try {
    return await work();
  } finally {
    if (before) await t.db.planConjunto.update({ where: { phId }, data: before });
    else await t.db.planConjunto.delete({ where: { phId } });
  }
}

/**
 * The suspension pass of a mutation: every one of A's people whom the matrix lets write gets, with A
 * suspended, 409 and the Spanish notice on both facades, and the case's `verify` sees no trace.
 */
async function suspendedMismatches(t: TestApp, x: Tenants, testCase: MatrixCase): Promise<string[]> {
  if (testCase.suspensionExempt) return [];
  const mismatches: string[] = [];
  for (const actor of PEOPLE_OF_A.filter((a) => testCase.expected[a] === 200)) {
    for (const facade of ['rest', 'trpc'] as const) {
      const call = await testCase.build(actor);
      if (call.trpc.kind === 'query') return [];
      const res = await withComplexSuspended(t, call.complexId ?? x.phA.id, () => send(t, call, facade, x.tokens[actor]));
      const message = facade === 'rest' ? res.body?.message : res.body?.error?.message;
      if (res.status !== 409 || message !== COMERCIAL_MSG.conjuntoSuspendido) {
        mismatches.push(`${actor} via ${facade}, complex suspended: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
        continue;
      }
      await call.verify?.(res, actor);
    }
  }
  return mismatches;
}

/**
 * Runs a case for every caller on both facades, and a mutation once more for A's people with A
 * suspended; answers the mismatches (empty when all agree).
 */
export async function runMatrixCase(t: TestApp, x: Tenants, testCase: MatrixCase): Promise<string[]> {
  const mismatches: string[] = [];
  for (const actor of ACTORS) {
    for (const facade of ['rest', 'trpc'] as const) {
      const call = await testCase.build(actor);
      const res = await send(t, call, facade, x.tokens[actor]);
      if (res.status !== testCase.expected[actor]) {
        mismatches.push(
          `${actor} via ${facade}: ${res.status} (expected ${testCase.expected[actor]}) ${JSON.stringify(res.body).slice(0, 160)}`,
        );
        continue;
      }
      if (res.status === 403)
        expect(facade === 'rest' ? res.body.message : res.body.error.message).toBe('No tienes permiso para realizar esta acción');
      await call.verify?.(res, actor);
    }
  }
  return [...mismatches, ...(await suspendedMismatches(t, x, testCase))];
}

/**
 * A tRPC call as the web client makes it: a mutation without input goes in a batch whose entry has
 * no input (t.trpc sends `null`, which a procedure with a void input refuses).
 */
export async function trpcCall(
  t: TestApp,
  kind: 'query' | 'mutation',
  procedure: string,
  input: unknown,
  token: string | undefined,
): Promise<JsonResponse> {
  if (kind === 'query' || input !== undefined) return t.trpc(kind, procedure, input, token);
  const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response = await t.app.request(`/trpc/${procedure}?batch=1`, { method: 'POST', headers, body: '{}' });
  const [body] = (await response.json()) as unknown[];
  return { status: response.status, headers: response.headers, body };
}
