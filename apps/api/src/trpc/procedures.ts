// Who may call what. Every procedure starts from one of these builders, each ONE middleware: every tRPC
// middleware level copies the call's options (and the context it extends) several times, the largest
// framework cost of a cheap procedure.
import { complexNamedBy } from '../http/route-template.ts';
import { fail } from '../lib/errors.ts';
import { consumeHeavyRead } from '../lib/rate-limit.ts';
import type { Actor } from '../modules/access/actor.ts';
import { asWriter, refuseWriteIfSuspended } from '../modules/access/suspension.ts';
import { refuseWritesDuringSupportAccess } from '../modules/tickets-soporte/solo-lectura.ts';
import { afterProcedure, beforeProcedure, procedure, refuseUnstorableText } from './init.ts';

/** Anyone, signed in or not: unstorable text refused, the error model applied. */
export const publicProcedure = procedure.use(async ({ getRawInput, next }) => {
  await beforeProcedure(async () => refuseUnstorableText(await getRawInput()));
  return afterProcedure(await next());
});

/**
 * A valid session is required; the actor (user, session, address) is on the context. In a mutation
 * the actor's user is a writer (modules/access/suspension.ts): a suspended complex's people may read,
 * not write.
 */
export const authedProcedure = procedure.use(async ({ ctx, getRawInput, next, meta, type, path }) => {
  const actor = await beforeProcedure(async (): Promise<Actor> => {
    const input = await getRawInput();
    refuseUnstorableText(input);
    ctx.observed.phId = complexNamedBy(meta?.openapi?.path, input);
    const auth = await ctx.auth();
    if (!auth) throw fail.unauthorized('NO_AUTENTICADO');
    await refuseWritesDuringSupportAccess(ctx, auth.user, type, path);
    const user = type === 'mutation' ? asWriter(auth.user) : auth.user;
    await refuseWriteIfSuspended(ctx.db, user, ctx.observed.phId);
    return { user, session: auth.session, ip: ctx.ip, resHeaders: ctx.resHeaders };
  });
  return afterProcedure(await next({ ctx: { actor } }));
});

/**
 * A signed-in read that computes a statement or renders a file (estado de cuenta, cartera, PDFs,
 * exports): also counted against the caller's per-minute quota of heavy reads (429 past it).
 */
export const heavyReadProcedure = authedProcedure.use(async ({ ctx, next }) => {
  await consumeHeavyRead(ctx, ctx.actor.user.id, ctx);
  return next();
});
