import {
  MSG,
  preregistroApproveInput,
  preregistroCreateInput,
  preregistroListInput,
  preregistroListOutput,
  preregistroRejectInput,
  preregistroSingleOutput,
  preregistroSubmittedOutput,
} from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { authedProcedure, publicProcedure } from '../../trpc/procedures.ts';
import { approvePreregistro } from './approve.ts';
import { listPreregistros } from './list.ts';
import { toPreregistroOutput, toSubmittedOutput } from './output.ts';
import { rejectPreregistro } from './reject.ts';
import { submitPreregistro } from './submit.ts';

const tags = ['Preregistros'];

export const preregistrosRouter = router({
  create: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ph/{id}/preregistro',
        tags,
        summary: 'Envía un preregistro a un conjunto (id o identificador), con la torre y la unidad opcionales',
        description:
          'Lo envía una persona desde la página pública del conjunto, con o sin sesión; queda pendiente hasta que la administración lo apruebe o rechace. El conjunto se indica por su id o por su identificador.',
        protect: false,
      },
    })
    .input(preregistroCreateInput)
    .output(preregistroSubmittedOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      preregistro: toSubmittedOutput(await submitPreregistro(ctx, ctx, id, data)),
      message: MSG.preregistroSuccess,
    })),

  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/preregistros',
        tags,
        summary:
          'Lista los preregistros de una propiedad (filtro por estado), con la torre y la unidad escritas y la unidad que coincide (apartamentoId)',
      },
    })
    .input(preregistroListInput)
    .output(preregistroListOutput)
    .query(async ({ ctx, input }) => {
      const result = await listPreregistros(ctx, ctx.actor, input);
      return { success: true as const, preregistros: result.preregistros.map(toPreregistroOutput), total: result.total };
    }),

  approve: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/ph/{id}/preregistros/{preId}/approve',
        tags,
        summary: 'Aprueba un preregistro: otorga el rol o invita; con apartamentoId lo agrega a esa unidad con el rol elegido',
      },
    })
    .input(preregistroApproveInput)
    .output(preregistroSingleOutput)
    .mutation(async ({ ctx, input: { id, preId, ...options } }) => ({
      success: true as const,
      preregistro: toPreregistroOutput(await approvePreregistro(ctx, ctx.actor, id, preId, options)),
      message: MSG.preregistroApproved,
    })),

  reject: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/ph/{id}/preregistros/{preId}/reject',
        tags,
        summary: 'Rechaza un preregistro con un motivo opcional',
      },
    })
    .input(preregistroRejectInput)
    .output(preregistroSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      preregistro: toPreregistroOutput(await rejectPreregistro(ctx, ctx.actor, input.id, input.preId, input.motivo)),
      message: MSG.preregistroRejected,
    })),
});
