// Asistencias: a unit's attendance (owner, apoderado or the registration desk) and its leaving.
import { asambleaIdInput, asistenciaCreateInput, asistenciaSingleOutput } from '@horizonte/contracts';

import { router } from '../../../trpc/init.ts';
import { authedProcedure } from '../../../trpc/procedures.ts';
import { registrarAsistencia, registrarSalida } from '../asistencia.ts';
import { toAsistenciaOutput } from '../output.ts';
import { tags } from './shared.ts';

export const asistenciasRouter = router({
  create: authedProcedure
    .meta({
      openapi: {
        operationId: 'asambleas-asistencia',
        method: 'POST',
        path: '/asambleas/{id}/asistencias',
        tags,
        summary: 'Registra la asistencia de una unidad (propietario, apoderado o la mesa de registro), desde 2 horas antes',
      },
    })
    .input(asistenciaCreateInput)
    .output(asistenciaSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      asistencia: toAsistenciaOutput(await registrarAsistencia(ctx, ctx.actor, input.id, input.apartamentoId, input.via)),
    })),

  registrarSalida: authedProcedure
    .meta({
      openapi: {
        operationId: 'asambleas-salida',
        method: 'PUT',
        path: '/asistencias/{id}/salida',
        tags,
        summary: 'Registra la salida de quien asiste',
      },
    })
    .input(asambleaIdInput)
    .output(asistenciaSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      asistencia: toAsistenciaOutput(await registrarSalida(ctx, ctx.actor, input.id)),
    })),
});
