// A proveedor's documents travel as a multipart upload and a file download, which tRPC cannot carry:
// two plain routes with the same session resolver as every procedure and the REST facade's error
// body. Mounted before the 100 KB body limit (one file of 5 MB).
import { TRPCError } from '@trpc/server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import { DOCUMENTO_PROVEEDOR_MAX_BYTES, documentoProveedorForm, PROVEEDORES_MSG } from '@horizonte/contracts';

import { actorOf, errorResponse, uuidOf, type RequestContext } from '../../http/plain-routes.ts';
import { descargarDocumento, subirDocumento } from './documentos.ts';

const MULTIPART_OVERHEAD = 256 * 1024;

/** A file download with the headers every download route uses. */
export function archivoResponse(
  c: { body: (b: ArrayBuffer, s: 200, h: Record<string, string>) => Response },
  archivo: { nombre: string; tipo: string; bytes: Uint8Array },
) {
  const { bytes } = archivo;
  return c.body(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, 200, {
    'content-type': archivo.tipo,
    'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(archivo.nombre)}`,
    'cache-control': 'private, no-store',
  });
}

/** The first file of a multipart form's field, or null. */
export async function archivoDelFormulario(form: FormData | null, campo: string) {
  const file = form?.get(campo);
  if (!file || typeof file === 'string') return null;
  return { nombre: file.name || 'archivo', bytes: new Uint8Array(await file.arrayBuffer()) };
}

export function proveedoresDocumentosRoutes(requestContext: RequestContext) {
  const app = new Hono();

  app.post(
    '/proveedores/:id/documentos',
    bodyLimit({
      maxSize: DOCUMENTO_PROVEEDOR_MAX_BYTES + MULTIPART_OVERHEAD,
      onError: (c) =>
        c.json(
          {
            success: false,
            message: PROVEEDORES_MSG.archivoGrande('El archivo'),
            error: PROVEEDORES_MSG.archivoGrande('El archivo'),
          },
          400,
        ),
    }),
    async (c) => {
      try {
        const ctx = requestContext(c);
        const actor = await actorOf(ctx);
        const proveedorId = uuidOf(c.req.param('id'));
        if (!c.req.header('content-type')?.startsWith('multipart/form-data'))
          throw new TRPCError({ code: 'BAD_REQUEST', message: PROVEEDORES_MSG.archivoFaltante });
        const form = await c.req.formData().catch(() => null);
        const campos = documentoProveedorForm.safeParse({
          tipo: form?.get('tipo') ?? undefined,
          vence: (form?.get('vence') as string | null) || undefined,
        });
        if (!campos.success)
          throw new TRPCError({ code: 'BAD_REQUEST', message: campos.error.issues[0]?.message ?? PROVEEDORES_MSG.tipoDocumento });
        const documento = await subirDocumento(ctx, actor, proveedorId, campos.data, await archivoDelFormulario(form, 'archivo'));
        return c.json({ success: true, documento });
      } catch (error) {
        return errorResponse(c, error, 'proveedores-documentos');
      }
    },
  );

  app.get('/proveedores/documentos/:id', async (c) => {
    try {
      const ctx = requestContext(c);
      const actor = await actorOf(ctx);
      return archivoResponse(c, await descargarDocumento(ctx, actor, uuidOf(c.req.param('id'))));
    } catch (error) {
      return errorResponse(c, error, 'proveedores-documentos');
    }
  });

  return app;
}

const errorBody = { content: { 'application/json': { schema: { $ref: '#/components/schemas/AdjuntoError' } } } };
const idParam = [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }];

/** The two routes in the OpenAPI document (they are not procedures, so they are described here). */
export const proveedoresDocumentosOpenApi = {
  paths: {
    '/proveedores/{id}/documentos': {
      post: {
        tags: ['Proveedores'],
        summary:
          'Sube un documento del proveedor (multipart «archivo», PDF o imagen de hasta 5 MB; «tipo»: rut, camara_comercio, poliza, sg_sst, certificacion_bancaria u otro; «vence» AAAA-MM-DD)',
        security: [{ bearerAuth: [] }],
        parameters: idParam,
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
          200: { description: 'Documento guardado' },
          400: { description: 'Sin archivo, tipo o fecha no válidos, más de 5 MB', ...errorBody },
          401: { description: 'Sin sesión', ...errorBody },
          403: { description: 'No administra la tesorería de este conjunto', ...errorBody },
          404: { description: 'El proveedor no existe', ...errorBody },
        },
      },
    },
    '/proveedores/documentos/{id}': {
      get: {
        tags: ['Proveedores'],
        summary: 'Descarga un documento de un proveedor (tesorería del conjunto o la persona vinculada al proveedor)',
        security: [{ bearerAuth: [] }],
        parameters: idParam,
        responses: {
          200: {
            description: 'El archivo',
            content: { 'application/pdf': {}, 'image/jpeg': {}, 'image/png': {}, 'image/webp': {} },
          },
          401: { description: 'Sin sesión', ...errorBody },
          403: { description: 'No puede ver este documento', ...errorBody },
          404: { description: 'El documento no existe', ...errorBody },
        },
      },
    },
  },
};
