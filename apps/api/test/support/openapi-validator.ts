// Every REST answer the tests see, checked against the OpenAPI document the server publishes:
// documented status, documented media type, and a JSON body valid for the documented schema.
// A drift is recorded here and fails the running test (test/support/openapi-setup.ts).
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

import addFormats from 'ajv-formats';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

const API_PREFIX = '/api';
/** Paths under /api that are not operations of the document. */
const NOT_OPERATIONS = new Set(['/api/openapi.json', '/api/docs']);
const DOCUMENT_ID = 'openapi.json';
/**
 * `strict` (default) checks every answer; `off` checks only 2xx/3xx answers strictly and leaves error
 * answers alone (while the error bodies and statuses are being documented).
 */
export type ErrorValidation = 'strict' | 'off';

export function errorValidationFromEnv(value: string | undefined): ErrorValidation {
  return value && ['off', 'false', '0', 'no'].includes(value.toLowerCase()) ? 'off' : 'strict';
}

interface MediaType {
  schema?: unknown;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
interface Operation {
  responses?: Record<string, ResponseObject>;
}
type PathItem = Partial<Record<'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace', Operation>>;
export interface OpenApiDocument {
  paths?: Record<string, PathItem>;
  components?: unknown;
}

interface Route {
  template: string;
  /** null where the template has a {param}. */
  segments: (string | null)[];
  item: PathItem;
}

export interface ObservedResponse {
  method: string;
  /** Absolute URL or path (query string allowed). */
  url: string;
  status: number;
  contentType: string | null;
  /** The body as text, for JSON answers; undefined when it was not read (HEAD, streams, files). */
  body?: string;
}

export interface OpenApiValidator {
  /** The problems of one answer (empty when it agrees with the document or is not an operation's). */
  check(response: ObservedResponse): string[];
}

/** Builds a validator for a document: routes indexed once, schemas compiled on first use. */
export function createOpenApiValidator(
  document: OpenApiDocument,
  errors: ErrorValidation = errorValidationFromEnv(process.env.OPENAPI_VALIDATE_ERRORS),
): OpenApiValidator {
  const routesBySize = new Map<number, Route[]>();
  for (const [template, item] of Object.entries(document.paths ?? {})) {
    // Literal segments in lower case: the REST facade matches paths case-insensitively, as trpc-to-openapi does.
    const segments = splitPath(template).map((segment) => (/^\{.+\}$/.test(segment) ? null : segment.toLowerCase()));
    const routes = routesBySize.get(segments.length) ?? [];
    routes.push({ template, segments, item });
    routesBySize.set(segments.length, routes);
  }
  // A literal segment beats a {param} at the first position where two templates differ.
  for (const routes of routesBySize.values()) routes.sort((a, b) => compareSpecificity(a.segments, b.segments));

  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID } as object);
  const compiled = new Map<string, ValidateFunction>();
  function validatorFor(pointer: string): ValidateFunction {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  }

  function findOperation(method: string, path: string) {
    const segments = splitPath(path.toLowerCase());
    let pathKnown = false;
    for (const route of routesBySize.get(segments.length) ?? []) {
      if (!route.segments.every((segment, i) => segment === null || segment === segments[i])) continue;
      pathKnown = true;
      const operation = route.item[method as keyof PathItem];
      if (operation) return { template: route.template, operation, pathKnown };
    }
    return { pathKnown };
  }

  return {
    check({ method, url, status, contentType, body }) {
      const pathname = new URL(url, 'http://validator.test').pathname.replace(/(?<=.)\/+$/, '');
      if (!pathname.startsWith(`${API_PREFIX}/`) || NOT_OPERATIONS.has(pathname)) return [];
      if (pathname.startsWith('/api/docs/')) return [];
      const isError = status >= 400;
      if (isError && errors === 'off') return [];
      // HEAD answers what GET would, without a body.
      const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
      const found = findOperation(verb, pathname.slice(API_PREFIX.length));
      const where = `${method.toUpperCase()} ${pathname} → ${status}`;
      if (!('operation' in found) || !found.operation) {
        // Unknown paths (404), wrong methods (405) and CORS preflights (OPTIONS, answered before any
        // route) have no operation that could document them.
        if (status === 404 || (found.pathKnown && (status === 405 || verb === 'options'))) return [];
        return [`${where}: no operation in /api/openapi.json matches ${verb.toUpperCase()} ${pathname}`];
      }
      const { template, operation } = found;
      const responses = operation.responses ?? {};
      const statusKey = String(status) in responses ? String(status) : 'default' in responses ? 'default' : null;
      const operationName = `${verb.toUpperCase()} ${template}`;
      if (!statusKey)
        return [
          `${where}: status ${status} not documented for ${operationName} (documented: ${Object.keys(responses).join(', ')})`,
        ];
      const content = responses[statusKey]!.content ?? {};
      const documentedTypes = Object.keys(content);
      const mediaType = contentType?.split(';')[0]!.trim().toLowerCase() || null;
      if (!mediaType) {
        if (documentedTypes.length === 0 || !body) return [];
        return [`${where}: body without content type; documented: ${documentedTypes.join(', ')}`];
      }
      const documented = documentedTypes.find((type) => mediaTypeMatches(type, mediaType));
      if (!documented) {
        return [
          `${where}: content type ${mediaType} not documented for ${operationName} ${statusKey} (documented: ${documentedTypes.join(', ') || 'no content'})`,
        ];
      }
      if (body === undefined || !isJson(mediaType) || content[documented]!.schema === undefined) return [];
      let value: unknown;
      try {
        value = body === '' ? undefined : JSON.parse(body);
      } catch {
        return [`${where}: body is not JSON although the content type is ${mediaType}`];
      }
      const pointer = `/paths/${escapePointer(template)}/${verb}/responses/${statusKey}/content/${escapePointer(documented)}/schema`;
      const validate = validatorFor(pointer);
      if (validate(value)) return [];
      return [
        `${where}: body does not match the schema of ${operationName} ${statusKey} ${documented}:\n` +
          (validate.errors ?? [])
            .slice(0, 10)
            .map((e) => `    ${e.instancePath || '(body)'} ${e.message}${formatParams(e.params)}`)
            .join('\n'),
      ];
    },
  };
}

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function compareSpecificity(a: (string | null)[], b: (string | null)[]): number {
  for (let i = 0; i < a.length; i++) {
    if ((a[i] === null) !== (b[i] === null)) return a[i] === null ? 1 : -1;
  }
  return 0;
}

