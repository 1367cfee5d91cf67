// The common tRPC calls, answered the way the REST facade answers (rest.ts): each procedure called directly
// (invoke.ts) and the answer built once with its security headers. They are
//  - queries over GET (`/trpc/ph.list?input=…`, or the web app's batches `/trpc/ph.list,auth.verify?batch=1&input=…`);
//  - mutations over POST with a JSON body (`/trpc/porteria.accesos.create`, or `…?batch=1` with `{"0": …}`).
// tRPC's fetch adapter builds a full Request (URL, headers, an AbortSignal per call), runs tRPC's own
// middleware caller and returns a Response that the middlewares then rebuild: about 150 µs of Node per call
// more than the same procedure through REST (issue 31, ADR 0006 and 0007). The answer is what resolveResponse
// writes (status, body, `vary`, Retry-After, the procedure's headers); anything else (subscriptions, streaming,
// other content types or parameters, unknown names, a query over POST, input that is not JSON) is left to
// tRPC's adapter, so every rule it applies there stays its own.
import type { AnyProcedure, AnyRouter, TRPCError } from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';
import { getErrorShape, getTRPCErrorFromUnknown } from '@trpc/server/unstable-core-do-not-import';

import type { Context } from '../trpc/context.ts';
import { invokeProcedure } from './invoke.ts';
import { retryAfterMeta } from './response-meta.ts';
import { markSecured, NO_STORE } from './security.ts';

/** One call of a request: its procedure, its dotted path and its raw input. */
interface Call {
  procedure: AnyProcedure;
  path: string;
  input: unknown;
}

/** One call's item of the answer, before the transformer. */
type Item = { result: { data: unknown } } | { error: unknown };

/** The calls a request makes, when this handler answers it. */
export interface TrpcCalls {
  type: 'query' | 'mutation';
  /** `?batch=1`: the answer is an array, one item per call. */
  batch: boolean;
  calls: Call[];
}

/** `/trpc/<names>` and its query: names hold nothing to decode. */
const TARGET = /^\/trpc\/([A-Za-z0-9_.,]+)(?:\?(.*))?$/;
/**
 * The input parameter in the characters `encodeURIComponent` writes: it reads the same here as through
 * `new URL` and URLSearchParams (no `+`, nothing to normalise).
 */
