// Poderes: granted by an owner (from the account or on paper), accepted by the apoderado with a
// single-use link, validated, refused or revoked.
import { z } from 'zod';

import {
  pageFields,
  poderAceptacionOutput,
  poderCreateInput,
  poderDecisionInput,
  poderListOutput,
  poderSingleOutput,
  poderTokenInput,
  uuidField,
} from '@horizonte/contracts';

import { router } from '../../../trpc/init.ts';
import { authedProcedure } from '../../../trpc/procedures.ts';
import { toPoderListaOutput, toPoderOutput } from '../output.ts';
import {
  aceptarPoder,
  consultarPoder,
  listarPoderes,
  otorgarPoder,
  rechazarPoder,
  revocarPoder,
  validarPoder,
} from '../poderes.ts';
import { tags } from './shared.ts';

const poderListInput = z.object({ id: uuidField, ...pageFields });

export const poderesRouter = router({
  otorgar: authedProcedure
    .meta({
      openapi: {
        operationId: 'asambleas-otorgarPoder',
        method: 'POST',
        path: '/asambleas/{id}/poderes',
        tags,
        summary:
          'Otorga un poder a un correo (desde la cuenta del propietario: validado; en papel: recibido); el apoderado recibe un enlace de un solo uso y el poder no vale hasta que lo acepte',
      },
    })
    .input(poderCreateInput)
    .output(poderSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      poder: toPoderOutput((await otorgarPoder(ctx, ctx.actor, id, data)).poder),
    })),

  consultar: authedProcedure
    .meta({
      openapi: {
        operationId: 'asambleas-consultarPoder',
        method: 'POST',
        path: '/poderes/consultar',
        tags,
        summary:
          'Muestra qué poder ofrece el enlace enviado al apoderado (conjunto, asamblea, unidad, poderdante), solo a la cuenta de ese correo',
      },
    })
    .input(poderTokenInput)
    .output(poderAceptacionOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      aceptacion: await consultarPoder(ctx, ctx.actor, input.token),
    })),

  aceptar: authedProcedure
    .meta({
      openapi: {
        operationId: 'asambleas-aceptarPoder',
        method: 'POST',
        path: '/poderes/aceptar',
        tags,
        summary:
          'Acepta un poder con el enlace de un solo uso: el poder queda ligado a tu cuenta (dentro del tope de poderes por apoderado)',
      },
    })
    .input(poderTokenInput)
    .output(poderSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      poder: toPoderOutput(await aceptarPoder(ctx, ctx.actor, input.token)),
    })),

  list: authedProcedure
    .meta({
      openapi: {
        operationId: 'asambleas-poderes',
        method: 'GET',
        path: '/asambleas/{id}/poderes',
        tags,
        summary:
          'Poderes de la asamblea (la administración y el consejo: todos; un propietario: los de sus unidades; un apoderado: los que aceptó)',
      },
    })
    .input(poderListInput)
    .output(poderListOutput)
    .query(async ({ ctx, input: { id, ...page } }) => {
      const { total, rows } = await listarPoderes(ctx, ctx.actor, id, page);
      return { success: true as const, poderes: rows.map(toPoderListaOutput), total, page: page.page, pageSize: page.pageSize };
    }),

  validar: authedProcedure
    .meta({
      openapi: {
        operationId: 'asambleas-validarPoder',
        method: 'PUT',
        path: '/poderes/{id}/validar',
        tags,
        summary: 'Valida un poder en papel recibido',
      },
    })
    .input(poderDecisionInput)
    .output(poderSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      poder: toPoderOutput(await validarPoder(ctx, ctx.actor, input.id, input.motivo)),
    })),

  rechazar: authedProcedure
    .meta({
      openapi: {
        operationId: 'asambleas-rechazarPoder',
        method: 'PUT',
        path: '/poderes/{id}/rechazar',
        tags,
        summary: 'Rechaza un poder en papel recibido',
      },
    })
    .input(poderDecisionInput)
    .output(poderSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      poder: toPoderOutput(await rechazarPoder(ctx, ctx.actor, input.id, input.motivo)),
    })),

  revocar: authedProcedure
    .meta({
      openapi: {
        operationId: 'asambleas-revocarPoder',
        method: 'PUT',
        path: '/poderes/{id}/revocar',
        tags,
        summary: 'Revoca un poder vigente (el propietario de la unidad o la administración)',
      },
    })
    .input(poderDecisionInput)
    .output(poderSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      poder: toPoderOutput(await revocarPoder(ctx, ctx.actor, input.id, input.motivo)),
    })),
});
