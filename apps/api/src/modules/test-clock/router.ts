import { z } from 'zod';

import { testClockInput, testClockOutput } from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { resetTestClock, setTestClock } from './service.ts';

const tags = ['Pruebas'];

export const testClockRouter = router({
  set: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/test/reloj',
        tags,
        summary: 'Pone el reloj de la plataforma en un instante (solo con TEST_CLOCK=true, Super Administrador)',
      },
    })
    .input(testClockInput)
    .output(testClockOutput)
    .mutation(async ({ ctx, input }) => ({ success: true as const, ...(await setTestClock(ctx, ctx.actor, input)) })),

  reset: authedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/test/reloj',
        tags,
        summary: 'Devuelve el reloj de la plataforma a la hora real (solo con TEST_CLOCK=true)',
      },
    })
    .input(z.void())
    .output(testClockOutput)
    .mutation(async ({ ctx }) => ({ success: true as const, ...(await resetTestClock(ctx, ctx.actor)) })),
});
