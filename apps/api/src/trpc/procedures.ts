// Who may call what. Every procedure starts from one of these builders.
import type { SuperUserRole } from '@horizonte/contracts';
import { baseProcedure } from './init.ts';
import { fail } from '../lib/errors.ts';

/** Anyone, signed in or not. */
export const publicProcedure = baseProcedure;

/** A valid session is required; the user and session are on the context. */
export const authedProcedure = baseProcedure.use(async ({ ctx, next }) => {
  const auth = await ctx.auth();
  if (!auth) throw fail.unauthorized();
  return next({ ctx: { user: auth.user, session: auth.session } });
});

/** Platform staff with one of the given super-user roles. */
export function superUserProcedure(allowed: readonly SuperUserRole[]) {
  return authedProcedure.use(({ ctx, next }) => {
    const role = ctx.user.superUserRole ?? 'SUPER_ADMIN';
    if (!ctx.user.isSuperUser || !allowed.includes(role)) throw fail.forbidden();
    return next();
  });
}