function mediaTypeMatches(documented: string, actual: string): boolean {
  const [type, subtype] = documented.toLowerCase().split('/');
  const [actualType, actualSubtype] = actual.split('/');
  return (type === '*' || type === actualType) && (subtype === '*' || subtype === actualSubtype);
}

function isJson(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function formatParams(params: Record<string, unknown>): string {
  const text = JSON.stringify(params);
  return text === '{}' ? '' : ` ${text}`;
}

// One document and one validator per test worker, built at the first answer from the same function
// that serves /api/openapi.json (imported then, so test files that never call the API skip it).
let shared: Promise<OpenApiValidator> | undefined;
function sharedValidator(): Promise<OpenApiValidator> {
  shared ??= Promise.all([import('../../src/http/openapi.ts'), import('../../src/router.ts')]).then(
    ([{ buildOpenApiDocument }, { appRouter }]) =>
      createOpenApiValidator(buildOpenApiDocument(appRouter, API_PREFIX) as OpenApiDocument),
  );
  return shared;
}

const drifts: string[] = [];

/** The drifts seen since the last call (and forgets them). */
export function takeOpenApiDrifts(): string[] {
  return drifts.splice(0);
}

/** The body as the client reads it (listening servers compress answers for clients that accept it). */
async function bodyText(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.clone().arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  const decoded =
    encoding === 'gzip'
      ? gunzipSync(bytes)
      : encoding === 'br'
        ? brotliDecompressSync(bytes)
        : encoding === 'deflate'
          ? inflateSync(bytes)
          : bytes;
  return decoded.toString('utf8');
}

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;
const VALIDATED = Symbol('openapi-validated');

/**
 * `fetch` with every /api answer checked against the document; mismatches are recorded, the answer
 * itself is passed on untouched. Wrapping twice checks once.
 */
export function validateAnswers<F extends Fetch>(fetch: F): F {
  if ((fetch as F & { [VALIDATED]?: true })[VALIDATED]) return fetch;
  const wrapped = (async (request: Request, ...rest: never[]) => {
    const response = await fetch(request, ...rest);
    if (!new URL(request.url).pathname.startsWith(`${API_PREFIX}/`)) return response;
    const contentType = response.headers.get('content-type');
    const mediaType = contentType?.split(';')[0]!.trim().toLowerCase() ?? '';
    const body = request.method !== 'HEAD' && isJson(mediaType) ? await bodyText(response) : undefined;
    drifts.push(
      ...(await sharedValidator()).check({
        method: request.method,
        url: request.url,
        status: response.status,
        contentType,
        body,
      }),
    );
    return response;
  }) as unknown as F;
  Object.defineProperty(wrapped, VALIDATED, { value: true });
  return wrapped;
}

/** Makes `app.fetch` (and with it `app.request`, which calls it) check every answer. */
export function validateAppAnswers<A extends { fetch: Fetch }>(app: A): A {
  app.fetch = validateAnswers(app.fetch);
  return app;
}
