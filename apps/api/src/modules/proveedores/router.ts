// Proveedores (issue 29): its procedures, one use case each (CONTRIBUTING.md, «A module»). The
// documents' upload and download are plain routes (http.ts).
import { z } from 'zod';

import {
  contratoCreateInput,
  contratoSingleOutput,
  proveedorCreateInput,
  proveedorListInput,
  proveedorListOutput,
  proveedorMioOutput,
  proveedorSingleOutput,
  proveedorUpdateInput,
  uuidField,
} from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { createContrato } from './contratos.ts';
import { createProveedor } from './create.ts';
import { getProveedor } from './get.ts';
import { listProveedores } from './list.ts';
import { miProveedor } from './mio.ts';
import { updateProveedor } from './update.ts';

const tags = ['Proveedores'];
const idInput = z.object({ id: uuidField });

export const proveedoresRouter = router({
  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ph/{id}/proveedores',
        tags,
        summary: 'Registra un proveedor (NIT con dígito de verificación)',
      },
    })
    .input(proveedorCreateInput)
    .output(proveedorSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      proveedor: await createProveedor(ctx, ctx.actor, id, data),
    })),

  list: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/ph/{id}/proveedores', tags, summary: 'Lista los proveedores del conjunto' } })
    .input(proveedorListInput)
    .output(proveedorListOutput)
    .query(async ({ ctx, input: { id, ...rest } }) => {
      const { rows, total } = await listProveedores(ctx, ctx.actor, id, rest);
      return { success: true as const, proveedores: rows, total, page: rest.page, pageSize: rest.pageSize };
    }),

  mio: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/proveedores/mio',
        tags,
        summary: 'El proveedor de quien consulta (portal de proveedores): contratos y documentos por vencer',
      },
    })
    .input(idInput)
    .output(proveedorMioOutput)
    .query(async ({ ctx, input }) => ({ success: true as const, proveedor: await miProveedor(ctx, ctx.actor, input.id) })),

  get: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/proveedores/{id}', tags, summary: 'Un proveedor con sus contratos y documentos' } })
    .input(idInput)
    .output(proveedorSingleOutput)
    .query(async ({ ctx, input }) => ({ success: true as const, proveedor: await getProveedor(ctx, ctx.actor, input.id) })),

  update: authedProcedure
    .meta({
      openapi: { method: 'PUT', path: '/proveedores/{id}', tags, summary: 'Modifica un proveedor (y la persona vinculada)' },
    })
    .input(proveedorUpdateInput)
    .output(proveedorSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      proveedor: await updateProveedor(ctx, ctx.actor, id, data),
    })),

  contratos: router({
    create: authedProcedure
      .meta({
        openapi: {
          method: 'POST',
          path: '/proveedores/{id}/contratos',
          tags,
          summary: 'Agrega un contrato (objeto, valor, vigencia, póliza)',
        },
      })
      .input(contratoCreateInput)
      .output(contratoSingleOutput)
      .mutation(async ({ ctx, input: { id, ...data } }) => ({
        success: true as const,
        contrato: await createContrato(ctx, ctx.actor, id, data),
      })),
  }),
});
