import { z } from 'zod';

import { pendientesOutput, phIdInput, platformStatsOutput, reporteTesoreriaOutput } from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { pendientesDelConjunto } from './pendientes.ts';
import { reporteTesoreria } from './reporte-tesoreria.ts';
import { platformStats } from './service.ts';

export const platformRouter = router({
  stats: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/stats',
        tags: ['Estadísticas'],
        summary: 'Cifras de la plataforma o de los conjuntos que administras',
      },
    })
    .input(z.void())
    .output(platformStatsOutput)
    .query(async ({ ctx }) => ({ success: true as const, ...(await platformStats(ctx, ctx.actor)) })),

  pendientes: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/pendientes',
        tags: ['Estadísticas'],
        summary:
          'Lo que espera a la administración del conjunto: reservas por aprobar, PQRS que vencen en dos días hábiles o menos, preregistros, poderes por validar, paquetes sin entregar, la próxima asamblea y la cartera vencida (esta solo para quien lee la tesorería)',
      },
    })
    .input(phIdInput)
    .output(pendientesOutput)
    .query(async ({ ctx, input }) => ({ success: true as const, ...(await pendientesDelConjunto(ctx, ctx.actor, input.id)) })),

  reporteTesoreria: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/reportes/tesoreria',
        tags: ['Estadísticas'],
        summary:
          'Facturado, recaudado y cartera de los últimos seis meses, sumados sobre los conjuntos cuya tesorería lees (administración, consejo; SUPER_ADMIN: todos)',
      },
    })
    .input(z.void())
    .output(reporteTesoreriaOutput)
    .query(async ({ ctx }) => ({ success: true as const, ...(await reporteTesoreria(ctx, ctx.actor)) })),
});