const INPUT = /^input=[\w.!~*'()%-]*$/;

/** What tRPC's adapter answers every call with (resolveResponse). */
const VARY = 'trpc-accept, accept';

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && !Array.isArray(value) && typeof value === 'object';

/** One request header by its lower-case name. */
type Header = (name: string) => string | undefined;

/** The media type of a Content-Type, as tRPC's adapter compares it (case-insensitive, without parameters). */
const mediaType = (contentType: string | undefined) => contentType?.toLowerCase().split(';', 1)[0]?.trim();

export function createTrpcDirectHandler(router: AnyRouter) {
  const config = router._def._config;
  const procedures = router._def.procedures as Record<string, AnyProcedure | undefined>;
  const deserialize = (value: unknown) => config.transformer.input.deserialize(value);
  const serialize = (value: unknown) => config.transformer.output.serialize(value);

  /** The named procedures, when every one is of `type`; undefined otherwise. */
  function callsNamed(names: string, type: TrpcCalls['type'], batch: boolean): TrpcCalls | undefined {
    const calls: Call[] = [];
    for (const path of batch ? names.split(',') : [names]) {
      const procedure = Object.hasOwn(procedures, path) ? procedures[path] : undefined;
      if (procedure?._def.type !== type) return undefined;
      calls.push({ procedure, path, input: undefined });
    }
    return { type, batch, calls };
  }

  /** A trpc-accept header or a JSONL accept asks for a stream, which is the adapter's. */
  const asksForStream = (header: Header) =>
    header('trpc-accept') !== undefined || !!header('accept')?.includes('application/jsonl');

  /** Sets the calls' inputs from the parsed JSON (one input, or `{ "0": …, "1": … }` for a batch); false if it cannot. */
  function setInputs({ batch, calls }: TrpcCalls, inputs: unknown): boolean {
    if (!batch) {
      calls[0]!.input = deserialize(inputs);
      return true;
    }
    if (!isObject(inputs)) return false;
    calls.forEach((call, index) => (call.input = inputs[index] === undefined ? undefined : deserialize(inputs[index])));
    return true;
  }

  /**
   * The queries a GET makes, when this handler answers it; undefined leaves it to tRPC's adapter.
   * `target`: the request line's path and query.
   */
  function queryOf(method: string, target: string, header: Header): TrpcCalls | undefined {
    if (method !== 'GET') return undefined;
    const match = TARGET.exec(target);
    if (!match) return undefined;
    // Only `batch=1`, then `input`: any other parameter (connectionParams, lastEventId) is the adapter's.
    const query = match[2] ?? '';
    const batch = query === 'batch=1' || query.startsWith('batch=1&');
    const inputParameter = batch ? query.slice('batch=1&'.length) : query;
    if (inputParameter !== '' && !INPUT.test(inputParameter)) return undefined;
    const found = callsNamed(match[1]!, 'query', batch);
    // A content type picks another of tRPC's parsers.
    if (!found || header('content-type') !== undefined || asksForStream(header)) return undefined;
    const encoded = inputParameter.slice('input='.length);
    if (!encoded) return found;
    try {
      return setInputs(found, JSON.parse(decodeURIComponent(encoded))) ? found : undefined;
    } catch {
      return undefined; // tRPC's adapter words that error
    }
  }

  /**
   * The mutations a POST makes, when this handler answers it, without their inputs yet (`withBody`);
   * undefined leaves it to tRPC's adapter.
   */
  function mutationOf(method: string, target: string, header: Header): TrpcCalls | undefined {
    if (method !== 'POST') return undefined;
    const match = TARGET.exec(target);
    // Only `batch=1` or nothing: the input is the body's, and any other parameter is the adapter's.
    const query = match?.[2];
    if (!match || (query !== undefined && query !== 'batch=1')) return undefined;
    const found = callsNamed(match[1]!, 'mutation', query === 'batch=1');
    // tRPC reads a body as JSON only with that media type; form data and octet streams are its other parsers.
    if (!found || mediaType(header('content-type')) !== 'application/json' || asksForStream(header)) return undefined;
    return found;
  }

  /** The mutations with their inputs read from the request's body; undefined when it is not JSON the adapter would read. */
  function withBody(mutations: TrpcCalls, body: string): TrpcCalls | undefined {
    try {
      return setInputs(mutations, JSON.parse(body)) ? mutations : undefined;
    } catch {
      return undefined; // an empty body, or not JSON: the adapter words that error, or calls a procedure without input
    }
  }

  /** One call's item of the answer (`{ result }` or `{ error }`, untransformed) and its error. */
  async function run(
    { procedure, path, input }: Call,
    type: TrpcCalls['type'],
    batchIndex: number,
    ctx: Context,
    onError: (error: TRPCError, path: string) => void,
  ) {
    try {
      const data = await invokeProcedure(procedure, {
        path,
        getRawInput: async () => input,
        ctx,
        type,
        signal: undefined,
        batchIndex,
      });
      return { item: { result: { data } } as Item, error: undefined };
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      onError(error, path);
      return { item: { error: getErrorShape({ config, error, type, path, input, ctx }) } as Item, error };
    }
  }

  /**
   * The answer, as tRPC's adapter and the security middleware together would write it. `baseHeaders`:
   * the security headers. `onError`: what the adapter's onError does with a failed call.
   */
  async function answer(
    { type, batch, calls }: TrpcCalls,
    ctx: Context,
    baseHeaders: Readonly<Record<string, string>>,
    onError: (error: TRPCError, path: string) => void,
  ): Promise<Response> {
    ctx.ticket = null;
    // The template routeTemplate would name (a batch of several is `/trpc/(lote)`).
    if (calls.length === 1) ctx.observed.route = `/trpc/${calls[0]!.path}`;
    const results = await Promise.all(calls.map((call, batchIndex) => run(call, type, batchIndex, ctx, onError)));
    const items = results.map((r) => r.item);
    const errors = results.flatMap((r) => (r.error ? [r.error] : []));
    const status = getHTTPStatusCode((batch ? items : items[0]!) as never);
    const transformed = items.map((item) =>
      'error' in item ? { error: serialize(item.error) } : { result: { data: serialize(item.result.data) } },
    );
    const headers: Record<string, string> = { vary: VARY, 'content-type': 'application/json' };
    for (const [key, value] of ctx.resHeaders) headers[key] = value;
    for (const [key, value] of Object.entries(retryAfterMeta({ errors }).headers ?? {})) headers[key.toLowerCase()] = value;
    for (const [key, value] of Object.entries(baseHeaders)) headers[key] = value;
    headers['cache-control'] = NO_STORE;
    return markSecured(new Response(JSON.stringify(batch ? transformed : transformed[0]), { status, headers }));
  }

  return { queryOf, mutationOf, withBody, answer };
}
