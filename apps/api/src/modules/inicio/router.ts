// Inicio: the owner's and resident's first screen in one request (issue 31).
import { inicioOutput, phIdInput } from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { heavyReadProcedure } from '../../trpc/procedures.ts';
import { leerInicio } from './leer.ts';
import { toInicioOutput } from './output.ts';

export const inicioRouter = router({
  // A heavy read: it computes the estado de cuenta of each of the caller's units.
  get: heavyReadProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/mi-inicio',
        tags: ['Inicio'],
        summary: 'La pantalla de inicio de propietarios y residentes en una sola consulta',
        description:
          'Sus unidades con el estado de cuenta de cada una, la campana, los comunicados recientes, los paquetes en portería, la asamblea en curso y sus PQRS: cada parte como la responde su propio endpoint, y null cuando quien consulta no puede leerla.',
      },
    })
    .input(phIdInput)
    .output(inicioOutput)
    .query(async ({ ctx, input }) => toInicioOutput(await leerInicio(ctx, ctx.actor, input.id), ctx.clock.now())),
});
