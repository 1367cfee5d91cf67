// The common tRPC call, a single query over GET (`/trpc/ph.list?input=…`), answered the way the REST
// facade answers (rest.ts): the procedure called directly (invoke.ts) and the answer built once with
// its security headers. tRPC's fetch adapter would build a full Request (headers, an AbortSignal per
// call), run tRPC's own middleware caller and return a Response that the middlewares then rebuild:
// about 150 µs of Node per call more than the same procedure through REST (issue 31). The answer is
// what resolveResponse writes (status, body, `vary`, Retry-After, the procedure's headers); anything
// else (batches, mutations, subscriptions, streaming, connection params, input that is not JSON) is
// left to tRPC's adapter, so every rule it applies there stays its own.
import type { AnyProcedure, AnyRouter, TRPCError } from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';
import { getErrorShape, getTRPCErrorFromUnknown } from '@trpc/server/unstable-core-do-not-import';

import type { Context } from '../trpc/context.ts';
import { invokeProcedure } from './invoke.ts';
import { retryAfterMeta } from './response-meta.ts';
import { markSecured, NO_STORE } from './security.ts';

/** A query this handler answers: its procedure, its dotted path and its raw input. */
export interface TrpcQuery {
  procedure: AnyProcedure;
  path: string;
  input: unknown;
}

/**
 * `/trpc/<name>` with at most an `input` parameter, in the characters `encodeURIComponent` writes: its
 * name and input read the same here as through `new URL` (no dot segments, no `+`, nothing to normalise).
 */
const PLAIN_QUERY = /^\/trpc\/([A-Za-z0-9_.]+)(?:\?input=([\w.!~*'()%-]*))?$/;

/** What tRPC's adapter answers every call with (resolveResponse). */
const VARY = 'trpc-accept, accept';

export function createTrpcQueryHandler(router: AnyRouter) {
  const config = router._def._config;
  const procedures = router._def.procedures as Record<string, AnyProcedure | undefined>;

  /**
   * The query a request makes, when this handler answers it; undefined leaves it to tRPC's adapter.
   * `target`: the request line's path and query. `header`: one request header by its lower-case name.
   */
  function queryOf(method: string, target: string, header: (name: string) => string | undefined): TrpcQuery | undefined {
    if (method !== 'GET') return undefined;
    const match = PLAIN_QUERY.exec(target);
    if (!match) return undefined;
    const path = match[1]!;
    const procedure = Object.hasOwn(procedures, path) ? procedures[path] : undefined;
    if (procedure?._def.type !== 'query') return undefined;
    // A content type picks another of tRPC's parsers; trpc-accept or a JSONL accept asks for a stream.
    if (header('content-type') !== undefined || header('trpc-accept') !== undefined) return undefined;
    if (header('accept')?.includes('application/jsonl')) return undefined;
    let input: unknown;
    const encoded = match[2];
    if (encoded) {
      try {
        input = config.transformer.input.deserialize(JSON.parse(decodeURIComponent(encoded)));
      } catch {
        return undefined; // tRPC's adapter words that error
      }
    }
    return { procedure, path, input };
  }

  /**
   * The answer, as tRPC's adapter and the security middleware together would write it. `baseHeaders`:
   * the security headers. `onError`: what the adapter's onError does with a failed call.
   */
  async function answer(
    { procedure, path, input }: TrpcQuery,
    ctx: Context,
    baseHeaders: Readonly<Record<string, string>>,
    onError: (error: TRPCError, path: string) => void,
  ): Promise<Response> {
    ctx.ticket = null;
    ctx.observed.route = `/trpc/${path}`;
    let body: unknown;
    let error: TRPCError | undefined;
    try {
      const data = await invokeProcedure(procedure, {
        path,
        getRawInput: async () => input,
        ctx,
        type: 'query',
        signal: undefined,
        batchIndex: 0,
      });
      body = { result: { data: config.transformer.output.serialize(data) } };
    } catch (cause) {
      error = getTRPCErrorFromUnknown(cause);
      onError(error, path);
      body = { error: getErrorShape({ config, error, type: 'query', path, input, ctx }) };
    }
    const status = getHTTPStatusCode(body as never);
    if (error) body = { error: config.transformer.output.serialize((body as { error: unknown }).error) };
    const headers: Record<string, string> = { vary: VARY, 'content-type': 'application/json' };
    for (const [key, value] of ctx.resHeaders) headers[key] = value;
    const meta = retryAfterMeta({ errors: error ? [error] : [] });
    for (const [key, value] of Object.entries(meta.headers ?? {})) headers[key.toLowerCase()] = value;
    for (const [key, value] of Object.entries(baseHeaders)) headers[key] = value;
    headers['cache-control'] = NO_STORE;
    return markSecured(new Response(JSON.stringify(body), { status, headers }));
  }

  return { queryOf, answer };
}
