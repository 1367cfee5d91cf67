// Spreadsheet import routes that tRPC cannot carry: the multipart upload (preview) and the .xlsx
// template. They use the same session resolver as every procedure and call the module's use cases
// (preview.ts, template.ts); errors have the REST facade's body. Mounted before the 100 KB body
// limit: a file may have up to 5 MB. Confirming is an ordinary procedure (POST /api/importaciones/{id}/confirmar).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import { IMPORT_MAX_BYTES, type ImportacionPreview } from '@horizonte/contracts';

import { actorOf, errorResponse, uuidOf, type RequestContext } from '../../http/plain-routes.ts';
import { fail, restErrorBody } from '../../lib/errors.ts';
import { toImportacionOutput } from './output.ts';
import { previewImport } from './preview.ts';
import { importTemplate } from './template.ts';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Room for the multipart envelope around a 5 MB file. */
const MULTIPART_OVERHEAD = 64 * 1024;

export function importacionesRoutes(requestContext: RequestContext) {
  const app = new Hono();

  app.post(
    '/ph/:id/importaciones',
    bodyLimit({
      maxSize: IMPORT_MAX_BYTES + MULTIPART_OVERHEAD,
      onError: (c) => c.json(restErrorBody('IMPORTACION_ARCHIVO_DEMASIADO_GRANDE'), 400),
    }),
    async (c) => {
      try {
        const ctx = requestContext(c);
        const actor = await actorOf(ctx, c.req.method);
        const phId = uuidOf(c.req.param('id'));
        if (!c.req.header('content-type')?.startsWith('multipart/form-data'))
          throw fail.badRequest('IMPORTACION_ARCHIVO_FALTANTE');
        const form = await c.req.formData().catch(() => null);
        const file = form?.get('archivo');
        if (!file || typeof file === 'string') throw fail.badRequest('IMPORTACION_ARCHIVO_FALTANTE');
        const { importacion, resumen, errores, residuo } = await previewImport(ctx, actor, phId, {
          nombre: file.name || 'archivo',
          bytes: new Uint8Array(await file.arrayBuffer()),
        });
        const body: ImportacionPreview = {
          success: true,
          importacion: toImportacionOutput(importacion, errores),
          resumen,
          errores,
          residuo,
        };
        return c.json(body);
      } catch (error) {
        return errorResponse(c, error, 'importaciones');
      }
    },
  );

  app.get('/ph/:id/importaciones/plantilla.xlsx', async (c) => {
    try {
      const ctx = requestContext(c);
      const actor = await actorOf(ctx, c.req.method);
      const file = await importTemplate(ctx, actor, uuidOf(c.req.param('id')));
      return c.body(new Uint8Array(file), 200, {
        'Content-Type': XLSX_MIME,
        'Content-Disposition': 'attachment; filename="plantilla-importacion.xlsx"',
      });
    } catch (error) {
      return errorResponse(c, error, 'importaciones');
    }
  });

  return app;
}

const errorBody = { $ref: '#/components/schemas/error' };
const jsonError = (description: string) => ({ description, content: { 'application/json': { schema: errorBody } } });
const idParam = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'string', format: 'uuid' },
  description: 'Id del conjunto',
};

/** The two routes in the OpenAPI document, beside the generated ones. */
export const importacionesOpenApi = {
  schemas: {
    error: {
      type: 'object',
      properties: { success: { type: 'boolean', const: false }, message: { type: 'string' }, error: { type: 'string' } },
      required: ['success', 'message', 'error'],
    },
  },
  paths: {
    '/ph/{id}/importaciones': {
      post: {
        tags: ['Importaciones'],
        summary:
          'Sube una hoja de cálculo (.xlsx o .csv, hasta 5 MB) de unidades y personas y devuelve la vista previa (no cambia nada)',
        operationId: 'importaciones-subir',
        description:
          'Para la administración del conjunto: lee la hoja y valida cada fila contra las unidades y personas existentes sin guardar nada; la vista previa se confirma o descarta después.',
        security: [{ bearerAuth: [] }],
        parameters: [idParam],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: { type: 'object', properties: { archivo: { type: 'string', format: 'binary' } }, required: ['archivo'] },
            },
          },
        },
        responses: {
          200: {
            description:
              'Vista previa: resumen y errores por fila ({ fila, columna, mensaje }); confírmela con POST /importaciones/{id}/confirmar',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    success: { type: 'boolean', const: true },
                    importacion: {
                      type: 'object',
                      properties: {
                        id: { type: 'string' },
                        archivo: { type: 'string' },
                        estado: { type: 'string', enum: ['pendiente', 'aplicada'] },
                        puedeConfirmarse: { type: 'boolean' },
                      },
                    },
                    resumen: {
                      type: 'object',
                      properties: Object.fromEntries(
                        [
                          'filas',
                          'unidadesNuevas',
                          'unidadesActualizadas',
                          'unidadesSinCambios',
                          'personas',
                          'invitaciones',
                          'sumaCoeficientes',
                        ].map((k) => [k, { type: 'number' }]),
                      ),
                    },
                    errores: {
                      type: 'array',
                      items: {
                        type: 'object',
                        properties: { fila: { type: 'integer' }, columna: { type: 'string' }, mensaje: { type: 'string' } },
                      },
                    },
                    residuo: {
                      description:
                        'Si los coeficientes difieren del 100 % solo por el redondeo a 4 decimales: el residuo (100 − suma) y las filas que pueden recibirlo (residuoFila al confirmar); null si no',
                      type: ['object', 'null'],
                      properties: {
                        valor: { type: 'number' },
                        unidades: {
                          type: 'array',
                          items: {
                            type: 'object',
                            properties: {
                              fila: { type: 'integer' },
                              unidad: { type: 'string' },
                              coeficiente: { type: 'number' },
                            },
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
          400: jsonError(
            'Archivo ausente, de más de 5 MB, con macros, que no es una hoja de cálculo, o más allá de 5 000 filas, 100 columnas, 200 000 celdas o 32 MB descomprimido (medido antes de leerlo)',
          ),
          401: jsonError('Sin sesión'),
          403: jsonError('No administra este conjunto'),
          404: jsonError('El conjunto no existe'),
        },
      },
    },
    '/ph/{id}/importaciones/plantilla.xlsx': {
      get: {
        tags: ['Importaciones'],
        summary: 'Descarga la plantilla .xlsx con una fila de ejemplo y los valores aceptados',
        operationId: 'importaciones-plantilla',
        description:
          'Para la administración del conjunto: la hoja con los encabezados que la importación reconoce, una fila de ejemplo y las listas de valores aceptados.',
        security: [{ bearerAuth: [] }],
        parameters: [idParam],
        responses: {
          200: { description: 'La plantilla', content: { [XLSX_MIME]: { schema: { type: 'string', format: 'binary' } } } },
          401: jsonError('Sin sesión'),
          403: jsonError('No administra este conjunto'),
          404: jsonError('El conjunto no existe'),
        },
      },
    },
  },
};
