import {
  MSG,
  phByIdentificadorInput,
  phIdInput,
  phInput,
  phListInput,
  phListOutput,
  phPublicSingleOutput,
  phSingleOutput,
  phStatsOutput,
  phUpdateInput,
  successOutput,
} from '@horizonte/contracts';

import type { Context } from '../../trpc/context.ts';
import { router } from '../../trpc/init.ts';
import { authedProcedure, publicProcedure } from '../../trpc/procedures.ts';
import { propertyStats } from '../stats/service.ts';
import { capabilitiesIn } from './access.ts';
import { createProperty } from './create.ts';
import { deleteProperty } from './delete.ts';
import { findPublicProperty, getProperty } from './get.ts';
import { listProperties } from './list.ts';
import { toPhOutput, toPhPublicOutput } from './output.ts';
import { restoreProperty } from './restore.ts';
import { updateProperty } from './update.ts';

const tags = ['Propiedades'];

const PUBLIC_LOOKUP_DESCRIPTION =
  'Sin sesión responde los datos públicos del conjunto (nombre, dirección, ciudad, identificador) para su página de ingreso; con sesión añade lo que el usuario puede hacer en él (`capabilities`). El identificador no distingue mayúsculas; 404 si no existe o fue eliminado.';

async function publicLookup(ctx: Context, identificador: string) {
  const ph = await findPublicProperty(ctx, identificador);
  return {
    success: true as const,
    property: toPhPublicOutput(ph),
    capabilities: await capabilitiesIn(ctx, (await ctx.auth())?.user ?? null, ph.id),
  };
}

export const phRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph',
        tags,
        summary: 'Lista las propiedades visibles para el usuario (búsqueda y páginas)',
      },
    })
    .input(phListInput)
    .output(phListOutput)
    .query(async ({ ctx, input }) => {
      const result = await listProperties(ctx, ctx.actor, input);
      return { success: true as const, ...result, properties: result.properties.map(toPhOutput) };
    }),

  get: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/ph/{id}', tags, summary: 'Obtiene una propiedad' } })
    .input(phIdInput)
    .output(phSingleOutput)
    .query(async ({ ctx, input }) => ({
      success: true as const,
      property: toPhOutput(await getProperty(ctx, ctx.actor, input.id)),
    })),

  create: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/ph', tags, summary: 'Crea una propiedad; quien la crea queda como administrador' },
    })
    .input(phInput)
    .output(phSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      property: toPhOutput(await createProperty(ctx, ctx.actor, input)),
    })),

  update: authedProcedure
    .meta({ openapi: { method: 'PUT', path: '/ph/{id}', tags, summary: 'Edita una propiedad' } })
    .input(phUpdateInput)
    .output(phSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      property: toPhOutput(await updateProperty(ctx, ctx.actor, id, data)),
    })),

  delete: authedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/ph/{id}',
        tags,
        summary: 'Elimina una propiedad (borrado lógico: los datos se conservan)',
      },
    })
    .input(phIdInput)
    .output(successOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteProperty(ctx, ctx.actor, input.id);
      return { success: true as const, message: MSG.propertyDeleted };
    }),

  restore: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/ph/{id}/restaurar',
        tags,
        summary: 'Restaura una propiedad eliminada (solo Super Administrador)',
      },
    })
    .input(phIdInput)
    .output(phSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      property: toPhOutput(await restoreProperty(ctx, ctx.actor, input.id)),
    })),

  byIdentificador: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph-por-identificador/{identificador}',
        tags,
        summary: 'Datos públicos de un conjunto por su identificador',
        description: PUBLIC_LOOKUP_DESCRIPTION,
        protect: false,
      },
    })
    .input(phByIdentificadorInput)
    .output(phPublicSingleOutput)
    .query(({ ctx, input }) => publicLookup(ctx, input.identificador)),

  // The spec's path, kept for existing clients: /ph/identificador/{x} collides with /ph/{id}/<recurso>.
  byIdentificadorAlias: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/identificador/{identificador}',
        tags,
        summary: 'Datos públicos de un conjunto por su identificador (ruta anterior)',
        description: `${PUBLIC_LOOKUP_DESCRIPTION} Ruta obsoleta: use GET /ph-por-identificador/{identificador}.`,
        operationId: 'ph-byIdentificador-alias',
        deprecated: true,
        protect: false,
      },
    })
    .input(phByIdentificadorInput)
    .output(phPublicSingleOutput)
    .query(({ ctx, input }) => publicLookup(ctx, input.identificador)),

  stats: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/estadisticas',
        tags,
        summary: 'Cifras de una propiedad: unidades, residentes, preregistros pendientes, coeficientes',
      },
    })
    .input(phIdInput)
    .output(phStatsOutput)
    .query(async ({ ctx, input }) => ({ success: true as const, ...(await propertyStats(ctx, ctx.actor, input.id)) })),
});
