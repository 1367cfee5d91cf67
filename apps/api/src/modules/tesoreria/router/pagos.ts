// Pagos (Código Civil art. 1653): record, list, annul, the recibo de caja and the bank statement import.
import {
  archivoOutput,
  importarPagosInput,
  importarPagosOutput,
  pagoAnularInput,
  pagoCreateInput,
  pagoListInput,
  pagoListOutput,
  pagoSingleOutput,
} from '@horizonte/contracts';

import { idempotencyHeaders, idempotent } from '../../../lib/idempotency.ts';
import { router } from '../../../trpc/init.ts';
import { MEDIA } from '../../../trpc/meta.ts';
import { authedProcedure, heavyReadProcedure } from '../../../trpc/procedures.ts';
import { reciboPdf } from '../documentos.ts';
import { importarPagos } from '../importar.ts';
import { anularPago, createPago, listPagos } from '../pagos.ts';
import { idInput, tags } from './shared.ts';

export const pagosRouter = router({
  create: authedProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-pagosCreate',
        method: 'POST',
        path: '/ph/{id}/pagos',
        tags,
        summary: 'Registra un pago: primero intereses, luego el capital más antiguo; el excedente queda a favor',
        description:
          'Para la administración del conjunto. La fecha es la del pago recibido: nunca futura ni anterior al primer cargo del conjunto (400); los intereses de mora causados hasta esa fecha se liquidan antes de aplicar el dinero. Cada pago recibe su número de recibo de caja.',
        requestHeaders: idempotencyHeaders,
      },
    })
    .input(pagoCreateInput)
    .output(pagoSingleOutput)
    .mutation(
      idempotent(async ({ ctx, input: { id, ...data } }) => ({
        success: true as const,
        pago: await createPago(ctx, ctx.actor, id, data),
      })),
    ),

  list: authedProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-pagosList',
        method: 'GET',
        path: '/ph/{id}/pagos',
        tags,
        summary: 'Lista los pagos del conjunto (o de una unidad)',
      },
    })
    .input(pagoListInput)
    .output(pagoListOutput)
    .query(async ({ ctx, input: { id, ...rest } }) => {
      const { rows, total } = await listPagos(ctx, ctx.actor, id, rest);
      return { success: true as const, pagos: rows, total, page: rest.page, pageSize: rest.pageSize };
    }),

  anular: authedProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-pagosAnular',
        method: 'PUT',
        path: '/pagos/{id}/anular',
        tags,
        summary: 'Anula un pago y reversa sus aplicaciones',
      },
    })
    .input(pagoAnularInput)
    .output(pagoSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      pago: await anularPago(ctx, ctx.actor, input.id, input.motivo),
    })),

  pdf: heavyReadProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-pagosRecibo',
        method: 'GET',
        path: '/pagos/{id}/recibo.pdf',
        tags,
        summary: 'Recibo de caja del pago (PDF)',
      },
      files: { types: [MEDIA.pdf] },
    })
    .input(idInput)
    .output(archivoOutput)
    .query(async ({ ctx, input }) => ({ success: true as const, archivo: await reciboPdf(ctx, ctx.actor, input.id) })),

  importar: authedProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-pagosImportar',
        method: 'POST',
        path: '/ph/{id}/pagos/importar',
        tags,
        summary: 'Concilia un extracto bancario CSV (fecha, valor, referencia, descripcion)',
        requestHeaders: idempotencyHeaders,
      },
    })
    .input(importarPagosInput)
    .output(importarPagosOutput)
    .mutation(
      idempotent(async ({ ctx, input }) => ({
        success: true as const,
        ...(await importarPagos(ctx, ctx.actor, input.id, input.csv)),
      })),
    ),
});
