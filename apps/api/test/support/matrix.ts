// Shared machinery of the authorisation matrices (authorization-<module>.test.ts): expectations per
// caller, one call through both facades, and the list of a router's procedures to prove coverage.
import { expect } from 'vitest';

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
  /** Runs after every call: a refused write must have changed nothing, an allowed one must show. */
  verify?: (res: JsonResponse, actor: ActorName) => Promise<void>;
}

export interface MatrixCase {
  name: string;
  expected: Expectation;
  /** Builds one call for one caller (fresh targets when the call consumes them). */
  build: (actor: ActorName) => Promise<MatrixCall> | MatrixCall;
}

/** Every procedure name (dotted) of the app router under `prefix` (e.g. "perfil."). */
export function proceduresUnder(prefix: string): string[] {
  return Object.keys(appRouter._def.procedures)
    .filter((name) => name.startsWith(prefix))
    .sort();
}

/** Runs a case for every caller on both facades; answers the mismatches (empty when all agree). */
export async function runMatrixCase(t: TestApp, x: Tenants, testCase: MatrixCase): Promise<string[]> {
  const mismatches: string[] = [];
  for (const actor of ACTORS) {
    for (const facade of ['rest', 'trpc'] as const) {
      const call = await testCase.build(actor);
      const token = x.tokens[actor];
      const res =
        facade === 'rest'
          ? await t.rest(call.rest.method, call.rest.path, { body: call.rest.body, token })
          : await trpcCall(t, call.trpc.kind, call.trpc.procedure, call.trpc.input, token);
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
  return mismatches;
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
