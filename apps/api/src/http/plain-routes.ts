// What the plain Hono routes (multipart uploads, file downloads: what tRPC cannot carry) share with the
// procedures: the same session resolver, the actor, id validation and the REST facade's error body.
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Context as HonoContext, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';

import { uuidField, type ArgumentosError, type CodigoError, type CodigoErrorFijo } from '@horizonte/contracts';

import { errorDetails, fail, restErrorBody } from '../lib/errors.ts';
import type { Actor } from '../modules/access/actor.ts';
import { asWriter } from '../modules/access/suspension.ts';
import type { Context } from '../trpc/context.ts';
import { describeError, ValidationCause } from '../trpc/init.ts';
import { requestLogger } from './request-id.ts';

export type RequestContext = (c: HonoContext) => Context;

/** Our Spanish errors with their status, in the REST facade's body; anything else is logged and answered as a 500. */
export function errorResponse(c: HonoContext, error: unknown, logTag: string): Response {
  if (!(error instanceof TRPCError)) {
    requestLogger(c).error({ err: error }, `[${logTag}] error interno`);
    return c.json(restErrorBody('ERROR_INTERNO'), 500);
  }
  const status = getHTTPStatusCodeFromError(error) as 400;
  const details = errorDetails(error);
  if (details?.retryAfterSeconds) c.header('Retry-After', String(details.retryAfterSeconds));
  const validation = error.cause instanceof ValidationCause ? error.cause : undefined;
  return c.json(
    {
      success: false,
      message: error.message,
      error: error.message,
      ...(validation ? { errors: validation.errors } : {}),
      code: describeError(error).codigo,
      ...(validation?.issues.length ? { issues: validation.issues } : {}),
      ...details?.fields,
    },
    status,
  );
}

/** The signed-in actor, or 401 as every authenticated procedure answers. */
/**
 * A plain route's signed-in actor (401 without one). In a write (any method but GET and HEAD) its user
 * is a writer, as in a mutation: a suspended complex's people upload nothing (modules/access/suspension.ts).
 */
export async function actorOf(ctx: Context, method: string): Promise<Actor> {
  const auth = await ctx.auth();
  if (!auth) throw fail.unauthorized('NO_AUTENTICADO');
  const user = method === 'GET' || method === 'HEAD' ? auth.user : asWriter(auth.user);
  return { user, session: auth.session, ip: ctx.ip };
}

/**
 * A plain route's handler given the request's context and its signed-in actor (401 without one); any
 * error is answered as the procedures answer it, logged under `tag` when it is not ours.
 */
export function withActor(
  requestContext: RequestContext,
  tag: string,
  handler: (c: HonoContext, ctx: Context, actor: Actor) => Promise<Response>,
): (c: HonoContext) => Promise<Response> {
  return async (c) => {
    try {
      const ctx = requestContext(c);
      return await handler(c, ctx, await actorOf(ctx, c.req.method));
    } catch (error) {
      return errorResponse(c, error, tag);
    }
  };
}

/** A path or form id that must be a UUID (400 otherwise). */
export function uuidOf(value: string | undefined): string {
  const parsed = uuidField.safeParse(value);
  if (!parsed.success) throw fail.badRequest('ID_INVALIDO');
  return parsed.data;
}

/** What a multipart form adds around its files (boundaries, headers, the other fields). */
const MULTIPART_OVERHEAD = 256 * 1024;

/**
 * The body limit of an upload route: its files plus the form around them; past it, 400 with the
 * route's error, and the connection closed (the rest of the body is not read).
 */
export function uploadLimit<C extends CodigoError>(
  maxFileBytes: number,
  codigo: C,
  ...args: ArgumentosError<C>
): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxFileBytes + MULTIPART_OVERHEAD,
    onError: (c) => {
      c.header('Connection', 'close');
      return c.json(restErrorBody(codigo, ...args), 400);
    },
  });
}

/** The request's multipart form (400 with `missing` when the request is not one), or null when it cannot be read. */
export async function multipartForm(c: HonoContext, missing: CodigoErrorFijo): Promise<FormData | null> {
  if (!c.req.header('content-type')?.startsWith('multipart/form-data')) throw fail.badRequest(missing);
  return c.req.formData().catch(() => null);
}

export interface UploadedFile {
  nombre: string;
  bytes: Uint8Array;
}

/** The files of a form's field (`archivo`, `archivos`…), read whole; the name falls back to `sinNombre`. */
export async function filesOf(form: FormData | null, field: string, sinNombre = 'archivo'): Promise<UploadedFile[]> {
  const files = (form?.getAll(field) ?? []).filter((f): f is File => typeof f !== 'string');
  return Promise.all(files.map(async (f) => ({ nombre: f.name || sinNombre, bytes: new Uint8Array(await f.arrayBuffer()) })));
}

/** A stored file as a download: its own type, its name for the browser, never cached. */
export function fileResponse(c: HonoContext, archivo: { nombre: string; tipo: string; bytes: Uint8Array }): Response {
  const { bytes } = archivo;
  return c.body(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, 200, {
    'content-type': archivo.tipo,
    'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(archivo.nombre)}`,
    'cache-control': 'private, no-store',
  });
}

/** How a plain route documents its error answers in the OpenAPI document: the REST facade's error body. */
export const PLAIN_ERROR_BODY = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };

/** A plain route's `{id}` path parameter (a UUID), as the OpenAPI document describes it. */
export const UUID_PATH_PARAMS = [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }];

/** A zod schema as the OpenAPI 3.1 document describes it: the contract itself, not a hand copy that drifts. */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output' });
  return jsonSchema;
}

/** A plain route's JSON success answer in the OpenAPI document, described by the zod schema it is built to. */
export function jsonAnswer(description: string, schema: z.ZodType) {
  return { description, content: { 'application/json': { schema: jsonSchemaOf(schema) } } };
}
