// The billing calendar (issue 26, point 2): due day and days of grace.
import { tesoreriaConfiguracionInput, tesoreriaConfiguracionOutput } from '@horizonte/contracts';

import { router } from '../../../trpc/init.ts';
import { authedProcedure } from '../../../trpc/procedures.ts';
import { getConfiguracion, setConfiguracion } from '../configuracion.ts';
import { idInput, tags } from './shared.ts';

export const configuracionRouter = router({
  get: authedProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-configuracionGet',
        method: 'GET',
        path: '/ph/{id}/tesoreria/configuracion',
        tags,
        summary: 'Día de vencimiento y días de gracia del conjunto, con el siguiente periodo por facturar',
      },
    })
    .input(idInput)
    .output(tesoreriaConfiguracionOutput)
    .query(async ({ ctx, input }) => ({
      success: true as const,
      configuracion: await getConfiguracion(ctx, ctx.actor, input.id),
    })),

  update: authedProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-configuracionSet',
        method: 'PUT',
        path: '/ph/{id}/tesoreria/configuracion',
        tags,
        summary: 'Fija el día de vencimiento (1 a 28) y los días de gracia tras la emisión antes de causar mora',
      },
    })
    .input(tesoreriaConfiguracionInput)
    .output(tesoreriaConfiguracionOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      configuracion: await setConfiguracion(ctx, ctx.actor, id, data),
    })),
});
