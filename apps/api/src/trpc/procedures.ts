// Who may call what. Every procedure starts from one of these builders.
import type { Actor } from '../modules/access/actor.ts';
import { baseProcedure } from './init.ts';
import { fail } from '../lib/errors.ts';

/** Anyone, signed in or not. */
export const publicProcedure = baseProcedure;

/** A valid session is required; the actor (user, session, address) is on the context. */
export const authedProcedure = baseProcedure.use(async ({ ctx, next }) => {
  const auth = await ctx.auth();
  if (!auth) throw fail.unauthorized();
  const actor: Actor = { user: auth.user, session: auth.session, ip: ctx.ip };
  return next({ ctx: { actor } });
});
