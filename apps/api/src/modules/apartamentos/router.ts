import {
  apartamentoCreateInput,
  apartamentoIdInput,
  apartamentoListInput,
  apartamentoListOutput,
  apartamentoSingleOutput,
  apartamentoUpdateInput,
  coeficienteHistorialOutput,
  coeficientesOutput,
  MSG,
  phIdInput,
  successOutput,
} from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { coeficienteHistorial, getCoeficientes } from './coeficientes.ts';
import { createApartamento } from './create.ts';
import { deleteApartamento } from './delete.ts';
import { listApartamentos, myApartamentos } from './list.ts';
import { toApartamentoOutput } from './output.ts';
import { updateApartamento } from './update.ts';

const tags = ['Apartamentos'];

// Procedure names: CONTRIBUTING.md, «A module (API)». operationId: the name each renamed route had before
// (issue 27), so the OpenAPI document does not change.
export const apartamentosRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/apartamentos',
        tags,
        summary: 'Lista las unidades de una propiedad y la suma de coeficientes',
      },
    })
    .input(apartamentoListInput)
    .output(apartamentoListOutput)
    .query(async ({ ctx, input }) => {
      return { success: true as const, ...(await listApartamentos(ctx, ctx.actor, input)) };
    }),

  mios: router({
    list: authedProcedure
      .meta({
        openapi: {
          operationId: 'apartamentos-mine',
          method: 'GET',
          path: '/ph/{id}/mis-apartamentos',
          tags,
          summary: 'Las unidades de la propiedad donde vives o que te pertenecen',
        },
      })
      .input(phIdInput)
      .output(apartamentoListOutput)
      .query(async ({ ctx, input }) => {
        return { success: true as const, ...(await myApartamentos(ctx, ctx.actor, input.id)) };
      }),
  }),

  create: authedProcedure
    .meta({ openapi: { method: 'POST', path: '/ph/{id}/apartamentos', tags, summary: 'Crea una unidad en una propiedad' } })
    .input(apartamentoCreateInput)
    .output(apartamentoSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => {
      const result = await createApartamento(ctx, ctx.actor, id, data);
      return {
        success: true as const,
        apartamento: toApartamentoOutput(result.apartamento),
        coeficienteTotal: result.coeficienteTotal,
      };
    }),

  update: authedProcedure
    .meta({ openapi: { method: 'PUT', path: '/apartamentos/{id}', tags, summary: 'Edita una unidad' } })
    .input(apartamentoUpdateInput)
    .output(apartamentoSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => {
      const result = await updateApartamento(ctx, ctx.actor, id, data);
      return {
        success: true as const,
        apartamento: toApartamentoOutput(result.apartamento),
        coeficienteTotal: result.coeficienteTotal,
      };
    }),

  delete: authedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/apartamentos/{id}',
        tags,
        summary: 'Elimina una unidad y sus registros de residentes',
      },
    })
    .input(apartamentoIdInput)
    .output(successOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteApartamento(ctx, ctx.actor, input.id);
      return { success: true as const, message: MSG.apartamentoDeleted };
    }),

  coeficientes: router({
    get: authedProcedure
      .meta({
        openapi: {
          operationId: 'apartamentos-coeficientes',
          method: 'GET',
          path: '/ph/{id}/coeficientes',
          tags,
          summary: 'Suma de los coeficientes de copropiedad del conjunto y lo que falta para el 100 %',
        },
      })
      .input(phIdInput)
      .output(coeficientesOutput)
      .query(async ({ ctx, input }) => ({ success: true as const, ...(await getCoeficientes(ctx, ctx.actor, input.id)) })),

    list: authedProcedure
      .meta({
        openapi: {
          operationId: 'apartamentos-coeficienteHistorial',
          method: 'GET',
          path: '/apartamentos/{id}/coeficientes',
          tags,
          summary: 'Historial del coeficiente de una unidad (valor, vigente desde, acta o escritura)',
        },
      })
      .input(apartamentoIdInput)
      .output(coeficienteHistorialOutput)
      .query(async ({ ctx, input }) => ({
        success: true as const,
        historial: await coeficienteHistorial(ctx, ctx.actor, input.id),
      })),
  }),
});
