// Facturación (art. 29): a period's run in draft, its preview, its issue and its annulment.
import { z } from 'zod';

import {
  facturacionAnularInput,
  facturacionCargosOutput,
  facturacionCreateInput,
  facturacionListOutput,
  facturacionSingleOutput,
  pageFields,
  phPageInput,
  uuidField,
} from '@horizonte/contracts';

import { idempotencyHeaders, idempotent } from '../../../lib/idempotency.ts';
import { router } from '../../../trpc/init.ts';
import { authedProcedure } from '../../../trpc/procedures.ts';
import {
  anularFacturacion,
  createFacturacion,
  emitirFacturacion,
  getFacturacion,
  listFacturaciones,
  toFacturacionOutput,
} from '../facturacion.ts';
import { civil } from '../ledger.ts';
import { unidadDe } from '../pagos.ts';
import { idInput, tags } from './shared.ts';

export const facturacionesRouter = router({
  create: authedProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-facturacionCreate',
        method: 'POST',
        path: '/ph/{id}/facturacion',
        tags,
        summary: 'Calcula la facturación del periodo en borrador (cuotas por coeficiente, intereses, conceptos adicionales)',
        requestHeaders: idempotencyHeaders,
      },
    })
    .input(facturacionCreateInput)
    .output(facturacionSingleOutput)
    .mutation(
      idempotent(async ({ ctx, input: { id, ...data } }) => ({
        success: true as const,
        facturacion: toFacturacionOutput(await createFacturacion(ctx, ctx.actor, id, data)),
      })),
    ),

  list: authedProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-facturacionList',
        method: 'GET',
        path: '/ph/{id}/facturaciones',
        tags,
        summary: 'Lista las facturaciones del conjunto',
      },
    })
    .input(phPageInput)
    .output(facturacionListOutput)
    .query(async ({ ctx, input: { id, ...page } }) => {
      const { rows, total } = await listFacturaciones(ctx, ctx.actor, id, page);
      return { success: true as const, facturaciones: rows.map(toFacturacionOutput), total, ...page };
    }),

  get: authedProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-facturacionGet',
        method: 'GET',
        path: '/facturaciones/{id}',
        tags,
        summary: 'Una facturación con sus cargos (vista previa antes de emitir)',
      },
    })
    .input(z.object({ id: uuidField, ...pageFields }))
    .output(facturacionCargosOutput)
    .query(async ({ ctx, input: { id, ...page } }) => {
      const { facturacion, cargos, total } = await getFacturacion(ctx, ctx.actor, id, page);
      return {
        success: true as const,
        facturacion: toFacturacionOutput(facturacion),
        detalle: cargos.map((c) => ({
          id: c.id,
          apartamentoId: c.apartamentoId,
          unidad: unidadDe(c.apartamento),
          tipo: c.tipo,
          concepto: c.concepto,
          periodo: c.periodo,
          fechaVencimiento: civil(c.fechaVencimiento),
          valor: c.valor,
          generaMora: c.generaMora,
        })),
        total,
        ...page,
      };
    }),

  emitir: authedProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-facturacionEmitir',
        method: 'PUT',
        path: '/facturaciones/{id}/emitir',
        tags,
        summary: 'Emite la facturación: los cargos quedan exigibles y se envían las cuentas de cobro',
        requestHeaders: idempotencyHeaders,
      },
    })
    .input(idInput)
    .output(facturacionSingleOutput)
    .mutation(
      idempotent(async ({ ctx, input }) => ({
        success: true as const,
        facturacion: toFacturacionOutput(await emitirFacturacion(ctx, ctx.actor, input.id)),
      })),
    ),

  anular: authedProcedure
    .meta({
      openapi: {
        operationId: 'tesoreria-facturacionAnular',
        method: 'PUT',
        path: '/facturaciones/{id}/anular',
        tags,
        summary:
          'Anula una facturación (reversa sus cargos); con pagos aplicados exige un motivo y los reaplica a los cargos vigentes',
      },
    })
    .input(facturacionAnularInput)
    .output(facturacionSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      facturacion: toFacturacionOutput(await anularFacturacion(ctx, ctx.actor, input.id, input.motivo || undefined)),
    })),
});
