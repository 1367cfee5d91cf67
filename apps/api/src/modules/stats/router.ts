import { z } from 'zod';
import { platformStatsOutput } from '@horizonte/contracts';
import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { platformStats } from './service.ts';

export const platformRouter = router({
  stats: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/stats', tags: ['Estadísticas'], summary: 'Cifras de la plataforma o de los conjuntos que administras' } })
    .input(z.void())
    .output(platformStatsOutput)
    .query(async ({ ctx }) => ({ success: true as const, ...(await platformStats(ctx, ctx.actor)) })),
});
