// Informes (issue 29): the ejecución presupuestal and the consejo's monthly report — its PDF, its
// publication (mailed to the consejo) and the list of published ones. One use case each.
import {
  archivoOutput,
  ejecucionInput,
  ejecucionOutput,
  informeListInput,
  informeListOutput,
  informePdfInput,
  informePublicarInput,
  informeSingleOutput,
} from '@horizonte/contracts';

import { idempotencyHeaders, idempotent } from '../../lib/idempotency.ts';
import { router } from '../../trpc/init.ts';
import { MEDIA } from '../../trpc/meta.ts';
import { authedProcedure, heavyReadProcedure } from '../../trpc/procedures.ts';
import { informeMensualPdf } from './descargar.ts';
import { getEjecucion } from './ejecucion.ts';
import { listInformes } from './list.ts';
import { toInformeOutput } from './output.ts';
import { publicarInforme } from './publicar.ts';

const tags = ['Informes'];

export const informesRouter = router({
  ejecucion: router({
    get: authedProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/ph/{id}/ejecucion',
          tags,
          summary:
            'Ejecución presupuestal por rubro y mes: presupuestado (anual y a la fecha), ejecutado (egresos no anulados), % y variación; el fondo de imprevistos con su saldo (art. 35, Ley 675 de 2001)',
        },
      })
      .input(ejecucionInput)
      .output(ejecucionOutput)
      .query(({ ctx, input }) => getEjecucion(ctx, ctx.actor, input)),
  }),

  pdf: heavyReadProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/informe-mensual.pdf',
        tags,
        summary:
          'Informe mensual al consejo (PDF): recaudo y facturación, cartera por edades, egresos por rubro, ejecución, fondo de imprevistos, cumplimiento, PQRS y órdenes de trabajo del periodo AAAA-MM',
      },
      files: { types: [MEDIA.pdf] },
    })
    .input(informePdfInput)
    .output(archivoOutput)
    .query(async ({ ctx, input }) => ({ success: true as const, archivo: await informeMensualPdf(ctx, ctx.actor, input) })),

  publicar: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ph/{id}/informes',
        tags,
        summary:
          'Publica el informe mensual de un periodo (una sola vez) y lo envía por correo, en PDF, a los miembros del consejo',
        requestHeaders: idempotencyHeaders,
      },
    })
    .input(informePublicarInput)
    .output(informeSingleOutput)
    .mutation(
      idempotent(async ({ ctx, input }) => {
        const { informe, destinatarios } = await publicarInforme(ctx, ctx.actor, input.id, input.periodo);
        return { success: true as const, informe: toInformeOutput(informe, ctx.actor.user.nombre), destinatarios };
      }),
    ),

  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/informes',
        tags,
        summary: 'Informes mensuales publicados, el más reciente primero',
      },
    })
    .input(informeListInput)
    .output(informeListOutput)
    .query(async ({ ctx, input }) => {
      const { rows, total } = await listInformes(ctx, ctx.actor, input);
      return { success: true as const, informes: rows, total, page: input.page, pageSize: input.pageSize };
    }),
});
