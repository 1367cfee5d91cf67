// The library's files travel as multipart uploads and file downloads, which tRPC cannot carry: three
// plain routes with the same session resolver as every procedure, calling the documentos module, with
// the REST facade's error body. Mounted before the 100 KB body limit (one file of up to 20 MB).
import { Hono, type Context as HonoContext } from 'hono';

import { DOCUMENTO_MAX_BYTES, DOCUMENTO_MSG, documentoMetadata, documentoSingleOutput } from '@horizonte/contracts';

import {
  actorOf,
  errorResponse,
  fileResponse,
  filesOf,
  jsonSchemaOf,
  multipartForm,
  uploadLimit,
  uuidOf,
  type RequestContext,
} from '../../http/plain-routes.ts';
import { fail } from '../../lib/errors.ts';
import { invalidInput } from '../../trpc/init.ts';
import { descargarVersion, type Archivo } from './archivo.ts';
import { toDocumentoOutput } from './output.ts';
import { nuevaVersion, publicarDocumento } from './publicar.ts';

const TAG = 'documentos-archivos';

const limite = uploadLimit(DOCUMENTO_MAX_BYTES, 'DOCUMENTO_ARCHIVO_GRANDE', 'El archivo');

/** The form of a multipart request and its «archivo» (400 when the request is not multipart). */
async function formulario(c: HonoContext): Promise<{ form: FormData; archivo: Archivo | undefined }> {
  const form = await multipartForm(c, 'DOCUMENTO_ARCHIVO_FALTANTE');
  if (!form) throw fail.badRequest('DOCUMENTO_ARCHIVO_FALTANTE');
  const [archivo] = await filesOf(form, 'archivo', 'documento');
  return { form, archivo };
}

const texto = (form: FormData, campo: string) => {
  const value = form.get(campo);
  return typeof value === 'string' ? value : undefined;
};

export function documentosArchivosRoutes(requestContext: RequestContext) {
  const app = new Hono();

  app.post('/ph/:id/documentos', limite, async (c) => {
    try {
      const ctx = requestContext(c);
      const actor = await actorOf(ctx, c.req.method);
      const phId = uuidOf(c.req.param('id'));
      const { form, archivo } = await formulario(c);
      const metadata = documentoMetadata.safeParse({
        titulo: texto(form, 'titulo'),
        descripcion: texto(form, 'descripcion'),
        categoria: texto(form, 'categoria'),
        visibilidad: texto(form, 'visibilidad'),
      });
      // As the JSON procedures answer invalid input: 422 with every Spanish message and each field's.
      if (!metadata.success) throw invalidInput(metadata.error);
      const documento = await publicarDocumento(ctx, actor, phId, metadata.data, archivo);
      return c.json({ success: true, message: DOCUMENTO_MSG.created, documento: toDocumentoOutput(documento) });
    } catch (error) {
      return errorResponse(c, error, TAG);
    }
  });

  app.post('/documentos/:id/versiones', limite, async (c) => {
    try {
      const ctx = requestContext(c);
      const actor = await actorOf(ctx, c.req.method);
      const id = uuidOf(c.req.param('id'));
      const { archivo } = await formulario(c);
      const documento = await nuevaVersion(ctx, actor, id, archivo);
      return c.json({ success: true, message: DOCUMENTO_MSG.versionCreated, documento: toDocumentoOutput(documento) });
    } catch (error) {
      return errorResponse(c, error, TAG);
    }
  });

  app.get('/documentos/:id/versiones/:versionId/archivo', async (c) => {
    try {
      const ctx = requestContext(c);
      const actor = await actorOf(ctx, c.req.method);
      const { version, bytes } = await descargarVersion(ctx, actor, uuidOf(c.req.param('id')), uuidOf(c.req.param('versionId')));
      return fileResponse(c, { nombre: version.nombre, tipo: version.tipo, bytes });
    } catch (error) {
      return errorResponse(c, error, TAG);
    }
  });

  return app;
}

