// A ticket's files travel as a multipart upload and a file download, which tRPC cannot carry: two plain
// routes with the same session resolver as every procedure and the REST facade's error body. Mounted
// before the 100 KB body limit. Support access's read-only guard (solo-lectura.ts) does not concern them:
// attaching to a ticket is the ticket's own work.
import { Hono } from 'hono';

import { TICKET_ADJUNTO_MAX_BYTES, TICKET_ADJUNTOS_MAX, ticketAdjuntosSubidosOutput } from '@horizonte/contracts';

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
import { adjuntarATicket, descargarAdjuntoDeTicket } from './adjuntos.ts';

export function ticketsSoporteAdjuntosRoutes(requestContext: RequestContext) {
  const app = new Hono();
  const route = (handler: Parameters<typeof withActor>[2]) => withActor(requestContext, 'tickets-soporte-adjuntos', handler);

  app.post(
    '/tickets-soporte/:id/adjuntos',
    uploadLimit(TICKET_ADJUNTOS_MAX * TICKET_ADJUNTO_MAX_BYTES, 'TICKET_ADJUNTOS_DEMASIADOS', TICKET_ADJUNTOS_MAX),
    route(async (c, ctx, actor) => {
      const ticketId = uuidOf(c.req.param('id'));
      const form = await multipartForm(c, 'TICKET_ADJUNTO_FALTANTE');
      const adjuntos = await adjuntarATicket(ctx, actor, ticketId, await filesOf(form, 'archivos'));
      return c.json({ success: true, adjuntos });
    }),
  );

  app.get(
    '/adjuntos-soporte/:id',
    route(async (c, ctx, actor) => fileResponse(c, await descargarAdjuntoDeTicket(ctx, actor, uuidOf(c.req.param('id'))))),
  );

  return app;
}

/** The two routes in the OpenAPI document (they are not procedures, so they are described here). */
export const ticketsSoporteAdjuntosOpenApi = {
  paths: {
    '/tickets-soporte/{id}/adjuntos': {
      post: {
        tags: ['Soporte'],
        summary: `Adjunta fotos o PDF a un ticket de soporte (multipart «archivos», hasta ${TICKET_ADJUNTOS_MAX} por ticket de 5 MB; tipo comprobado por el contenido)`,
        operationId: 'tickets-soporte-adjuntos-subir',
        description:
          'Para la administración del conjunto del ticket y el equipo de soporte, mientras el ticket no esté cerrado. El tipo de cada archivo se comprueba por su contenido, no por el nombre; el límite por ticket se respeta también con subidas simultáneas.',
        security: [{ bearerAuth: [] }],
        parameters: UUID_PATH_PARAMS,
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: { archivos: { type: 'array', items: { type: 'string', format: 'binary' } } },
                required: ['archivos'],
              },
            },
          },
        },
        responses: {
          200: jsonAnswer('Archivos guardados', ticketAdjuntosSubidosOutput),
          400: {
            description: 'Sin archivos, más de los permitidos por ticket, más de 5 MB o de un tipo no permitido',
            ...PLAIN_ERROR_BODY,
          },
          401: { description: 'Sin sesión', ...PLAIN_ERROR_BODY },
          403: { description: 'No es parte del ticket', ...PLAIN_ERROR_BODY },
          404: { description: 'El ticket no existe', ...PLAIN_ERROR_BODY },
          409: { description: 'El ticket está cerrado', ...PLAIN_ERROR_BODY },
        },
      },
    },
    '/adjuntos-soporte/{id}': {
      get: {
        tags: ['Soporte'],
        summary: 'Descarga un archivo de un ticket de soporte (la administración de su conjunto y el equipo de soporte)',
        operationId: 'tickets-soporte-adjuntos-descargar',
        description: 'Responde el archivo con su tipo y nombre original, sin caché.',
        security: [{ bearerAuth: [] }],
        parameters: UUID_PATH_PARAMS,
        responses: {
          200: {
            description: 'El archivo',
            content: { 'image/jpeg': {}, 'image/png': {}, 'image/webp': {}, 'application/pdf': {} },
          },
          400: { description: 'Identificador inválido', ...PLAIN_ERROR_BODY },
          401: { description: 'Sin sesión', ...PLAIN_ERROR_BODY },
          403: { description: 'No es parte del ticket', ...PLAIN_ERROR_BODY },
          404: { description: 'El archivo no existe', ...PLAIN_ERROR_BODY },
        },
      },
    },
  },
};
