// El acta (art. 47): read, as PDF, its presidente, secretario and constancias, and its publication.
import { actaOutput, actaUpdateInput, archivoOutput, asambleaIdInput, asambleaSingleOutput } from '@horizonte/contracts';

import { router } from '../../../trpc/init.ts';
import { MEDIA } from '../../../trpc/meta.ts';
import { authedProcedure, heavyReadProcedure } from '../../../trpc/procedures.ts';
import { actaPdf, guardarActa, leerActa, publicarActa } from '../acta.ts';
import { toAsambleaOutput } from '../output.ts';
import { tags } from './shared.ts';

export const actaRouter = router({
  get: authedProcedure
    .meta({
      openapi: {
        operationId: 'asambleas-acta',
        method: 'GET',
        path: '/asambleas/{id}/acta',
        tags,
        summary: 'Acta (art. 47): convocatoria, orden del día, asistentes, quórum y decisiones con su regla',
      },
    })
    .input(asambleaIdInput)
    .output(actaOutput)
    .query(async ({ ctx, input }) => ({ success: true as const, acta: await leerActa(ctx, ctx.actor, input.id) })),

  pdf: heavyReadProcedure
    .meta({
      openapi: {
        operationId: 'asambleas-actaPdf',
        method: 'GET',
        path: '/asambleas/{id}/acta.pdf',
        tags,
        summary: 'Acta en PDF («BORRADOR» hasta su publicación)',
      },
      files: { types: [MEDIA.pdf] },
    })
    .input(asambleaIdInput)
    .output(archivoOutput)
    .query(async ({ ctx, input }) => ({ success: true as const, archivo: await actaPdf(ctx, ctx.actor, input.id) })),

  update: authedProcedure
    .meta({
      openapi: {
        operationId: 'asambleas-actaUpdate',
        method: 'PUT',
        path: '/asambleas/{id}/acta',
        tags,
        summary: 'Registra el presidente, el secretario y las constancias del acta (asamblea cerrada)',
      },
    })
    .input(actaUpdateInput)
    .output(asambleaSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      asamblea: toAsambleaOutput(await guardarActa(ctx, ctx.actor, id, data), ctx.clock.now()),
    })),

  publicar: authedProcedure
    .meta({
      openapi: {
        operationId: 'asambleas-publicarActa',
        method: 'PUT',
        path: '/asambleas/{id}/acta/publicar',
        tags,
        summary: 'Publica el acta (400 sin presidente y secretario): plazos legales y correo con el PDF a cada propietario',
      },
    })
    .input(asambleaIdInput)
    .output(asambleaSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      asamblea: toAsambleaOutput(await publicarActa(ctx, ctx.actor, input.id), ctx.clock.now()),
    })),
});
