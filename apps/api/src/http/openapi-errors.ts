// Issue 30: the error answers of the OpenAPI document as the server writes them. One `Error` schema (the
// REST facade's body: success, message, error, errors?, code, issues?, and the documented extra fields),
// its `code` the enum of contracts' ERRORES; and on every operation each status it can answer, all
// pointing at that schema. trpc-to-openapi would document its own `{ message, code, issues }` instead.
import type { AnyProcedure, AnyRouter } from '@trpc/server';
import { forEachOpenApiProcedure } from 'trpc-to-openapi';

import { CODIGOS_ERROR } from '@horizonte/contracts';

import { authedProcedure, heavyReadProcedure } from '../trpc/procedures.ts';

const ERROR_REF = '#/components/schemas/Error';

export const errorSchema = {
  type: 'object',
  description:
    'Un error en español. `code` dice de qué tipo es (para programas); las demás propiedades, según el caso (p. ej. `portales`, `quorum`, `requiresEmailVerification`), dan detalles.',
  properties: {
    success: { type: 'boolean', const: false },
    message: { type: 'string', description: 'Qué pasó, en español, para mostrarlo a la persona.' },
    error: { type: 'string', description: 'El mismo texto de `message`.' },
    errors: {
      type: 'array',
      items: { type: 'string' },
      description: 'Entrada inválida: un mensaje por problema.',
    },
    code: { type: 'string', enum: CODIGOS_ERROR, description: 'El tipo de error, estable y legible por programas.' },
    issues: {
      type: 'array',
      description: 'Entrada inválida: el campo de cada problema (`path`, p. ej. `items.3.monto`; vacío para toda la entrada).',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, message: { type: 'string' } },
        required: ['path', 'message'],
        additionalProperties: false,
      },
    },
  },
  required: ['success', 'message', 'error', 'code'],
  additionalProperties: true,
};

const DESCRIPTIONS: Record<number, string> = {
  400: 'Solicitud mal formada: URL, identificador, JSON o dato que no se puede guardar.',
  401: 'Sin sesión válida (o credenciales incorrectas).',
  403: 'Sin permiso para esta operación.',
  404: 'El recurso no existe.',
  409: 'El estado actual no admite la operación (`code` dice por qué), o la Idempotency-Key ya se usó.',
  413: 'El cuerpo de la solicitud es demasiado grande.',
  415: 'El cuerpo debe ser JSON (application/json).',
  422: 'Entrada inválida: `errors` con un mensaje por problema e `issues` con su campo.',
  429: 'Demasiadas solicitudes: `Retry-After` dice en cuántos segundos reintentar.',
  500: 'Error interno: el equipo técnico fue notificado.',
  503: 'El servicio no está disponible en este momento.',
};

/** Public operations that answer 401 all the same (a wrong password is not a missing session). */
const PUBLIC_UNAUTHORIZED = new Set(['POST /auth/login']);

/** Procedures whose service counts the call against a quota (lib/rate-limit.ts `consume`). */
const RATE_LIMITED = new Set([
  'auth.login',
  'auth.register',
  'auth.resendVerification',
  'auth.forgotPassword',
  'auth.recovery',
  'auth.changePassword',
  'perfil.email.update',
  'invitations.accept',
  'preregistros.create',
  'pqrs.create',
  'residentes.create',
  'residentes.update',
  'residentes.invitacion.reenviar',
  'importaciones.confirm',
  'usuarios.verificacion.reenviar',
  'usuarios.clave.restablecer',
  'comercial.contactos.create',
]);

/** An input field that names a stored resource, which may not exist (404). */
const NAMES_A_RESOURCE = /^(id|token|codigo|numeroDocumento)$|Ids?$/;

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Record<string, unknown> }> }>;
  security?: Record<string, unknown>[];
}

type Response = NonNullable<Operation['responses']>[string];

