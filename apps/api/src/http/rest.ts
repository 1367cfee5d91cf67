// The REST facade: the same procedures at the spec's paths under /api. trpc-to-openapi generates the
// OpenAPI document; requests are served by a dispatcher compiled once at start-up from the same
// router meta (no second list of routes) that calls each procedure directly. It keeps
// trpc-to-openapi's request rules (path matching, query/body input, content type, coercion, status
// codes) and writes every error body in our model: { success: false, message, error, errors?, code, issues?, ...fields }.
import { TRPCError, type AnyProcedure, type AnyRouter } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { getErrorShape } from '@trpc/server/unstable-core-do-not-import';
import {
  acceptsRequestBody,
  coerceSchema,
  forEachOpenApiProcedure,
  getInputOutputParsers,
  getPathRegExp,
  instanceofZodTypeLikeVoid,
  instanceofZodTypeObject,
  instanceofZodTypeOptional,
  normalizePath,
  unwrapZodType,
  zodSupportsCoerce,
} from 'trpc-to-openapi';
import { ZodArray } from 'zod';

import { MSG } from '@horizonte/contracts';

import type { Context } from '../trpc/context.ts';
import { invokeProcedure } from './invoke.ts';
import { retryAfterMeta } from './response-meta.ts';
import { isSecured, markSecured, mustNotBeStored, NO_STORE } from './security.ts';

interface Route {
  pattern: RegExp;
  /** Dotted tRPC path, e.g. `ph.list`. */
  path: string;
  /** The documented path with the prefix, e.g. `/api/ph/{id}/pagos` (logs and metrics group by it). */
  template: string;
  procedure: AnyProcedure;
  /** The input schema's object form (null for void inputs and non-object schemas). */
  objectSchema: { shape: Record<string, unknown> } | null;
  voidInput: boolean;
  /** Query fields that are arrays: a single value arrives as a string and is wrapped. */
  arrayFields: string[];
  coerced: boolean;
}

type ParsedBody = { ok: true; value: unknown; empty: boolean } | { ok: false };

/** Routes by method, in router order (the first pattern that matches wins, as in trpc-to-openapi). */
function compileRoutes(router: AnyRouter, prefix: string): Map<string, Route[]> {
  const routes = new Map<string, Route[]>();
  forEachOpenApiProcedure(router._def.procedures as never, ({ path, procedure, meta: { openapi } }) => {
    if (procedure._def.type === 'subscription') return;
    const { inputParser } = getInputOutputParsers(procedure);
    const unwrapped = unwrapZodType(inputParser as never, true);
    const objectSchema = instanceofZodTypeObject(unwrapped) ? (unwrapped as unknown as { shape: Record<string, unknown> }) : null;
    const arrayFields = objectSchema
      ? Object.entries(objectSchema.shape)
          .filter(
            ([, shape]) =>
              shape instanceof ZodArray ||
              (instanceofZodTypeOptional(shape as never) && (shape as { unwrap(): unknown }).unwrap() instanceof ZodArray),
          )
          .map(([key]) => key)
      : [];
    const list = routes.get(openapi.method) ?? [];
    list.push({
      pattern: getPathRegExp(normalizePath(openapi.path)),
      path,
      template: `${prefix}${openapi.path}`,
      procedure: procedure as AnyProcedure,
      objectSchema,
      voidInput: instanceofZodTypeLikeVoid(unwrapped),
      arrayFields,
      coerced: false,
    });
    routes.set(openapi.method, list);
  });
  return routes;
}

function findRoute(
  routes: Map<string, Route[]>,
  method: string,
  path: string,
): { route: Route; pathInput: Record<string, string> } | undefined {
  for (const route of routes.get(method) ?? []) {
    const match = route.pattern.exec(path);
    if (match) return { route, pathInput: { ...match.groups } };
  }
  return undefined;
}

/**
 * The methods a known path admits (for 405's `Allow`), HEAD wherever GET is; empty for an unknown
 * path. Only asked once no route matched, so the common request never pays for it.
 */
function allowedMethods(routes: Map<string, Route[]>, path: string): string[] {
  const allowed: string[] = [];
  for (const [method, list] of routes) {
    if (list.some((route) => route.pattern.test(path))) allowed.push(method, ...(method === 'GET' ? ['HEAD'] : []));
  }
  return allowed;
}

