// A unit's estado de cuenta (art. 29), as JSON and as PDF.
import { archivoOutput, estadoCuentaInput, estadoCuentaOutput } from '@horizonte/contracts';

import { router } from '../../../trpc/init.ts';
import { MEDIA } from '../../../trpc/meta.ts';
import { heavyReadProcedure } from '../../../trpc/procedures.ts';
import { estadoCuentaPdf } from '../documentos.ts';
import { getEstadoCuenta } from '../estado-cuenta.ts';
import { tags } from './shared.ts';

export const estadoCuentaRouter = router({
  get: heavyReadProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-estadoCuenta',
        method: 'GET',
        path: '/apartamentos/{id}/estado-cuenta',
        tags,
        summary: 'Estado de cuenta de la unidad con intereses causados a la fecha',
      },
    })
    .input(estadoCuentaInput)
    .output(estadoCuentaOutput)
    .query(({ ctx, input }) => getEstadoCuenta(ctx, ctx.actor, input.id, input.hasta)),

  pdf: heavyReadProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-estadoCuentaPdf',
        method: 'GET',
        path: '/apartamentos/{id}/estado-cuenta.pdf',
        tags,
        summary: 'Estado de cuenta de la unidad (PDF)',
      },
      files: { types: [MEDIA.pdf] },
    })
    .input(estadoCuentaInput)
    .output(archivoOutput)
    .query(async ({ ctx, input }) => ({
      success: true as const,
      archivo: await estadoCuentaPdf(ctx, ctx.actor, input.id, input.hasta),
    })),
});
