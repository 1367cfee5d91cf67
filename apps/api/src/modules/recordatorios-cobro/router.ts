// Collection reminders per complex (issue 32): GET/PUT /ph/{id}/recordatorios-cobro.
import { recordatoriosCobroGetInput, recordatoriosCobroInput, recordatoriosCobroOutput } from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { getRecordatorios, setRecordatorios } from './configuracion.ts';

const tags = ['Tesorería'];

export const recordatoriosCobroRouter = router({
  get: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/recordatorios-cobro',
        tags,
        summary: 'Recordatorios de cobro del conjunto: si están activos, los días después del vencimiento y los canales',
        description:
          'Sin configuración propia, el conjunto recuerda al día siguiente del vencimiento por correo. Los envíos respetan los horarios y la frecuencia de la Ley 2300 de 2023 (art. 3) y los canales que cada propietario autorizó.',
        errorResponses: {
          401: 'Sin sesión',
          403: 'Solo la administración y el consejo del conjunto',
          404: 'El conjunto no existe',
        },
      },
    })
    .input(recordatoriosCobroGetInput)
    .output(recordatoriosCobroOutput)
    .query(async ({ ctx, input }) => ({
      success: true as const,
      recordatorios: await getRecordatorios(ctx, ctx.actor, input.id),
    })),

  update: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/ph/{id}/recordatorios-cobro',
        tags,
        summary:
          'Fija los recordatorios de cobro (hasta 6 días entre 1 y 120 después del vencimiento; canales en orden de preferencia)',
        errorResponses: {
          400: 'Un canal que la plataforma no ofrece',
          422: 'Días o canales no válidos',
          401: 'Sin sesión',
          403: 'Solo la administración del conjunto',
          404: 'El conjunto no existe',
        },
      },
    })
    .input(recordatoriosCobroInput)
    .output(recordatoriosCobroOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      ...(await setRecordatorios(ctx, ctx.actor, id, data)),
    })),
});