/**
 * A request target that `new URL` would leave exactly as it is (letters, digits, '-', '_' and '/', no
 * query): its path is read without parsing a URL. Anything else (dots, escapes, a query) is parsed.
 */
const PLAIN_TARGET = /^\/[A-Za-z0-9_/-]*$/;

/** Query parameters: one value as a string, repeated keys as an array. */
function queryInput(params: URLSearchParams | undefined): Record<string, unknown> {
  const query: Record<string, string | string[]> = {};
  params?.forEach((value, key) => {
    const current = query[key];
    if (current === undefined) query[key] = value;
    else query[key] = Array.isArray(current) ? [...current, value] : [current, value];
  });
  return query;
}

async function readJsonBody(req: Request): Promise<ParsedBody> {
  const text = await req.text();
  if (text.trim() === '') return { ok: true, value: {}, empty: true };
  try {
    return { ok: true, value: JSON.parse(text), empty: false };
  } catch {
    return { ok: false };
  }
}

export function createRestHandler(router: AnyRouter, prefix: `/${string}`) {
  const routes = compileRoutes(router, prefix);
  const config = router._def._config;

  /** Input as trpc-to-openapi builds it: body (or query) fields, then path parameters. */
  function buildInput(
    route: Route,
    useBody: boolean,
    body: ParsedBody,
    params: URLSearchParams | undefined,
    pathInput: Record<string, string>,
  ): unknown {
    if (route.voidInput) return undefined;
    let fields: unknown;
    if (useBody) {
      if (!body.ok) throw new TRPCError({ code: 'PARSE_ERROR', message: MSG.malformedJson });
      fields = body.value;
    } else {
      fields = queryInput(params);
    }
    const input: Record<string, unknown> = { ...(fields as object), ...pathInput };
    if (zodSupportsCoerce && route.objectSchema) {
      if (!useBody) {
        for (const key of route.arrayFields) {
          if (input[key] !== undefined && !Array.isArray(input[key])) input[key] = [input[key]];
        }
      }
      if (!route.coerced) {
        coerceSchema(route.objectSchema as never);
        route.coerced = true;
      }
    }
    return input;
  }

  /**
   * `baseHeaders`: what every answer carries (the security headers), built into it rather than added
   * afterwards. `target`: the request line's path and query as received (Node), when known.
   */
  return async function handleRest(
    req: Request,
    ctx: Context,
    baseHeaders: Readonly<Record<string, string>>,
    target?: string,
  ): Promise<Response> {
    const method = req.method;
    const url = target !== undefined && PLAIN_TARGET.test(target) ? undefined : new URL(req.url);
    const pathname = url ? url.pathname : target!;
    const path = normalizePath(pathname.slice(prefix.length) || '/');
    const noStore = mustNotBeStored(pathname);
    const useBody = acceptsRequestBody(method as never);
    // The body is read first (the body limit applies to every route, known or not).
    const body: ParsedBody =
      method === 'GET' || method === 'HEAD' || method === 'DELETE'
        ? { ok: true, value: undefined, empty: true }
        : await readJsonBody(req);
    // HEAD is answered as GET would be (the same checks, status and headers), without the body (RFC 9110 §9.3.2).
    const found = findRoute(routes, method === 'HEAD' ? 'GET' : method, path);
    if (found) ctx.observed.route = found.route.template;
    let input: unknown;
    let allow: string[] = [];
    try {
      if (!found) {
        allow = allowedMethods(routes, path);
        if (allow.length) throw new TRPCError({ code: 'METHOD_NOT_SUPPORTED', message: MSG.methodNotAllowed });
        throw new TRPCError({ code: 'NOT_FOUND', message: 'Not found' });
      }
      if (useBody) {
        // A body-less POST (e.g. logout) needs no Content-Type.
        const contentType = req.headers.get('content-type') ?? (body.ok && body.empty ? 'application/json' : undefined);
        if (!contentType?.startsWith('application/json')) {
          throw new TRPCError({
            code: 'UNSUPPORTED_MEDIA_TYPE',
            message: contentType ? `Unsupported content-type "${contentType}` : 'Missing content-type header',
          });
        }
      }
      input = buildInput(found.route, useBody, body, url?.searchParams, found.pathInput);
      const { route } = found;
      const data: unknown = await invokeProcedure(route.procedure, {
        path: route.path,
        getRawInput: async () => input,
        ctx,
        type: route.procedure._def.type,
        signal: undefined,
        batchIndex: 0,
      });
      const file = downloadOf(data);
      if (file) return withoutBodyFor(method, respondFile(file, ctx));
      return withoutBodyFor(method, respond(200, baseHeaders, JSON.stringify(data) ?? '', ctx, noStore));
    } catch (cause) {
      const error = toTRPCError(cause);
      // The answer says the team was notified: the cause goes to the log (the client sees none of it).
      if (error.code === 'INTERNAL_SERVER_ERROR')
        ctx.log.logger.error({ err: error.cause ?? error, procedure: found?.route.path }, '[rest] error interno');
      const meta = retryAfterMeta({ errors: [error] });
      const shape = getErrorShape({
        config,
        error,
        type: found?.route.procedure._def.type ?? 'unknown',
        path: found?.route.path,
        input,
        ctx,
      }) as ErrorShape;
      // 405 names what the path admits (RFC 9110 §15.5.6).
      const headers = allow.length
        ? { ...baseHeaders, ...meta.headers, allow: allow.join(', ') }
        : { ...baseHeaders, ...meta.headers };
      return withoutBodyFor(
        method,
        respond(getHTTPStatusCodeFromError(error), headers, JSON.stringify(toErrorBody(shape, error)), ctx, noStore),
      );
    }
  };
}

