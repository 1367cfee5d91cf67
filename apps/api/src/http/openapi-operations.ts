// What trpc-to-openapi cannot know about a procedure and the document must say: who may call it (its
// builder: public procedures need no token), its rules (heavy-read quota, idempotency, pages) and, for
// a procedure that answers a file over REST, the file's media types instead of JSON.
import type { AnyProcedure, AnyRouter } from '@trpc/server';
import { forEachOpenApiProcedure, getInputOutputParsers, normalizePath } from 'trpc-to-openapi';

import type { ApiMeta, FileAnswer } from '../trpc/meta.ts';
import { authedProcedure, heavyReadProcedure, publicProcedure } from '../trpc/procedures.ts';

type Access = 'public' | 'authed' | 'heavy';

export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: object }> }>;
  deprecated?: boolean;
}

/** The middleware each builder adds last: which one a procedure was built from. */
const BUILDER_MIDDLEWARE = {
  public: lastMiddleware(publicProcedure),
  heavy: lastMiddleware(heavyReadProcedure),
  authed: lastMiddleware(authedProcedure),
};

function lastMiddleware(builder: unknown): unknown {
  return (builder as { _def: { middlewares: unknown[] } })._def.middlewares.at(-1);
}

function accessOf(procedure: AnyProcedure): Access {
  const middlewares = (procedure._def as unknown as { middlewares: unknown[] }).middlewares;
  if (middlewares.includes(BUILDER_MIDDLEWARE.public)) return 'public';
  if (middlewares.includes(BUILDER_MIDDLEWARE.heavy)) return 'heavy';
  if (middlewares.includes(BUILDER_MIDDLEWARE.authed)) return 'authed';
  throw new Error(`El procedimiento no parte de publicProcedure, authedProcedure ni heavyReadProcedure`);
}

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Público: no requiere sesión.',
  authed: 'Requiere sesión (`Authorization: Bearer <token>`).',
  heavy:
    'Requiere sesión (`Authorization: Bearer <token>`). Cuenta en la cuota por minuto de lecturas pesadas del usuario: al superarla, 429 con `Retry-After`.',
};

const PERMISSION_TEXT =
  'El servidor comprueba el permiso del usuario sobre el recurso según sus roles en el conjunto (política compartida): 404 si no existe, 403 si no le corresponde.';

const IDEMPOTENCY_TEXT =
  'Acepta `Idempotency-Key`: con la misma clave y el mismo cuerpo repite la primera respuesta durante 24 horas sin crear nada de nuevo.';

const PAGE_TEXT = 'Paginada con `page` y `pageSize` (hasta 100 por página).';

function fileText(files: FileAnswer): string {
  const types = files.types.map((type) => `\`${type}\``).join(' o ');
  return files.alsoJson
    ? `Con \`formato\` responde el archivo (${types}) como descarga; sin él, JSON. Por tRPC, el archivo llega en base64 en \`archivo\`.`
    : `Por REST responde el archivo (${types}) como descarga (\`Content-Disposition: attachment\`); por tRPC, el mismo archivo en base64 en \`archivo\`.`;
}

/** The description: the procedure's own (what it does, notable rules), then who may call it and the rules derived from its shape. */
function describe(operation: OperationObject, meta: ApiMeta, access: Access): string {
  const params = operation.parameters ?? [];
  const sentences = [meta.openapi?.description, ACCESS_TEXT[access]];
  if (access !== 'public' && params.some((p) => p.in === 'path')) sentences.push(PERMISSION_TEXT);
  if (params.some((p) => p.in === 'query' && p.name === 'pageSize')) sentences.push(PAGE_TEXT);
  if (params.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key')) sentences.push(IDEMPOTENCY_TEXT);
  if (meta.files) sentences.push(fileText(meta.files));
  return sentences.filter(Boolean).join(' ');
}

const BINARY = { type: 'string', format: 'binary' } as const;

/** The 200 of a file answer: the file's media types as binary (and JSON when still possible). */
function fileResponse(operation: OperationObject, files: FileAnswer): void {
  const ok = operation.responses?.['200'];
  if (!ok) return;
  const json = files.alsoJson ? ok.content : {};
  ok.description = files.alsoJson ? 'El resultado en JSON, o el archivo pedido con `formato`' : 'El archivo (descarga)';
  ok.content = { ...json, ...Object.fromEntries(files.types.map((type) => [type, { schema: BINARY }])) };
}

/** Completes every procedure's operation: security, description, file answers. */
export function completeProcedureOperations(paths: Record<string, Record<string, OperationObject>>, router: AnyRouter): void {
  forEachOpenApiProcedure(router._def.procedures as never, ({ procedure, meta }) => {
    const { openapi } = meta;
    const operation = paths[normalizePath(openapi.path)]?.[openapi.method.toLowerCase()];
    if (!operation) return;
    const access = accessOf(procedure as AnyProcedure);
    // An operation needs a token unless its procedure is public: the document says so explicitly.
    if (access === 'public') operation.security = [];
    const apiMeta = meta as ApiMeta;
    // rest.ts answers the file whenever the output carries an `archivo`: the meta must say which.
    const { outputParser } = getInputOutputParsers(procedure as never);
    const answersFile = 'archivo' in ((outputParser as { shape?: object }).shape ?? {});
    if (answersFile !== Boolean(apiMeta.files))
      throw new Error(`${openapi.path}: la salida con \`archivo\` y \`files\` en la meta van juntas`);
    if (apiMeta.files) fileResponse(operation, apiMeta.files);
    operation.description = describe(operation, apiMeta, access);
  });
}

/** A plain route's file answers without a schema (`'application/pdf': {}`) are binary. */
export function binaryFileContents(operation: OperationObject): void {
  for (const response of Object.values(operation.responses ?? {})) {
    for (const [type, media] of Object.entries(response.content ?? {})) {
      if (!type.includes('json') && !('format' in (media.schema ?? {}))) media.schema = { ...media.schema, ...BINARY };
    }
  }
}
