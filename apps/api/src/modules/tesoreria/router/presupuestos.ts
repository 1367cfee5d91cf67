// Presupuestos (art. 35): the yearly budget in draft, its changes and its approval with the acta.
import {
  phPageInput,
  presupuestoAprobarInput,
  presupuestoCreateInput,
  presupuestoListOutput,
  presupuestoSingleOutput,
  presupuestoUpdateInput,
} from '@horizonte/contracts';

import { router } from '../../../trpc/init.ts';
import { authedProcedure } from '../../../trpc/procedures.ts';
import {
  aprobarPresupuesto,
  createPresupuesto,
  listPresupuestos,
  toPresupuestoOutput,
  updatePresupuesto,
} from '../presupuestos.ts';
import { tags } from './shared.ts';

export const presupuestosRouter = router({
  create: authedProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-presupuestosCreate',
        method: 'POST',
        path: '/ph/{id}/presupuestos',
        tags,
        summary: 'Crea el presupuesto anual en borrador (con el fondo de imprevistos, mínimo 1 %: art. 35)',
      },
    })
    .input(presupuestoCreateInput)
    .output(presupuestoSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      presupuesto: toPresupuestoOutput(await createPresupuesto(ctx, ctx.actor, id, data)),
    })),

  list: authedProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-presupuestosList',
        method: 'GET',
        path: '/ph/{id}/presupuestos',
        tags,
        summary: 'Lista los presupuestos del conjunto',
      },
    })
    .input(phPageInput)
    .output(presupuestoListOutput)
    .query(async ({ ctx, input: { id, ...page } }) => {
      const { rows, total } = await listPresupuestos(ctx, ctx.actor, id, page);
      return { success: true as const, presupuestos: rows.map(toPresupuestoOutput), total, ...page };
    }),

  update: authedProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-presupuestosUpdate',
        method: 'PUT',
        path: '/presupuestos/{id}',
        tags,
        summary: 'Modifica un presupuesto en borrador',
      },
    })
    .input(presupuestoUpdateInput)
    .output(presupuestoSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      presupuesto: toPresupuestoOutput(await updatePresupuesto(ctx, ctx.actor, id, data)),
    })),

  aprobar: authedProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-presupuestosAprobar',
        method: 'PUT',
        path: '/presupuestos/{id}/aprobar',
        tags,
        summary: 'Aprueba el presupuesto con la referencia del acta de la asamblea',
      },
    })
    .input(presupuestoAprobarInput)
    .output(presupuestoSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      presupuesto: toPresupuestoOutput(await aprobarPresupuesto(ctx, ctx.actor, input.id, input.actaReferencia)),
    })),
});