interface Document {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

interface Facts {
  protected: boolean;
  rateLimited: boolean;
  /** The statuses the procedure's meta lists in `errorResponses` (the generator writes them with English texts). */
  declared: number[];
}

/** What each procedure's builder says about its REST operation, by `METHOD /path`. */
function proceduresFacts(router: AnyRouter): Map<string, Facts> {
  const middlewares = (p: unknown) => (p as { _def: { middlewares: unknown[] } })._def.middlewares;
  const authed = middlewares(authedProcedure).at(-1);
  const heavy = middlewares(heavyReadProcedure).at(-1);
  const facts = new Map<string, Facts>();
  forEachOpenApiProcedure(router._def.procedures as never, ({ path, procedure, meta: { openapi } }) => {
    const uses = middlewares(procedure as AnyProcedure);
    const declared = openapi.errorResponses ?? [];
    facts.set(`${openapi.method} ${openapi.path}`, {
      protected: uses.includes(authed),
      rateLimited: uses.includes(heavy) || RATE_LIMITED.has(path),
      declared: (Array.isArray(declared) ? declared : Object.keys(declared)).map(Number),
    });
  });
  return facts;
}

function namesAResource(path: string, operation: Operation): boolean {
  if (path.includes('{')) return true;
  const fields = [
    ...(operation.parameters ?? []).map((p) => p.name),
    ...Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
  ];
  return fields.some((field) => NAMES_A_RESOURCE.test(field));
}

/** trpc-to-openapi's own texts for the answers it adds by itself (a module's `errorResponses` are Spanish). */
const GENERATED = new Set([
  'Authorization not provided',
  'Insufficient access',
  'Invalid input data',
  'Not found',
  'Internal server error',
]);

/** An answer trpc-to-openapi wrote by itself, not one a module documented. */
const isGenerated = (response: Response | undefined) => GENERATED.has(response?.description ?? '');

/** The statuses an operation can answer besides its success. */
function errorStatuses(method: string, path: string, operation: Operation, facts: Facts | undefined): Set<number> {
  const responses = operation.responses ?? {};
  // What a module documented itself stays (the login's 403, an upload's 413).
  const documented = Object.keys(responses)
    .map(Number)
    .filter((status) => status >= 400 && !isGenerated(responses[status]));
  // Plain routes (uploads, downloads, streams) are not procedures: what they document, plus what any route
  // answers; a signed-in upload is a write, refused with 409 in a suspended complex (modules/access/suspension.ts).
  if (!facts) {
    const signedIn = Boolean(operation.security?.length);
    return new Set([...documented, 400, 500, 503, ...(signedIn ? [401] : []), ...(signedIn && method !== 'GET' ? [409] : [])]);
  }
  const statuses = new Set([...documented, ...facts.declared, 400, 500, 503]);
  if (facts.protected || PUBLIC_UNAUTHORIZED.has(`${method} ${path}`)) statuses.add(401);
  if (facts.protected) statuses.add(403);
  if (namesAResource(path, operation)) statuses.add(404);
  if (method !== 'GET') statuses.add(409);
  if (operation.requestBody?.content?.['application/json']) [413, 415].forEach((s) => statuses.add(s));
  if (operation.parameters?.length || operation.requestBody) statuses.add(422);
  if (facts.rateLimited) statuses.add(429);
  return statuses;
}

/**
 * One error answer pointing at `Error`. What an operation documented itself is kept: its description,
 * and its own schema beside `Error` (the login's 403 lists `portales`). trpc-to-openapi's generic
 * answers (English, `error.*` schemas) are replaced whole.
 */
function errorResponse(status: number, existing: Response | undefined): Response {
  const schema = existing?.content?.['application/json']?.schema;
  const documented = existing?.description && !isGenerated(existing);
  return {
    description: documented ? existing.description! : (DESCRIPTIONS[status] ?? 'Error'),
    content: {
      'application/json': {
        schema: schema && !('$ref' in schema) ? { allOf: [{ $ref: ERROR_REF }, schema] } : { $ref: ERROR_REF },
      },
    },
  };
}

/** Replaces every error answer of `document` with the real ones, and the generator's error schemas with `Error`. */
export function documentErrors(document: Document, router: AnyRouter): void {
  const facts = proceduresFacts(router);
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      const responses = (operation.responses ??= {});
      const statuses = errorStatuses(method.toUpperCase(), path, operation, facts.get(`${method.toUpperCase()} ${path}`));
      const existing = { ...responses };
      for (const status of Object.keys(responses)) if (Number(status) >= 400) delete responses[status];
      for (const status of [...statuses].sort((a, b) => a - b)) responses[status] = errorResponse(status, existing[status]);
    }
  }
  const schemas = ((document.components ??= {}).schemas ??= {});
  for (const name of Object.keys(schemas)) if (/^error(\.|$)|^(Adjunto|Documento)Error$/.test(name)) delete schemas[name];
  schemas.Error = errorSchema;
}
