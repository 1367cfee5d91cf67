// The REST facade: the same procedures at the spec's paths under /api, via trpc-to-openapi.
// We keep one handler per process (its fetch adapter would rebuild it on every request) and
// rewrite every error body into our model: { success: false, message, error, errors?, code, ...fields }.
import { createOpenApiNodeHttpHandler } from 'trpc-to-openapi';
import { TRPCError, type AnyRouter } from '@trpc/server';
import { MSG } from '@horizonte/contracts';
import type { Context } from '../trpc/context.ts';
import { retryAfterMeta } from './response-meta.ts';

type NodeHandler = ReturnType<typeof createOpenApiNodeHttpHandler>;

export function createRestHandler(router: AnyRouter, prefix: `/${string}`) {
  const handler: NodeHandler = createOpenApiNodeHttpHandler({
    router: router as never,
    createContext: (opts: { req: { ctx: Context } }) => opts.req.ctx,
    responseMeta: retryAfterMeta as never,
    // The answer says the team was notified: the cause goes to the log (the client sees none of it).
    onError: ({ error, path }: { error: TRPCError; path?: string }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') console.error('[rest]', path ?? '', error.cause ?? error);
    },
  } as never);

  return async function handleRest(req: Request, ctx: Context): Promise<Response> {
    const url = new URL(req.url);
    url.pathname = url.pathname.slice(prefix.length) || '/';
    const body = await readJsonBody(req);
    const headers = new Headers(req.headers);
    // A body-less POST (e.g. logout) needs no Content-Type.
    if (body.ok && body.empty && !headers.has('content-type')) headers.set('content-type', 'application/json');
    const bare = new Request(url, { method: req.method, headers, signal: req.signal });
    const proxy = new Proxy(bare, {
      get(target, prop) {
        if (prop === 'ctx') return ctx;
        if (prop === 'body') {
          if (!body.ok) throw new TRPCError({ code: 'PARSE_ERROR', message: MSG.malformedJson });
          return body.value;
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const raw = await new Promise<{ status: number; headers: Headers; text: string }>((resolve) => {
      const headers = new Headers();
      let status = 200;
      const res = {
        setHeader: (key: string, value: string | string[]) => {
          for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
        },
        get statusCode() {
          return status;
        },
        set statusCode(code: number) {
          status = code;
        },
        end: (text: string) => resolve({ status, headers, text: text ?? '' }),
      };
      void (handler as (req: unknown, res: unknown) => Promise<void>)(proxy, res);
    });
    for (const [key, value] of ctx.resHeaders) raw.headers.set(key, value);
    if (raw.status < 400) return new Response(raw.text, { status: raw.status, headers: raw.headers });
    return new Response(JSON.stringify(toErrorBody(raw.text)), { status: raw.status, headers: raw.headers });
  };
}

async function readJsonBody(req: Request): Promise<{ ok: true; value: unknown; empty: boolean } | { ok: false }> {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'DELETE') return { ok: true, value: undefined, empty: true };
  const text = await req.text();
  if (text.trim() === '') return { ok: true, value: {}, empty: true };
  try {
    return { ok: true, value: JSON.parse(text), empty: false };
  } catch {
    return { ok: false };
  }
}

interface RawErrorBody {
  message?: string;
  code?: string;
  data?: { code?: string; errors?: string[]; fields?: Record<string, unknown> };
}

function toErrorBody(text: string): Record<string, unknown> {
  let raw: RawErrorBody = {};
  try {
    raw = JSON.parse(text) as RawErrorBody;
  } catch {
    // fall through with an empty body
  }
  const message = raw.message ?? 'Error';
  return {
    success: false,
    message,
    error: message,
    ...(raw.data?.errors ? { errors: raw.data.errors } : {}),
    code: raw.data?.code ?? raw.code,
    ...(raw.data?.fields ?? {}),
  };
}
