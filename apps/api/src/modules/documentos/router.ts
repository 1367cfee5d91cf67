// The JSON procedures of the library (both facades). Uploading a file — a new document or a new
// version — and downloading one are multipart/file routes: http.ts.
import {
  DOCUMENTO_MSG,
  documentoArchivarInput,
  documentoDetailOutput,
  documentoIdInput,
  documentoListInput,
  documentoListOutput,
  documentoSingleOutput,
  documentoUpdateInput,
} from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { listarDocumentos, verDocumento } from './consultar.ts';
import { toDocumentoOutput, toVersionOutput } from './output.ts';
import { actualizarDocumento, archivarDocumento } from './publicar.ts';

const tags = ['Documentos'];

export const documentosRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/documentos',
        tags,
        summary:
          'Biblioteca del conjunto: los documentos que el rol puede ver (categoría, búsqueda; archivados solo la administración)',
      },
    })
    .input(documentoListInput)
    .output(documentoListOutput)
    .query(async ({ ctx, input: { id, ...filtro } }) => {
      const { total, rows } = await listarDocumentos(ctx, ctx.actor, id, filtro);
      return {
        success: true as const,
        documentos: rows.map(toDocumentoOutput),
        total,
        page: filtro.page,
        pageSize: filtro.pageSize,
      };
    }),

  get: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/documentos/{id}',
        tags,
        summary: 'Un documento con todas sus versiones (la más reciente primero)',
      },
    })
    .input(documentoIdInput)
    .output(documentoDetailOutput)
    .query(async ({ ctx, input }) => {
      const { documento, versiones } = await verDocumento(ctx, ctx.actor, input.id);
      return { success: true as const, documento: toDocumentoOutput(documento), versiones: versiones.map(toVersionOutput) };
    }),

  update: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/documentos/{id}',
        tags,
        summary: 'Cambia título, descripción, categoría o visibilidad de un documento (administración; 409 si está archivado)',
      },
    })
    .input(documentoUpdateInput)
    .output(documentoSingleOutput)
    .mutation(async ({ ctx, input: { id, ...metadata } }) => ({
      success: true as const,
      message: DOCUMENTO_MSG.updated,
      documento: toDocumentoOutput(await actualizarDocumento(ctx, ctx.actor, id, metadata)),
    })),

  archivar: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/documentos/{id}/archivar',
        tags,
        summary: 'Archiva un documento con un motivo: deja de verse salvo para la administración; nada se borra',
      },
    })
    .input(documentoArchivarInput)
    .output(documentoSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      message: DOCUMENTO_MSG.archived,
      documento: toDocumentoOutput(await archivarDocumento(ctx, ctx.actor, input.id, input.motivo)),
    })),
});
