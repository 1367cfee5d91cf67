// La mesa: the administración or the designated secretario records the votes of the units present or
// represented, and lists those that have not voted yet.
import { asambleaIdInput, votosMesaInput, votosMesaOutput, votosMesaPendientesOutput } from '@horizonte/contracts';

import { router } from '../../../trpc/init.ts';
import { authedProcedure } from '../../../trpc/procedures.ts';
import { leerPendientesDeLaMesa, registrarVotosMesa } from '../votos-mesa.ts';
import { tags } from './shared.ts';

export const mesaRouter = router({
  votar: authedProcedure
    .meta({
      openapi: {
        operationId: 'asambleas-votosMesa',
        method: 'POST',
        path: '/puntos/{id}/votos-mesa',
        tags,
        summary:
          'La mesa (la administración o el secretario designado) registra los votos de las unidades presentes o representadas (mano alzada o papeleta, uno a uno o en bloque): misma cadena de hashes y un voto por unidad; devuelve los registrados y los rechazados con su motivo',
      },
    })
    .input(votosMesaInput)
    .output(votosMesaOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      ...(await registrarVotosMesa(ctx, ctx.actor, input.id, input.votos)),
    })),

  list: authedProcedure
    .meta({
      openapi: {
        operationId: 'asambleas-votosMesaPendientes',
        method: 'GET',
        path: '/puntos/{id}/votos-mesa',
        tags,
        summary:
          'Unidades presentes o representadas que aún no votan el punto abierto, con su coeficiente (la lista de la mesa y el aviso antes de cerrar)',
      },
    })
    .input(asambleaIdInput)
    .output(votosMesaPendientesOutput)
    .query(async ({ ctx, input }) => ({
      success: true as const,
      pendientes: await leerPendientesDeLaMesa(ctx, ctx.actor, input.id),
    })),
});
