// A proveedor's documents travel as a multipart upload and a file download, which tRPC cannot carry:
// two plain routes with the same session resolver as every procedure and the REST facade's error
// body. Mounted before the 100 KB body limit (one file of 5 MB).
import { Hono } from 'hono';

import { DOCUMENTO_PROVEEDOR_MAX_BYTES, documentoProveedorForm, documentoProveedorSingleOutput } from '@horizonte/contracts';

import {
  fileResponse,
  filesOf,
  jsonAnswer,
  multipartForm,
  PLAIN_ERROR_BODY,
  uploadLimit,
  UUID_PATH_PARAMS,
  uuidOf,
  withActor,
  type RequestContext,
} from '../../http/plain-routes.ts';
import { invalidInput } from '../../trpc/init.ts';
import { descargarDocumento, subirDocumento } from './documentos.ts';

export function proveedoresDocumentosRoutes(requestContext: RequestContext) {
  const app = new Hono();

  const route = (handler: Parameters<typeof withActor>[2]) => withActor(requestContext, 'proveedores-documentos', handler);

  app.post(
    '/proveedores/:id/documentos',
    uploadLimit(DOCUMENTO_PROVEEDOR_MAX_BYTES, 'PROVEEDOR_ARCHIVO_GRANDE', 'El archivo'),
    route(async (c, ctx, actor) => {
      const proveedorId = uuidOf(c.req.param('id'));
      const form = await multipartForm(c, 'PROVEEDOR_ARCHIVO_FALTANTE');
      const campos = documentoProveedorForm.safeParse({
        tipo: form?.get('tipo') ?? undefined,
        vence: (form?.get('vence') as string | null) || undefined,
      });
      if (!campos.success) throw invalidInput(campos.error);
      const [archivo] = await filesOf(form, 'archivo');
      const documento = await subirDocumento(ctx, actor, proveedorId, campos.data, archivo ?? null);
      return c.json({ success: true, documento });
    }),
  );

  app.get(
    '/documentos-proveedor/:id',
    route(async (c, ctx, actor) => fileResponse(c, await descargarDocumento(ctx, actor, uuidOf(c.req.param('id'))))),
  );

  return app;
}

/** The two routes in the OpenAPI document (they are not procedures, so they are described here). */
export const proveedoresDocumentosOpenApi = {
  paths: {
    '/proveedores/{id}/documentos': {
      post: {
        tags: ['Proveedores'],
        summary:
          'Sube un documento del proveedor (multipart «archivo», PDF o imagen de hasta 5 MB; «tipo»: rut, camara_comercio, poliza, sg_sst, certificacion_bancaria u otro; «vence» AAAA-MM-DD)',
        operationId: 'proveedores-documentos-subir',
        description:
          'El tipo del archivo se comprueba por su contenido; el documento más reciente de cada tipo es el que cuenta para los vencimientos y sus alertas.',
        security: [{ bearerAuth: [] }],
        parameters: UUID_PATH_PARAMS,
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  archivo: { type: 'string', format: 'binary' },
                  tipo: {
                    type: 'string',
                    enum: ['rut', 'camara_comercio', 'poliza', 'sg_sst', 'certificacion_bancaria', 'otro'],
                  },
                  vence: { type: 'string', format: 'date' },
                },
                required: ['archivo', 'tipo'],
              },
            },
          },
        },
        responses: {
          200: jsonAnswer('Documento guardado', documentoProveedorSingleOutput),
          400: { description: 'Sin archivo, archivo de otro tipo o de más de 5 MB', ...PLAIN_ERROR_BODY },
          401: { description: 'Sin sesión', ...PLAIN_ERROR_BODY },
          403: { description: 'No administra la tesorería de este conjunto', ...PLAIN_ERROR_BODY },
          404: { description: 'El proveedor no existe', ...PLAIN_ERROR_BODY },
          422: { description: 'Tipo de documento o fecha de vencimiento no válidos (`issues` dice cuál)', ...PLAIN_ERROR_BODY },
        },
      },
    },
    '/documentos-proveedor/{id}': {
      get: {
        tags: ['Proveedores'],
        summary: 'Descarga un documento de un proveedor (tesorería del conjunto o la persona vinculada al proveedor)',
        operationId: 'proveedores-documentos-descargar',
        description: 'Responde el archivo con su tipo y nombre original, sin caché.',
        security: [{ bearerAuth: [] }],
        parameters: UUID_PATH_PARAMS,
        responses: {
          200: {
            description: 'El archivo',
            content: { 'application/pdf': {}, 'image/jpeg': {}, 'image/png': {}, 'image/webp': {} },
          },
          401: { description: 'Sin sesión', ...PLAIN_ERROR_BODY },
          403: { description: 'No puede ver este documento', ...PLAIN_ERROR_BODY },
          404: { description: 'El documento no existe', ...PLAIN_ERROR_BODY },
        },
      },
    },
  },
};