const errorBody = { content: { 'application/json': { schema: { $ref: '#/components/schemas/DocumentoError' } } } };
const uuidParam = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string', format: 'uuid' } });
const archivoProp = {
  archivo: {
    type: 'string',
    format: 'binary',
    description: 'PDF, JPG, PNG, WebP, DOCX o XLSX de hasta 20 MB (tipo comprobado por el contenido)',
  },
};
const subido = {
  description: 'El documento con su versión actual',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/DocumentoSubido' } } },
};

/** The three routes in the OpenAPI document (they are not procedures, so they are described here). */
export const documentosArchivosOpenApi = {
  paths: {
    '/ph/{id}/documentos': {
      post: {
        tags: ['Documentos'],
        summary: 'Publica un documento en la biblioteca del conjunto (multipart: metadatos y «archivo»; administración)',
        operationId: 'documentos-publicar',
        description:
          'Para la administración del conjunto: guarda el archivo (tipo comprobado por el contenido) como primera versión del documento.',
        security: [{ bearerAuth: [] }],
        parameters: [uuidParam('id')],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  titulo: { type: 'string' },
                  descripcion: { type: 'string' },
                  categoria: { type: 'string', enum: documentoMetadata.shape.categoria.options },
                  visibilidad: { type: 'string', enum: documentoMetadata.shape.visibilidad.options },
                  ...archivoProp,
                },
                required: ['titulo', 'categoria', 'visibilidad', 'archivo'],
              },
            },
          },
        },
        responses: {
          200: subido,
          400: { description: 'Sin archivo, de más de 20 MB o de un tipo no permitido', ...errorBody },
          422: { description: 'Título, categoría o visibilidad no válidos', ...errorBody },
          401: { description: 'Sin sesión', ...errorBody },
          403: { description: 'No administra este conjunto', ...errorBody },
          404: { description: 'El conjunto no existe', ...errorBody },
        },
      },
    },
    '/documentos/{id}/versiones': {
      post: {
        tags: ['Documentos'],
        summary: 'Sube una nueva versión del archivo de un documento (las anteriores se conservan; administración)',
        operationId: 'documentos-versiones-subir',
        description:
          'Para la administración del conjunto: el documento conserva su historial y muestra desde ahora la nueva versión.',
        security: [{ bearerAuth: [] }],
        parameters: [uuidParam('id')],
        requestBody: {
          required: true,
          content: { 'multipart/form-data': { schema: { type: 'object', properties: archivoProp, required: ['archivo'] } } },
        },
        responses: {
          200: subido,
          400: { description: 'Sin archivo, de más de 20 MB o de un tipo no permitido', ...errorBody },
          401: { description: 'Sin sesión', ...errorBody },
          403: { description: 'No administra este conjunto', ...errorBody },
          404: { description: 'El documento no existe', ...errorBody },
          409: { description: 'El documento está archivado', ...errorBody },
        },
      },
    },
    '/documentos/{id}/versiones/{versionId}/archivo': {
      get: {
        tags: ['Documentos'],
        summary: 'Descarga el archivo de una versión (solo quien puede ver el documento)',
        operationId: 'documentos-versiones-archivo',
        description:
          'Responde el archivo de esa versión con su tipo y nombre original, sin caché; solo para quien puede ver el documento según su audiencia.',
        security: [{ bearerAuth: [] }],
        parameters: [uuidParam('id'), uuidParam('versionId')],
        responses: {
          200: {
            description: 'El archivo',
            content: {
              'application/pdf': {},
              'image/jpeg': {},
              'image/png': {},
              'image/webp': {},
              'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {},
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {},
            },
          },
          401: { description: 'Sin sesión', ...errorBody },
          403: { description: 'Su rol no puede ver este documento', ...errorBody },
          404: { description: 'El documento o la versión no existen', ...errorBody },
        },
      },
    },
  },
  schemas: {
    // «Como en GET /documentos/{id}»: the same contract.
    DocumentoSubido: jsonSchemaOf(documentoSingleOutput),
    DocumentoError: {
      type: 'object',
      properties: { success: { type: 'boolean' }, message: { type: 'string' }, error: { type: 'string' } },
      required: ['success', 'message'],
    },
  },
};
