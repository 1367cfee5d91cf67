// Intereses de mora (art. 30): each month's rate.
import { phPageInput, tasaMoraInput, tasaMoraListOutput, tasaMoraSingleOutput } from '@horizonte/contracts';

import { router } from '../../../trpc/init.ts';
import { authedProcedure } from '../../../trpc/procedures.ts';
import { listTasasMora, setTasaMora, toTasaOutput } from '../tasas.ts';
import { tags } from './shared.ts';

export const tasasMoraRouter = router({
  update: authedProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-tasasMoraSet',
        method: 'PUT',
        path: '/ph/{id}/tasas-mora/{periodo}',
        tags,
        summary: 'Fija la tasa de mora del mes (máximo 1,5 veces el interés bancario corriente: art. 30)',
      },
    })
    .input(tasaMoraInput)
    .output(tasaMoraSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      tasa: toTasaOutput(await setTasaMora(ctx, ctx.actor, id, data)),
    })),

  list: authedProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-tasasMoraList',
        method: 'GET',
        path: '/ph/{id}/tasas-mora',
        tags,
        summary: 'Lista las tasas de mora por mes',
      },
    })
    .input(phPageInput)
    .output(tasaMoraListOutput)
    .query(async ({ ctx, input: { id, ...page } }) => {
      const { rows, total } = await listTasasMora(ctx, ctx.actor, id, page);
      return { success: true as const, tasas: rows.map(toTasaOutput), total, ...page };
    }),
});
