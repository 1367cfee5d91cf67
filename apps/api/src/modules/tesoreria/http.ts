// A bank statement as the file the bank gave (CSV or XLSX, up to 2 MB): a multipart upload, which
// tRPC cannot carry, and larger than the JSON body limit. Mounted before that limit (issue 30).
import { Hono } from 'hono';

import { EXTRACTO_MAX_BYTES, importarPagosOutput } from '@horizonte/contracts';

import {
  filesOf,
  jsonAnswer,
  multipartForm,
  PLAIN_ERROR_BODY,
  uploadLimit,
  uuidOf,
  withActor,
  type RequestContext,
} from '../../http/plain-routes.ts';
import { importarExtractoArchivo } from './extracto-archivo.ts';

export function extractoArchivoRoutes(requestContext: RequestContext) {
  const app = new Hono();
  app.post(
    '/ph/:id/pagos/importar/archivo',
    uploadLimit(EXTRACTO_MAX_BYTES, 'EXTRACTO_GRANDE'),
    withActor(requestContext, 'tesoreria-extracto', async (c, ctx, actor) => {
      const phId = uuidOf(c.req.param('id'));
      const [archivo] = await filesOf(await multipartForm(c, 'EXTRACTO_FALTANTE'), 'archivo');
      const vistaPrevia = c.req.query('vistaPrevia') === 'true';
      return c.json({ success: true, ...(await importarExtractoArchivo(ctx, actor, phId, archivo, { vistaPrevia })) });
    }),
  );
  return app;
}

/** The route in the OpenAPI document (not a procedure, so described here). */
export const extractoArchivoOpenApi = {
  paths: {
    '/ph/{id}/pagos/importar/archivo': {
      post: {
        tags: ['Tesorería'],
        summary:
          'Concilia un extracto bancario como archivo (multipart «archivo»: CSV con «;» o «,», o Excel .xlsx; fechas dd/mm/aaaa o AAAA-MM-DD; columnas fecha, valor, referencia y descripción o sus nombres en los extractos de los bancos). Con ?vistaPrevia=true no aplica nada: dice qué se aplicaría',
        operationId: 'tesoreria-pagos-importar-archivo',
        description:
          'Para la administración del conjunto: lee el extracto del banco y concilia sus filas con los pagos de las unidades; con `?vistaPrevia=true` solo muestra qué aplicaría.',
        security: [{ bearerAuth: [] }],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
          { name: 'vistaPrevia', in: 'query', required: false, schema: { type: 'boolean' } },
        ],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: { type: 'object', properties: { archivo: { type: 'string', format: 'binary' } }, required: ['archivo'] },
            },
          },
        },
        responses: {
          200: jsonAnswer('Pagos aplicados (o por aplicar), filas ya importadas y filas sin asignar', importarPagosOutput),
          400: {
            description: 'Sin archivo, no es CSV ni Excel, faltan columnas, más de 2 MB o de 1.000 filas',
            ...PLAIN_ERROR_BODY,
          },
          401: { description: 'Sin sesión', ...PLAIN_ERROR_BODY },
          403: { description: 'No administra la tesorería de este conjunto', ...PLAIN_ERROR_BODY },
          404: { description: 'El conjunto no existe', ...PLAIN_ERROR_BODY },
        },
      },
    },
  },
};
