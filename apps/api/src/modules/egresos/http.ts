// An egreso's soporte (the invoice) as a multipart upload and a file download: plain routes, like the
// proveedores' documents. Mounted before the 100 KB body limit (one file of 5 MB).
import { Hono } from 'hono';

import { egresoSingleOutput, SOPORTE_EGRESO_MAX_BYTES } from '@horizonte/contracts';

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
import { descargarSoporte, subirSoporte } from './soporte.ts';

export function egresosSoporteRoutes(requestContext: RequestContext) {
  const app = new Hono();

  const route = (handler: Parameters<typeof withActor>[2]) => withActor(requestContext, 'egresos-soporte', handler);

  app.post(
    '/egresos/:id/soporte',
    uploadLimit(SOPORTE_EGRESO_MAX_BYTES, 'EGRESO_SOPORTE_GRANDE', 'El archivo'),
    route(async (c, ctx, actor) => {
      const egresoId = uuidOf(c.req.param('id'));
      const [archivo] = await filesOf(await multipartForm(c, 'EGRESO_SOPORTE_FALTANTE'), 'archivo');
      const egreso = await subirSoporte(ctx, actor, egresoId, archivo ?? null);
      return c.json({ success: true, egreso });
    }),
  );

  app.get(
    '/egresos/:id/soporte',
    route(async (c, ctx, actor) => fileResponse(c, await descargarSoporte(ctx, actor, uuidOf(c.req.param('id'))))),
  );

  return app;
}

/** The soporte's route in the OpenAPI document (not a procedure, so described here). */
export const egresosSoporteOpenApi = {
  paths: {
    '/egresos/{id}/soporte': {
      post: {
        tags: ['Egresos'],
        summary:
          'Adjunta el soporte del egreso: la factura o el documento soporte (multipart «archivo», PDF o imagen de hasta 5 MB)',
        operationId: 'egresos-soporte-subir',
        description:
          'Para la administración del conjunto: guarda la factura o documento soporte del egreso (tipo comprobado por el contenido), reemplazando el anterior.',
        security: [{ bearerAuth: [] }],
        parameters: UUID_PATH_PARAMS,
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: { type: 'object', properties: { archivo: { type: 'string', format: 'binary' } }, required: ['archivo'] },
            },
          },
        },
        responses: {
          200: jsonAnswer('Soporte guardado', egresoSingleOutput),
          400: { description: 'Sin archivo, de un tipo no permitido o de más de 5 MB', ...PLAIN_ERROR_BODY },
          401: { description: 'Sin sesión', ...PLAIN_ERROR_BODY },
          403: { description: 'No administra la tesorería de este conjunto', ...PLAIN_ERROR_BODY },
          404: { description: 'El egreso no existe', ...PLAIN_ERROR_BODY },
        },
      },
      get: {
        tags: ['Egresos'],
        summary: 'Descarga el soporte del egreso (administración y consejo)',
        operationId: 'egresos-soporte-descargar',
        description:
          'Para la administración y el consejo del conjunto: responde el archivo con su tipo y nombre original, sin caché.',
        security: [{ bearerAuth: [] }],
        parameters: UUID_PATH_PARAMS,
        responses: {
          200: {
            description: 'El archivo',
            content: { 'application/pdf': {}, 'image/jpeg': {}, 'image/png': {}, 'image/webp': {} },
          },
          401: { description: 'Sin sesión', ...PLAIN_ERROR_BODY },
          403: { description: 'No lee la tesorería de este conjunto', ...PLAIN_ERROR_BODY },
          404: { description: 'El egreso no existe o no tiene soporte', ...PLAIN_ERROR_BODY },
        },
      },
    },
  },
};
