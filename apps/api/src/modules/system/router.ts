import { z } from 'zod';

import { APP_VERSION, sistemaEstadoOutput } from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { authedProcedure, publicProcedure } from '../../trpc/procedures.ts';
import { estadoDelSistema } from './estado.ts';
import { checkHealth } from './service.ts';

export const healthOutput = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number(),
});

export const systemRouter = router({
  health: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/health',
        tags: ['Sistema'],
        summary: 'Estado del servicio y de la base de datos',
        description:
          'Para monitores y balanceadores: 200 con la versión y el tiempo en marcha cuando la base de datos responde; 503 si no responde o si el proceso se está apagando (deja de recibir tráfico antes de cerrar).',
        protect: false,
      },
    })
    .input(z.void())
    .output(healthOutput)
    .query(async ({ ctx }) => {
      await checkHealth(ctx);
      return {
        status: 'ok' as const,
        database: 'ok' as const,
        version: APP_VERSION,
        uptimeSeconds: Math.round(process.uptime()),
      };
    }),

  estado: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/sistema/estado',
        tags: ['Sistema'],
        summary:
          'Estado de la plataforma para su personal y los administradores: base de datos, trabajos en cola y correos fallidos (solo conteos)',
      },
    })
    .input(z.void())
    .output(sistemaEstadoOutput)
    .query(async ({ ctx }) => ({ success: true as const, ...(await estadoDelSistema(ctx, ctx.actor)) })),
});
