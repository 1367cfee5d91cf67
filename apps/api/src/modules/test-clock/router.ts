import { z } from 'zod';

import { testClockInput, testClockOutput } from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { resetTestClock, setTestClock } from './service.ts';

const tags = ['Pruebas'];
/** Without TEST_CLOCK=true (always in production) the clock is not there: 404, as for an unknown route. */
const NO_EXISTE_SIN_TEST_CLOCK = { 404: 'No existe: el servidor no corre con TEST_CLOCK=true' };

export const testClockRouter = router({
  set: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/test/reloj',
        tags,
        summary: 'Pone el reloj de la plataforma en un instante (solo con TEST_CLOCK=true, Super Administrador)',
        errorResponses: NO_EXISTE_SIN_TEST_CLOCK,
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
        errorResponses: NO_EXISTE_SIN_TEST_CLOCK,
      },
    })
    .input(z.void())
    .output(testClockOutput)
    .mutation(async ({ ctx }) => ({ success: true as const, ...(await resetTestClock(ctx, ctx.actor)) })),
});
