// Puntos of the orden del día: the vote opens and closes one at a time; an owner or apoderado votes
// for a unit.
import { asambleaIdInput, puntoSingleOutput, votoCreateInput, votoSingleOutput } from '@horizonte/contracts';

import { router } from '../../../trpc/init.ts';
import { authedProcedure } from '../../../trpc/procedures.ts';
import { toPuntoOutput, toVotoOutput } from '../output.ts';
import { abrirPunto, cerrarPunto, votar } from '../votacion.ts';
import { tags } from './shared.ts';

export const puntosRouter = router({
  abrir: authedProcedure
    .meta({
      openapi: {
        operationId: 'asambleas-abrirPunto',
        method: 'PUT',
        path: '/puntos/{id}/abrir',
        tags,
        summary: 'Abre la votación de un punto (uno a la vez, asamblea en curso)',
      },
    })
    .input(asambleaIdInput)
    .output(puntoSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      punto: toPuntoOutput(await abrirPunto(ctx, ctx.actor, input.id)),
    })),

  cerrar: authedProcedure
    .meta({
      openapi: {
        operationId: 'asambleas-cerrarPunto',
        method: 'PUT',
        path: '/puntos/{id}/cerrar',
        tags,
        summary: 'Cierra la votación de un punto (fija los presentes al cierre)',
      },
    })
    .input(asambleaIdInput)
    .output(puntoSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      punto: toPuntoOutput(await cerrarPunto(ctx, ctx.actor, input.id)),
    })),

  votar: authedProcedure
    .meta({
      openapi: {
        operationId: 'asambleas-votar',
        method: 'POST',
        path: '/puntos/{id}/votos',
        tags,
        summary: 'Vota un punto por una unidad (propietario o apoderado); el voto es definitivo y devuelve su hash',
      },
    })
    .input(votoCreateInput)
    .output(votoSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      message: 'Voto registrado. Es definitivo.',
      voto: toVotoOutput(await votar(ctx, ctx.actor, input.id, input.apartamentoId, input.opcion)),
    })),
});
