// Paz y salvo (art. 29): issued for a unit that owes nothing, verified by anyone with its code.
import { archivoOutput, codigoVerificacionInput, verificacionOutput } from '@horizonte/contracts';

import { idempotencyHeaders, idempotent } from '../../../lib/idempotency.ts';
import { router } from '../../../trpc/init.ts';
import { MEDIA } from '../../../trpc/meta.ts';
import { heavyReadProcedure, publicProcedure } from '../../../trpc/procedures.ts';
import { pazYSalvo, pazYSalvoSigueVigente, verificarPazYSalvo } from '../documentos.ts';
import { idInput, tags } from './shared.ts';

export const pazYSalvoRouter = router({
  emitir: heavyReadProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-pazYSalvo',
        method: 'POST',
        path: '/apartamentos/{id}/paz-y-salvo',
        tags,
        summary: 'Expide el paz y salvo (PDF con código de verificación) si la unidad no debe nada',
        description:
          'Para la administración y el consejo del conjunto o una persona vinculada a la unidad. 409 con el saldo si la unidad debe algo. El código de verificación llega también en el encabezado `X-Codigo-Verificacion` y cualquiera lo comprueba en GET /verificar/{codigo}; repetir la petición con la misma `Idempotency-Key` no entrega de nuevo un paz y salvo que fue anulado.',
        requestHeaders: idempotencyHeaders,
      },
      files: { types: [MEDIA.pdf] },
    })
    .input(idInput)
    .output(archivoOutput)
    // A repeat never hands out again the PDF of a certificate revoked since (issue 25, #6).
    .mutation(
      idempotent(async ({ ctx, input }) => ({ success: true as const, ...(await pazYSalvo(ctx, ctx.actor, input.id)) }), {
        beforeReplay: (ctx, { codigo }) => pazYSalvoSigueVigente(ctx, codigo),
      }),
    ),

  verificar: publicProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-verificar',
        method: 'GET',
        path: '/verificar/{codigo}',
        tags,
        summary: 'Verifica un paz y salvo por su código (público)',
        description:
          'Quien recibe un paz y salvo confirma con el código impreso que es auténtico: responde el conjunto, la unidad y la fecha, `valido: false` si el código no existe, o `estado: anulado` con su fecha si fue revocado.',
        protect: false,
      },
    })
    .input(codigoVerificacionInput)
    .output(verificacionOutput)
    .query(async ({ ctx, input }) => ({ success: true as const, ...(await verificarPazYSalvo(ctx, input.codigo)) })),
});
