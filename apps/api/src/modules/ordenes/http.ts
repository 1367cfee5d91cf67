// Evidence of órdenes and files of activos travel as multipart uploads and file downloads, which tRPC
// cannot carry: plain routes with the same session resolver as every procedure and the REST facade's
// error body. Mounted before the 100 KB body limit (5 files of 10 MB per request).
import { Hono } from 'hono';
import { z } from 'zod';

import {
  ADJUNTO_MANTENIMIENTO_MAX_BYTES,
  adjuntoMantenimientoOutput,
  ADJUNTOS_MANTENIMIENTO_POR_SUBIDA,
} from '@horizonte/contracts';

import {
  fileResponse,
  filesOf,
  jsonSchemaOf,
  multipartForm,
  PLAIN_ERROR_BODY,
  uploadLimit,
  UUID_PATH_PARAMS,
  uuidOf,
  withActor,
  type RequestContext,
} from '../../http/plain-routes.ts';
import { adjuntarAActivo, adjuntarAOrden, descargarAdjuntoMantenimiento, type Archivo } from './adjuntos.ts';
import { toAdjuntoMantenimientoOutput } from './output.ts';

type Adjuntar = typeof adjuntarAOrden;

export function mantenimientoAdjuntosRoutes(requestContext: RequestContext) {
  const app = new Hono();
  const limite = uploadLimit(
    ADJUNTOS_MANTENIMIENTO_POR_SUBIDA * ADJUNTO_MANTENIMIENTO_MAX_BYTES,
    'ORDEN_ADJUNTOS_DEMASIADOS',
    ADJUNTOS_MANTENIMIENTO_POR_SUBIDA,
  );

  const route = (handler: Parameters<typeof withActor>[2]) => withActor(requestContext, 'mantenimiento-adjuntos', handler);
  const subir = (adjuntar: Adjuntar) =>
    route(async (c, ctx, actor) => {
      const id = uuidOf(c.req.param('id'));
      const archivos: Archivo[] = await filesOf(await multipartForm(c, 'ORDEN_ADJUNTO_FALTANTE'), 'archivos');
      const creados = await adjuntar(ctx, actor, id, archivos);
      return c.json({ success: true, adjuntos: creados.map(toAdjuntoMantenimientoOutput) });
    });

  app.post('/ordenes/:id/adjuntos', limite, subir(adjuntarAOrden));
  app.post('/activos/:id/adjuntos', limite, subir(adjuntarAActivo));

  app.get(
    '/adjuntos-mantenimiento/:id',
    route(async (c, ctx, actor) => {
      const { adjunto, bytes } = await descargarAdjuntoMantenimiento(ctx, actor, uuidOf(c.req.param('id')));
      return fileResponse(c, { nombre: adjunto.nombre, tipo: adjunto.tipo, bytes });
    }),
  );

  return app;
}

const multipart = {
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
};
const subida = (operationId: string, summary: string, quien: string) => ({
  post: {
    operationId,
    tags: ['Mantenimiento'],
    summary,
    description: `${quien}. El tipo de cada archivo se comprueba por su contenido, no por el nombre.`,
    security: [{ bearerAuth: [] }],
    parameters: UUID_PATH_PARAMS,
    requestBody: multipart,
    responses: {
      200: {
        description: 'Archivos guardados',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/AdjuntosMantenimientoSubidos' } } },
      },
      400: {
        description: `Sin archivos, más de ${ADJUNTOS_MANTENIMIENTO_POR_SUBIDA} por subida, más de 10 MB o de un tipo no permitido (fotos JPG, PNG, WEBP o PDF)`,
        ...PLAIN_ERROR_BODY,
      },
      401: { description: 'Sin sesión', ...PLAIN_ERROR_BODY },
      403: { description: quien, ...PLAIN_ERROR_BODY },
      404: { description: 'No existe', ...PLAIN_ERROR_BODY },
    },
  },
});

/** The three routes in the OpenAPI document (they are not procedures, so they are described here). */
export const mantenimientoAdjuntosOpenApi = {
  paths: {
    '/ordenes/{id}/adjuntos': subida(
      'ordenes-adjuntos-subir',
      'Adjunta evidencia (fotos o PDF) a una orden de trabajo (multipart «archivos», hasta 5 de 10 MB; tipo comprobado por el contenido)',
      'Solo la administración, o el proveedor asignado mientras la orden está asignada o en curso',
    ),
    '/activos/{id}/adjuntos': subida(
      'activos-adjuntos-subir',
      'Adjunta fotos o documentos a un activo (multipart «archivos», hasta 5 de 10 MB; tipo comprobado por el contenido)',
      'Solo la administración del conjunto',
    ),
    '/adjuntos-mantenimiento/{id}': {
      get: {
        tags: ['Mantenimiento'],
        summary: 'Descarga un archivo de una orden (quien puede ver la orden) o de un activo (quien puede ver el mantenimiento)',
        operationId: 'mantenimiento-adjuntos-descargar',
        description: 'Responde el archivo con su tipo y nombre original, sin caché.',
        security: [{ bearerAuth: [] }],
        parameters: UUID_PATH_PARAMS,
        responses: {
          200: {
            description: 'El archivo',
            content: { 'image/jpeg': {}, 'image/png': {}, 'image/webp': {}, 'application/pdf': {} },
          },
          401: { description: 'Sin sesión', ...PLAIN_ERROR_BODY },
          403: { description: 'No puede ver la orden o el activo', ...PLAIN_ERROR_BODY },
          404: { description: 'El archivo no existe', ...PLAIN_ERROR_BODY },
        },
      },
    },
  },
  schemas: {
    AdjuntosMantenimientoSubidos: jsonSchemaOf(
      z.object({ success: z.literal(true), adjuntos: z.array(adjuntoMantenimientoOutput) }),
    ),
  },
};
