// The platform's measured status (issue 33): GET /api/plataforma/estado for its operating staff.
import { z } from 'zod';

import { plataformaEstadoOutput } from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { estadoDePlataforma } from './estado.ts';

export const plataformaEstadoRouter = router({
  get: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/plataforma/estado',
        tags: ['Sistema'],
        summary: 'Estado medido de la plataforma para su personal: base de datos, cola de trabajos, correos, procesos y versión',
        description:
          'Mide ahora la latencia de la base de datos, la cola de trabajos (pendientes, fallidos, el más antiguo en espera), los correos con fallas y los procesos de la API vivos según sus latidos, y deriva el estado general (Operativo, Degradado o Caído). Para SUPER_ADMIN y SOPORTE.',
      },
    })
    .input(z.void())
    .output(plataformaEstadoOutput)
    .query(async ({ ctx }) => ({ success: true as const, ...(await estadoDePlataforma(ctx, ctx.actor)) })),
});
