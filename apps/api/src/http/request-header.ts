// One request header read from the Node request's raw list. Asking the request for it (`c.req.header`)
// builds a full Headers object first, on every request that asks, even a health check.
import type { Context as HonoContext } from 'hono';

/** What @hono/node-server passes as `c.env`: the Node request (absent under `app.request` in tests). */
export interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string }; rawHeaders?: string[]; url?: string };
}

/** `name` in lower case; repeated headers joined by ', ', as `Headers.get` answers. */
export function requestHeader(c: HonoContext, name: string): string | undefined {
  const raw = (c.env as NodeBindings | undefined)?.incoming?.rawHeaders;
  if (!raw) return c.req.header(name);
  let value: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]!.length === name.length && raw[i]!.toLowerCase() === name)
      value = value === undefined ? raw[i + 1]! : `${value}, ${raw[i + 1]!}`;
  }
  return value;
}
