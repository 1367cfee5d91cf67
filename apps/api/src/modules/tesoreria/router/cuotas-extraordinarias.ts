// Cuotas extraordinarias approved by the asamblea, split by coeficiente.
import {
  cuotaExtraordinariaInput,
  cuotaExtraordinariaListOutput,
  cuotaExtraordinariaSingleOutput,
  distribuirEnPartes,
  phPageInput,
} from '@horizonte/contracts';
import type { CuotaExtraordinaria } from '@horizonte/db';

import { idempotencyHeaders, idempotent } from '../../../lib/idempotency.ts';
import { router } from '../../../trpc/init.ts';
import { authedProcedure } from '../../../trpc/procedures.ts';
import { createCuotaExtraordinaria, listCuotasExtraordinarias } from '../facturacion.ts';
import { tags } from './shared.ts';

function toCuotaExtraordinariaOutput(row: CuotaExtraordinaria) {
  return {
    id: row.id,
    concepto: row.concepto,
    valorTotal: Number(row.valorTotal),
    cuotas: row.cuotas,
    desde: row.desde,
    actaReferencia: row.actaReferencia,
    valoresMensuales: distribuirEnPartes(Number(row.valorTotal), row.cuotas),
  };
}

export const cuotasExtraordinariasRouter = router({
  create: authedProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-cuotasExtraordinariasCreate',
        method: 'POST',
        path: '/ph/{id}/cuotas-extraordinarias',
        tags,
        summary: 'Registra una cuota extraordinaria aprobada por la asamblea, repartida por coeficiente',
        requestHeaders: idempotencyHeaders,
      },
    })
    .input(cuotaExtraordinariaInput)
    .output(cuotaExtraordinariaSingleOutput)
    .mutation(
      idempotent(async ({ ctx, input: { id, ...data } }) => ({
        success: true as const,
        cuotaExtraordinaria: toCuotaExtraordinariaOutput(await createCuotaExtraordinaria(ctx, ctx.actor, id, data)),
      })),
    ),

  list: authedProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-cuotasExtraordinariasList',
        method: 'GET',
        path: '/ph/{id}/cuotas-extraordinarias',
        tags,
        summary: 'Lista las cuotas extraordinarias',
      },
    })
    .input(phPageInput)
    .output(cuotaExtraordinariaListOutput)
    .query(async ({ ctx, input: { id, ...page } }) => {
      const { rows, total } = await listCuotasExtraordinarias(ctx, ctx.actor, id, page);
      return { success: true as const, cuotasExtraordinarias: rows.map(toCuotaExtraordinariaOutput), total, ...page };
    }),
});
