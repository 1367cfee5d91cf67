// What the plain Hono routes (multipart uploads, file downloads: what tRPC cannot carry) share with the
// procedures: the same session resolver, the actor, id validation and the REST facade's error body.
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Context as HonoContext } from 'hono';

import { MSG, uuidField } from '@horizonte/contracts';

import { errorDetails } from '../lib/errors.ts';
import type { Actor } from '../modules/access/actor.ts';
import type { Context } from '../trpc/context.ts';

export type RequestContext = (c: HonoContext) => Context;

/** Our Spanish errors with their status; anything else is logged and answered as a 500. */
export function errorResponse(c: HonoContext, error: unknown, logTag: string): Response {
  if (!(error instanceof TRPCError)) {
    console.error(`[${logTag}]`, error);
    return c.json({ success: false, message: MSG.serverError, error: MSG.serverError }, 500);
  }
  const status = getHTTPStatusCodeFromError(error) as 400;
  const retryAfter = errorDetails(error)?.retryAfterSeconds;
  if (retryAfter) c.header('Retry-After', String(retryAfter));
  return c.json({ success: false, message: error.message, error: error.message }, status);
}

/** The signed-in actor, or 401 as every authenticated procedure answers. */
export async function actorOf(ctx: Context): Promise<Actor> {
  const auth = await ctx.auth();
  if (!auth) throw new TRPCError({ code: 'UNAUTHORIZED', message: MSG.unauthenticated });
  return { user: auth.user, session: auth.session, ip: ctx.ip };
}

/** A path or form id that must be a UUID (400 otherwise). */
export function uuidOf(value: string | undefined): string {
  const parsed = uuidField.safeParse(value);
  if (!parsed.success) throw new TRPCError({ code: 'BAD_REQUEST', message: MSG.invalidId });
  return parsed.data;
}
