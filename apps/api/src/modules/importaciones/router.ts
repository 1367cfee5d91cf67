// Confirming an import is an ordinary procedure (both facades). Uploading the file and downloading
// the template are plain HTTP routes (multipart and a binary answer): http.ts.
import { importacionConfirmInput, importacionConfirmOutput, MSG } from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { confirmImport } from './confirm.ts';

const tags = ['Importaciones'];

export const importacionesRouter = router({
  confirm: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/importaciones/{id}/confirmar',
        tags,
        summary:
          'Aplica una importación revisada en una sola transacción (todo o nada); repetirla no cambia nada. Cada invitación cuenta en las altas por hora del administrador: si no caben, 429 y no se aplica nada. Si los coeficientes difieren del 100 % solo por el redondeo a 4 decimales, residuoFila elige la fila cuya unidad recibe el residuo',
      },
    })
    .input(importacionConfirmInput)
    .output(importacionConfirmOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      message: MSG.importApplied,
      resumen: await confirmImport(ctx, ctx.actor, input.id, input.residuoFila),
    })),
});
