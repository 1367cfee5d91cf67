// PQRS attachments travel as multipart uploads and file downloads, which tRPC cannot carry: two plain
// routes with the same session resolver as every procedure, calling the pqrs module's service, with
// the REST facade's error body. Mounted before the 100 KB body limit (5 files of 5 MB).
import { Hono } from 'hono';
import { z } from 'zod';

import { PQRS_ADJUNTO_MAX_BYTES, PQRS_ADJUNTOS_MAX, pqrsAdjuntoOutput } from '@horizonte/contracts';

import {
  actorOf,
  errorResponse,
  fileResponse,
  filesOf,
  jsonSchemaOf,
  multipartForm,
  PLAIN_ERROR_BODY,
  uploadLimit,
  uuidOf,
  type RequestContext,
} from '../../http/plain-routes.ts';
import { adjuntarArchivos, descargarAdjunto } from './adjuntos.ts';
import { toAdjuntoOutput } from './output.ts';

export function pqrsAdjuntosRoutes(requestContext: RequestContext) {
  const app = new Hono();

  app.post(
    '/pqrs/:id/adjuntos',
    uploadLimit(PQRS_ADJUNTOS_MAX * PQRS_ADJUNTO_MAX_BYTES, 'PQRS_ADJUNTOS_DEMASIADOS', PQRS_ADJUNTOS_MAX),
    async (c) => {
      try {
        const ctx = requestContext(c);
        const actor = await actorOf(ctx, c.req.method);
        const pqrsId = uuidOf(c.req.param('id'));
        const form = await multipartForm(c, 'PQRS_ADJUNTO_FALTANTE');
        const comentario = form?.get('comentarioId');
        const comentarioId = typeof comentario === 'string' && comentario ? uuidOf(comentario) : undefined;
        const archivos = await filesOf(form, 'archivos');
        const creados = await adjuntarArchivos(ctx, actor, pqrsId, comentarioId, archivos);
        return c.json({ success: true, adjuntos: creados.map(toAdjuntoOutput) });
      } catch (error) {
        return errorResponse(c, error, 'pqrs-adjuntos');
      }
    },
  );

  app.get('/adjuntos/:id', async (c) => {
    try {
      const ctx = requestContext(c);
      const actor = await actorOf(ctx, c.req.method);
      const { adjunto, bytes } = await descargarAdjunto(ctx, actor, uuidOf(c.req.param('id')));
      return fileResponse(c, { nombre: adjunto.nombre, tipo: adjunto.tipo, bytes });
    } catch (error) {
      return errorResponse(c, error, 'pqrs-adjuntos');
    }
  });

  return app;
}

/** The two routes in the OpenAPI document (they are not procedures, so they are described here). */
export const pqrsAdjuntosOpenApi = {
  paths: {
    '/pqrs/{id}/adjuntos': {
      post: {
        tags: ['PQRS'],
        summary: `Adjunta fotos o PDF a una PQRS o a un comentario (multipart «archivos», hasta ${PQRS_ADJUNTOS_MAX} de 5 MB; tipo comprobado por el contenido)`,
        operationId: 'pqrs-adjuntos-subir',
        description:
          'El tipo de cada archivo se comprueba por su contenido, no por el nombre; el límite por PQRS o comentario se respeta también con subidas simultáneas.',
        security: [{ bearerAuth: [] }],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  archivos: { type: 'array', items: { type: 'string', format: 'binary' } },
                  comentarioId: { type: 'string', format: 'uuid' },
                },
                required: ['archivos'],
              },
            },
          },
        },
        responses: {
          200: {
            description: 'Archivos guardados',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/AdjuntosSubidos' } } },
          },
          400: {
            description:
              'Sin archivos, más de 5 por PQRS o comentario (también con subidas simultáneas), más de 5 MB o de un tipo no permitido',
            ...PLAIN_ERROR_BODY,
          },
          401: { description: 'Sin sesión', ...PLAIN_ERROR_BODY },
          403: { description: 'No puede ver o no puede adjuntar a esta PQRS', ...PLAIN_ERROR_BODY },
          404: { description: 'La PQRS no existe', ...PLAIN_ERROR_BODY },
          429: {
            description: 'Demasiados archivos en la última hora, de esta persona o del conjunto (encabezado Retry-After)',
            ...PLAIN_ERROR_BODY,
          },
        },
      },
    },
    '/adjuntos/{id}': {
      get: {
        tags: ['PQRS'],
        summary: 'Descarga un archivo adjunto (solo quien puede ver la PQRS; los de notas internas, solo la administración)',
        operationId: 'pqrs-adjuntos-descargar',
        description:
          'Responde el archivo con su tipo y nombre original, sin caché; los adjuntos de notas internas solo los descarga la administración.',
        security: [{ bearerAuth: [] }],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        responses: {
          200: {
            description: 'El archivo',
            content: { 'image/jpeg': {}, 'image/png': {}, 'image/webp': {}, 'application/pdf': {} },
          },
          401: { description: 'Sin sesión', ...PLAIN_ERROR_BODY },
          403: { description: 'No puede ver esta PQRS', ...PLAIN_ERROR_BODY },
          404: { description: 'El archivo no existe', ...PLAIN_ERROR_BODY },
        },
      },
    },
  },
  schemas: {
    AdjuntosSubidos: jsonSchemaOf(z.object({ success: z.literal(true), adjuntos: z.array(pqrsAdjuntoOutput) })),
    AdjuntoError: {
      type: 'object',
      properties: { success: { type: 'boolean' }, message: { type: 'string' }, error: { type: 'string' } },
      required: ['success', 'message'],
    },
  },
};
