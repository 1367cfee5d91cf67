// Egresos (issue 29): its procedures, one use case each (CONTRIBUTING.md, «A module»). The soporte's
// upload and download are plain routes (http.ts).

import {
  archivoOutput,
  certificadoInput,
  egresoAnularInput,
  egresoCreateInput,
  egresoIdInput,
  egresoListInput,
  egresoListOutput,
  egresoSingleOutput,
  retencionesInput,
  retencionesOutput,
  tarifasGetInput,
  tarifasOutput,
  tarifasUpdateInput,
} from '@horizonte/contracts';

import { idempotencyHeaders, idempotent } from '../../lib/idempotency.ts';
import { router } from '../../trpc/init.ts';
import { MEDIA } from '../../trpc/meta.ts';
import { authedProcedure, heavyReadProcedure } from '../../trpc/procedures.ts';
import { anularEgreso } from './anular.ts';
import { certificadoRetenciones } from './certificado.ts';
import { comprobantePdf } from './comprobante.ts';
import { createEgreso } from './create.ts';
import { listEgresos } from './list.ts';
import { retencionesDelAnio } from './retenciones.ts';
import { getTarifas, updateTarifas } from './tarifas.ts';

const tags = ['Egresos'];

export const egresosRouter = router({
  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ph/{id}/egresos',
        tags,
        summary: 'Registra un egreso: la retención en la fuente y el neto se calculan con la tabla del conjunto',
        requestHeaders: idempotencyHeaders,
      },
    })
    .input(egresoCreateInput)
    .output(egresoSingleOutput)
    .mutation(
      idempotent(async ({ ctx, input: { id, ...data } }) => ({
        success: true as const,
        egreso: await createEgreso(ctx, ctx.actor, id, data),
      })),
    ),

  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/egresos',
        tags,
        summary: 'Lista los egresos del conjunto (los anulados también)',
      },
    })
    .input(egresoListInput)
    .output(egresoListOutput)
    .query(async ({ ctx, input: { id, ...rest } }) => {
      const { rows, total } = await listEgresos(ctx, ctx.actor, id, rest);
      return { success: true as const, egresos: rows, total, page: rest.page, pageSize: rest.pageSize };
    }),

  anular: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/egresos/{id}/anular',
        tags,
        summary: 'Anula un egreso con su motivo (queda en la lista)',
      },
    })
    .input(egresoAnularInput)
    .output(egresoSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      egreso: await anularEgreso(ctx, ctx.actor, input.id, input.motivo),
    })),

  pdf: heavyReadProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/egresos/{id}/comprobante.pdf',
        tags,
        summary: 'Comprobante de egreso (PDF) con su consecutivo',
      },
      files: { types: [MEDIA.pdf] },
    })
    .input(egresoIdInput)
    .output(archivoOutput)
    .query(async ({ ctx, input }) => ({ success: true as const, archivo: await comprobantePdf(ctx, ctx.actor, input.id) })),

  tarifas: router({
    get: authedProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/ph/{id}/retencion/tarifas',
          tags,
          summary: 'Tabla de retención en la fuente del año (tarifas, bases en UVT, UVT)',
        },
      })
      .input(tarifasGetInput)
      .output(tarifasOutput)
      .query(({ ctx, input }) => getTarifas(ctx, ctx.actor, input.id, input.anio)),
    update: authedProcedure
      .meta({
        openapi: {
          method: 'PUT',
          path: '/ph/{id}/retencion/tarifas',
          tags,
          summary: 'Modifica la tabla de retención en la fuente del año',
        },
      })
      .input(tarifasUpdateInput)
      .output(tarifasOutput)
      .mutation(({ ctx, input: { id, ...data } }) => updateTarifas(ctx, ctx.actor, id, data)),
  }),

  retenciones: router({
    get: authedProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/ph/{id}/retenciones',
          tags,
          summary: 'Retenciones por declarar de cada mes del año, por concepto',
        },
      })
      .input(retencionesInput)
      .output(retencionesOutput)
      .query(async ({ ctx, input }) => ({
        success: true as const,
        ...(await retencionesDelAnio(ctx, ctx.actor, input.id, input.anio)),
      })),
  }),

  certificado: router({
    pdf: heavyReadProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/ph/{id}/proveedores/{proveedorId}/certificado-retenciones.pdf',
          tags,
          summary: 'Certificado anual de retenciones de un proveedor (PDF)',
        },
        files: { types: [MEDIA.pdf] },
      })
      .input(certificadoInput)
      .output(archivoOutput)
      .query(async ({ ctx, input }) => ({
        success: true as const,
        archivo: await certificadoRetenciones(ctx, ctx.actor, input.id, input.proveedorId, input.anio),
      })),
  }),
});