/** A HEAD answer: the GET's status and headers, no body. */
function withoutBodyFor(method: string, response: Response): Response {
  if (method !== 'HEAD') return response;
  const head = new Response(null, { status: response.status, headers: response.headers });
  return isSecured(response) ? markSecured(head) : head;
}

/** A document answer (`{ archivo: { nombre, tipo, base64 } }`): REST clients get the file itself, tRPC the JSON. */
interface Download {
  archivo: { nombre: string; tipo: string; base64: string };
  codigo?: string;
}

function downloadOf(data: unknown): Download | null {
  const archivo = (data as { archivo?: Download['archivo'] } | null)?.archivo;
  return archivo && typeof archivo.base64 === 'string' ? (data as Download) : null;
}

function respondFile({ archivo, codigo }: Download, ctx: Context): Response {
  const headers = new Headers({
    'Content-Type': archivo.tipo,
    'Content-Disposition': `attachment; filename="${archivo.nombre.replace(/[^\w.-]/g, '_')}"`,
    ...(codigo ? { 'X-Codigo-Verificacion': codigo } : {}),
  });
  for (const [key, value] of ctx.resHeaders) headers.set(key, value);
  return new Response(Buffer.from(archivo.base64, 'base64'), { status: 200, headers });
}

/**
 * Headers as a plain object (lower-case names, as Headers would keep them): the server writes it as it
 * is. `extra` starts with the security headers and `noStore` says whether Cache-Control forbids storing it
 * (security.ts), so the middleware need not add either afterwards.
 */
function respond(
  status: number,
  extra: Readonly<Record<string, string>>,
  text: string,
  ctx: Context,
  noStore: boolean,
): Response {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (noStore) headers['cache-control'] = NO_STORE;
  for (const [key, value] of Object.entries(extra)) headers[key.toLowerCase()] = value;
  for (const [key, value] of ctx.resHeaders) headers[key] = value;
  return markSecured(new Response(text, { status, headers }));
}

/** As trpc-to-openapi: anything that is not a TRPCError is an internal error that keeps its cause. */
function toTRPCError(cause: unknown): TRPCError {
  if (cause instanceof Error && cause.name === 'TRPCError') return cause as TRPCError;
  const error = new TRPCError({
    code: 'INTERNAL_SERVER_ERROR',
    message: 'Internal server error',
    cause: cause instanceof Error ? cause : undefined,
  });
  if (cause instanceof Error && cause.stack) error.stack = cause.stack;
  return error;
}

interface ErrorShape {
  message?: string;
  data?: { codigo?: string; errors?: string[]; issues?: unknown[]; fields?: Record<string, unknown> };
}

function toErrorBody(shape: ErrorShape, error: TRPCError): Record<string, unknown> {
  const message = shape.message ?? error.message ?? 'Error';
  return {
    success: false,
    message,
    error: message,
    ...(shape.data?.errors ? { errors: shape.data.errors } : {}),
    code: shape.data?.codigo ?? 'ERROR_INTERNO',
    ...(shape.data?.issues ? { issues: shape.data.issues } : {}),
    ...(shape.data?.fields ?? {}),
  };
}
