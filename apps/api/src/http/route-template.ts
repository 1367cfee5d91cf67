// The route a request took, as a template (`/api/ph/{id}/pagos`, `/trpc/ph.list`), never the raw path:
// logs group by it and the latency histogram is labelled by it, so its values must stay few.
import type { Context as HonoContext } from 'hono';

/** What a request turned out to be, filled in as it is served (app.ts, rest.ts) and read when it ends. */
export interface ObservedRequest {
  /** The template: set by rest.ts for the REST facade, else computed once when the request ends. */
  route?: string;
  /** The signed-in user, once the request looked up its session. */
  userId?: string;
  /** The complex a signed-in call names in its input (`phId`); REST paths `/api/ph/{id}/…` say it too. */
  phId?: string;
}

/** Every request nobody routed: unknown paths, wrong methods on unknown paths, tRPC names that do not exist. */
export const OTHER_ROUTE = 'otros';
/** The built web app and its assets (one label: their file names change with each build). */
const WEB_ROUTE = 'web';
/** Several tRPC procedures in one request. */
const TRPC_BATCH_ROUTE = '/trpc/(lote)';

/** `:id` and `:id{regex}` (Hono) written as OpenAPI's `{id}`. */
function openApiStyle(honoPath: string): string {
  return honoPath.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
}

export function routeTemplate(c: HonoContext, observed: ObservedRequest, procedures: ReadonlySet<string>): string {
  if (observed.route) return observed.route;
  const path = c.req.path;
  if (path.startsWith('/trpc/')) {
    const name = path.slice('/trpc/'.length);
    if (name.includes(',')) return TRPC_BATCH_ROUTE;
    return procedures.has(name) ? `/trpc/${name}` : OTHER_ROUTE;
  }
  const routed = c.req.routePath;
  if (routed === '*' || routed === '/*') return path.startsWith('/api/') || path === '/api' ? OTHER_ROUTE : WEB_ROUTE;
  if (routed.endsWith('*')) return OTHER_ROUTE;
  return openApiStyle(routed);
}

/**
 * The complex a call is about, for its access line: the `id` of a procedure documented under
 * `/ph/{id}`, or an input's `phId`.
 */
export function complexNamedBy(documentedPath: string | undefined, input: unknown): string | undefined {
  const fields = input as { id?: unknown; phId?: unknown } | null | undefined;
  const value = documentedPath?.startsWith('/ph/{id}') ? fields?.id : fields?.phId;
  return typeof value === 'string' ? value : undefined;
}

/** The complex a REST path names (`/api/ph/{id}/…`), if it names one. */
export function phIdOf(template: string, path: string): string | undefined {
  if (!template.startsWith('/api/ph/{id}')) return undefined;
  return path.split('/')[3] || undefined;
}
